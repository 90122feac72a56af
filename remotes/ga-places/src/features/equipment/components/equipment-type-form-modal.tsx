import { Flex, Modal } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { FormCustomField, FormTextField, SchemaForm } from '@kanri/ui';
import { createEquipmentTypeBodySchema, type CreateEquipmentTypeInput, type EquipmentType } from '@kanri/contracts';
import { useCreateEquipmentType } from '../api/create-equipment-type';
import { useUpdateEquipmentType } from '../api/update-equipment-type';
import { DisplayOrderInput } from './display-order-input';
import { useVersionedForm } from './use-versioned-form';

/** Props of {@link EquipmentTypeFormModal}. */
export interface EquipmentTypeFormModalProps {
  /** The type to edit; `null` adds a new one. */
  type: EquipmentType | null;
  /** Reads the edited type as it is now (Reload after a stale version); unused when adding. */
  refetch: () => Promise<EquipmentType | undefined>;
  onClose: () => void;
}

const valuesOf = (type: EquipmentType | null): CreateEquipmentTypeInput =>
  type
    ? { code: type.code, nameJa: type.nameJa, nameEn: type.nameEn === type.nameJa ? null : type.nameEn, displayOrder: type.displayOrder }
    : { code: '', nameJa: '', nameEn: null, displayOrder: 0 };

const formId = 'equipment-type-form';

/**
 * The add / edit dialog of an equipment type (001 §3, §7 `POST /v2/equipment-types`,
 * `PATCH /v2/equipment-types/{id}`): code, Japanese name, English name (empty = the Japanese one)
 * and display order, validated with the contract's schema. An edit sends the `version` it loaded.
 * A 400 shows under the fields, a taken code (409) under the code, and a stale version (409, someone
 * else saved first; issue 29) keeps what was typed and says the type changed, with Reload (the
 * form starts again from the type as it is now); on success the dialog closes with a toast. Mount
 * it only while open.
 */
export function EquipmentTypeFormModal({ type, refetch, onClose }: EquipmentTypeFormModalProps) {
  const { t } = useLingui();
  const create = useCreateEquipmentType();
  const update = useUpdateEquipmentType();
  const { form, alert, saving } = useVersionedForm({ record: type, refetch, onClose, schema: createEquipmentTypeBodySchema, valuesOf, formId, create, update }, {
    conflictTitle: t`Someone else changed this equipment type while you were editing it.`,
    saved: type ? t`The equipment type was saved.` : t`The equipment type was added.`,
  });
  return (
    <Modal
      open
      title={type ? t`Edit equipment type` : t`Add equipment type`}
      okText={type ? t`Save` : t`Add`}
      cancelText={t`Cancel`}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
      {alert}
      <SchemaForm form={form} id={formId} aria-label={type ? t`Edit equipment type` : t`Add equipment type`}>
        <FormTextField form={form} name="code" label={t`Code`} required maxLength={50} description={t`Letters, digits, hyphens, underscores and periods. Unique in the company.`} />
        <FormTextField form={form} name="nameJa" label={t`Name (Japanese)`} required maxLength={100} />
        <FormTextField form={form} name="nameEn" label={t`Name (English)`} maxLength={100} emptyValue={null} description={t`Leave empty to use the Japanese name.`} />
        <FormCustomField form={form} name="displayOrder" label={t`Display order`} description={t`Smaller numbers come first.`}>
          {(control) => <DisplayOrderInput control={control} />}
        </FormCustomField>
      </SchemaForm>
      </Flex>
    </Modal>
  );
}
