import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useToggleDisabled } from '@kanri/ui';
import type { EquipmentType } from '@kanri/contracts';
import { useEquipmentTypes } from '../api/get-equipment-types';
import { useEnableEquipmentType } from '../api/enable-equipment-type';
import { useDisableEquipmentType } from '../api/disable-equipment-type';
import { EquipmentSettingsFrame } from '../components/equipment-settings-frame';
import { MasterDataTable } from '../components/master-data-table';
import { EquipmentTypeFormModal } from '../components/equipment-type-form-modal';

/**
 * `/equipment/settings/equipment-types` (001 §2, §3, §4, §7): every equipment type, disabled ones
 * included, with add and edit (a dialog), and disable (after a confirmation) or enable per row.
 */
export function EquipmentTypesPage() {
  const { t } = useLingui();
  const types = useEquipmentTypes({ includeDisabled: true });
  const { toggle, busyId } = useToggleDisabled(useEnableEquipmentType(), useDisableEquipmentType());
  // undefined: no dialog; null: adding; a type: editing it
  const [editing, setEditing] = useState<EquipmentType | null | undefined>(undefined);
  return (
    <EquipmentSettingsFrame
      activeTab="equipment-types"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t`Add equipment type`}
        </Button>
      }
    >
      <MasterDataTable<EquipmentType>
        caption={t`Equipment types`}
        rows={types.data?.items}
        loading={types.isLoading}
        error={types.error}
        onRetry={() => void types.mutate()}
        onEdit={setEditing}
        busyId={busyId}
        onToggleDisabled={(type) =>
          void toggle(type, {
            disableTitle: t`Disable the equipment type "${type.name}"?`,
            disableContent: t`It will no longer be offered for new equipment. Equipment that already has it keeps it.`,
            disabled: t`The equipment type was disabled.`,
            enabled: t`The equipment type was enabled.`,
          })
        }
      />
      {editing !== undefined ? (
        <EquipmentTypeFormModal type={editing} refetch={async () => (await types.mutate())?.items.find((x) => x.id === editing?.id)} onClose={() => setEditing(undefined)} />
      ) : null}
    </EquipmentSettingsFrame>
  );
}
