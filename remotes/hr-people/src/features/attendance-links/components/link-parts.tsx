import { Button, Tag } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { attendanceLinkFields, attendanceLinkStateOf, type AttendanceLink } from '@kanri/contracts';

/** The full URL a terminal opens: this site's origin + the link's `clockingPath`. */
export const clockingUrlOf = (link: Pick<AttendanceLink, 'clockingPath'>) => `${window.location.origin}${link.clockingPath}`;

/** The link's state (`attendanceLinkFields.enabled.values`): enabled (green), disabled (grey) or no link yet. */
export function LinkStateTag({ link }: { link: Pick<AttendanceLink, 'enabled'> | null }) {
  const { i18n } = useLingui();
  const state = attendanceLinkStateOf(link);
  return <Tag color={state === 'ENABLED' ? 'green' : 'default'}>{i18n._(attendanceLinkFields.enabled.values[state])}</Tag>;
}

/** "Copy URL": puts the terminal URL on the clipboard and says so. */
export function CopyLinkButton({ link, placeName, size }: { link: AttendanceLink; placeName: string; size?: 'small' | 'middle' }) {
  const { t } = useLingui();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(clockingUrlOf(link));
      toast.success(t`The clocking URL was copied.`);
    } catch {
      toast.error(t`The URL could not be copied. Select it and copy it by hand.`);
    }
  };
  return (
    <Button size={size} icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t`Copy the clocking URL of ${placeName}`}>
      {t`Copy URL`}
    </Button>
  );
}
