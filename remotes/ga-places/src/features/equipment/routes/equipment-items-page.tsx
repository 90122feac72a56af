import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useToggleDisabled } from '@kanri/ui';
import type { EquipmentItem } from '@kanri/contracts';
import { useEquipmentItems } from '../api/get-equipment-items';
import { useEquipmentTypes } from '../api/get-equipment-types';
import { useEnableEquipmentItem } from '../api/enable-equipment-item';
import { useDisableEquipmentItem } from '../api/disable-equipment-item';
import { EquipmentSettingsFrame } from '../components/equipment-settings-frame';
import { MasterDataTable } from '../components/master-data-table';
import { EquipmentItemFormModal } from '../components/equipment-item-form-modal';

/**
 * `/equipment/settings/equipment-items` (001 §2, §3, §4, §7): every equipment item, disabled ones
 * included, with its type, maker and model; add and edit (a dialog), and disable (after a
 * confirmation) or enable per row. Adding needs at least one equipment type.
 */
export function EquipmentItemsPage() {
  const { t } = useLingui();
  const items = useEquipmentItems({ includeDisabled: true });
  const types = useEquipmentTypes({ includeDisabled: true });
  const { toggle, busyId } = useToggleDisabled(useEnableEquipmentItem(), useDisableEquipmentItem());
  // undefined: no dialog; null: adding; an item: editing it
  const [editing, setEditing] = useState<EquipmentItem | null | undefined>(undefined);
  return (
    <EquipmentSettingsFrame
      activeTab="equipment-items"
      extra={
        <Button type="primary" icon={<PlusOutlined />} disabled={!types.data} onClick={() => setEditing(null)}>
          {t`Add equipment item`}
        </Button>
      }
    >
      <MasterDataTable<EquipmentItem>
        caption={t`Equipment items`}
        rows={items.data?.items}
        loading={items.isLoading}
        error={items.error}
        onRetry={() => void items.mutate()}
        extraColumns={[
          { key: 'equipmentType', title: t`Equipment type`, render: (_, item) => item.equipmentTypeName },
          { key: 'maker', title: t`Maker`, render: (_, item) => item.maker },
          { key: 'model', title: t`Model`, render: (_, item) => item.model },
        ]}
        onEdit={setEditing}
        busyId={busyId}
        onToggleDisabled={(item) =>
          void toggle(item, {
            disableTitle: t`Disable the equipment item "${item.name}"?`,
            disableContent: t`It will no longer be offered for new equipment. Equipment that already has it keeps it.`,
            disabled: t`The equipment item was disabled.`,
            enabled: t`The equipment item was enabled.`,
          })
        }
      />
      {editing !== undefined && types.data ? (
        <EquipmentItemFormModal
          item={editing}
          types={types.data.items}
          refetch={async () => (await items.mutate())?.items.find((i) => i.id === editing?.id)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </EquipmentSettingsFrame>
  );
}
