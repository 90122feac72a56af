import { Result } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { LinkButton, NotFoundPage } from '@kanri/ui';
import { genreOfDeviceType, idSchema } from '@kanri/contracts';
import { useDevice } from '../api/get-device';

/**
 * `/devices/add/{deviceType}/completed?addedDeviceID=` (001 §2 "Add flows end on a completed step"):
 * says the device was added (by name once it loads), links to its profile and to add another of
 * the same genre. A bad `deviceType` or a missing or malformed id shows not found.
 */
export function DeviceAddCompletedPage() {
  const { t } = useLingui();
  const deviceType = useParams().deviceType ?? '';
  const id = useSearchParams()[0].get('addedDeviceID') ?? '';
  const valid = genreOfDeviceType(deviceType) !== null && v.is(idSchema, id);
  const device = useDevice(valid ? id : undefined);
  if (!valid) return <NotFoundPage />;
  const name = device.data?.name;
  return (
    <Result
      status="success"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t`The device was added`}</h1>}
      subTitle={name ? t`"${name}" is in the inventory now.` : undefined}
      extra={[
        <LinkButton key="profile" type="primary" to={`/profile/device/${id}`}>
          {t`Open the device`}
        </LinkButton>,
        <LinkButton key="another" to={`/devices/add/${deviceType}`}>
          {t`Add another`}
        </LinkButton>,
        <LinkButton key="list" to="/devices/inventory">
          {t`Go to devices`}
        </LinkButton>,
      ]}
    />
  );
}
