import { Flex, Modal } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormSelectField, FormTextField, SchemaForm } from '@kanri/ui';
import { createEquipmentItemBodySchema, equipmentTextMaxLength, type CreateEquipmentItemInput, type EquipmentItem, type EquipmentType } from '@kanri/contracts';
import { useCreateEquipmentItem } from '../api/create-equipment-item';
import { useUpdateEquipmentItem } from '../api/update-equipment-item';
import { DisplayOrderInput } from './display-order-input';
import { useVersionedForm } from './use-versioned-form';

/** Props of {@link EquipmentItemFormModal}. */
export interface EquipmentItemFormModalProps {
  /** The item to edit; `null` adds a new one. */
  item: EquipmentItem | null;
  /** Every equipment type (disabled ones are offered only when the item already has one). */
  types: EquipmentType[];
  /** Reads the edited item as it is now (Reload after a stale version); unused when adding. */
  refetch: () => Promise<EquipmentItem | undefined>;
  onClose: () => void;
}

const valuesOf = (item: EquipmentItem | null): CreateEquipmentItemInput =>
  item
    ? {
        equipmentTypeId: item.equipmentTypeId,
        code: item.code,
        nameJa: item.nameJa,
        nameEn: item.nameEn === item.nameJa ? null : item.nameEn,
        maker: item.maker,
        model: item.model,
        displayOrder: item.displayOrder,
      }
    : { equipmentTypeId: '', code: '', nameJa: '', nameEn: null, maker: null, model: null, displayOrder: 0 };

const formId = 'equipment-item-form';

/**
 * The add / edit dialog of an equipment item (001 §3, §7 `POST /v2/equipment-items`,
 * `PATCH /v2/equipment-items/{id}`): its equipment type, code, Japanese and English names, maker,
 * model and display order, validated with the contract's schema. An edit sends the `version` it
 * loaded. A 400 shows under the fields, a taken code (409) under the code, and a stale version (409,
 * someone else saved first; issue 29) keeps what was typed and says the item changed, with Reload;
 * on success the dialog closes with a toast. Mount it only while open.
 */
export function EquipmentItemFormModal({ item, types, refetch, onClose }: EquipmentItemFormModalProps) {
  const { t } = useLingui();
  const create = useCreateEquipmentItem();
  const update = useUpdateEquipmentItem();
  const { form, alert, saving } = useVersionedForm({ record: item, refetch, onClose, schema: createEquipmentItemBodySchema, valuesOf, formId, create, update }, {
    conflictTitle: t`Someone else changed this equipment item while you were editing it.`,
    saved: item ? t`The equipment item was saved.` : t`The equipment item was added.`,
  });
  const typeOptions = types
    .filter((type) => !type.disabled || type.id === item?.equipmentTypeId)
    .map((type) => ({ value: type.id, label: type.name }));
  return (
    <Modal
      open
      title={item ? t`Edit equipment item` : t`Add equipment item`}
      okText={item ? t`Save` : t`Add`}
      cancelText={t`Cancel`}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
      {alert}
      <SchemaForm form={form} id={formId} aria-label={item ? t`Edit equipment item` : t`Add equipment item`}>
        <FormSelectField form={form} name="equipmentTypeId" label={t`Equipment type`} required options={typeOptions} showSearch allowClear={false} />
        <FormTextField form={form} name="code" label={t`Code`} required maxLength={50} description={t`Letters, digits, hyphens, underscores and periods. Unique in the company.`} />
        <FormTextField form={form} name="nameJa" label={t`Name (Japanese)`} required maxLength={100} />
        <FormTextField form={form} name="nameEn" label={t`Name (English)`} maxLength={100} emptyValue={null} description={t`Leave empty to use the Japanese name.`} />
        <FormTextField form={form} name="maker" label={t`Maker`} maxLength={equipmentTextMaxLength} emptyValue={null} />
        <FormTextField form={form} name="model" label={t`Model`} maxLength={equipmentTextMaxLength} emptyValue={null} />
        <FormCustomField form={form} name="displayOrder" label={t`Display order`} description={t`Smaller numbers come first.`}>
          {(control) => <DisplayOrderInput control={control} />}
        </FormCustomField>
      </SchemaForm>
      </Flex>
    </Modal>
  );
}
