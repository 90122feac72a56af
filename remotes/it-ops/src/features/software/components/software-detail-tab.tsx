import { useState } from 'react';
import { Avatar, Button, Card, Flex, Space, Typography, Upload } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { DescriptorFields, EditRecordButton, RecordEditForm, RecordSection, RecordSections, RecordTimestamps, useRecordValues, useSchemaForm } from '@kanri/ui';
import { imageMaxFileBytes, updateSoftwareDetailBodySchema, type SoftwareDetail, type UpdateSoftwareDetailBody, type UpdateSoftwareDetailInput } from '@kanri/contracts';
import { useUpdateSoftwareDetail } from '../api/update-software-detail';
import { applyLogoChange, LogoError, type LogoChange } from './logo-change';
import { softwareDetailFields } from './software-fields';
import { customSaasTypeLabels, softwareFieldLabels, softwareTypeLabels } from './software-labels';
import { useSoftwareEdit, type SoftwareEdit } from './use-software-edit';

/** The detail fields of a software as one flat record (the descriptors' paths). */
export function softwareDetailValues(s: SoftwareDetail) {
  return {
    name: s.info.name,
    vendorName: s.vendor.name,
    category: s.info.category,
    usageStatus: s.operationalStatus.usageStatus,
    websiteUrl: s.websiteUrl,
    renewalDate: s.renewalDate,
    description: s.description,
  };
}

/**
 * The detail tab (001 §2, §3, §7): the software's name, vendor, category, usage status, site,
 * renewal date, description and logo, read-only with Edit; the edit form saves with `PUT …/detail`
 * after the logo step (`applyLogoChange`: presign, then PUT or DELETE to the store), showing the
 * 001 §8 logo messages as destructive toasts and "software update success" when saved.
 */
export function SoftwareDetailTab({ software, refetch }: { software: SoftwareDetail; refetch: () => Promise<SoftwareDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const values = useRecordValues();
  const edit = useSoftwareEdit(software, refetch);
  if (edit.editing) return <SoftwareDetailEditForm key={edit.base.version} edit={edit} />;
  return (
    <RecordSections>
      <Flex justify="flex-end">
        <EditRecordButton onClick={edit.start} />
      </Flex>
      <RecordSection
        title={t`Software information`}
        items={[
          {
            key: 'logo',
            label: i18n._(softwareFieldLabels.logoUrl),
            children: software.info.logoUrl ? <Avatar shape="square" size={48} src={software.info.logoUrl} alt={t`Logo of ${software.info.name}`} /> : values.notSet,
          },
          { key: 'type', label: i18n._(softwareFieldLabels.type), children: values.label(softwareTypeLabels, software.info.type) },
          ...(software.customSaasType ? [{ key: 'customSaasType', label: i18n._(softwareFieldLabels.customSaasType), children: values.label(customSaasTypeLabels, software.customSaasType) }] : []),
          ...values.items(softwareDetailValues(software), softwareDetailFields),
        ]}
      />
      <RecordTimestamps createdAt={software.createdAt} updatedAt={software.updatedAt} />
    </RecordSections>
  );
}

const imageName = /\.(png|jpe?g|gif|webp)$/i;

function SoftwareDetailEditForm({ edit }: { edit: SoftwareEdit }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const update = useUpdateSoftwareDetail();
  const [logo, setLogo] = useState<LogoChange>({ kind: 'keep' });
  const base = edit.base;
  const form = useSchemaForm<UpdateSoftwareDetailInput, UpdateSoftwareDetailBody>({
    schema: updateSoftwareDetailBodySchema,
    defaultValues: { ...softwareDetailValues(base), logoChanged: false, logoDeleted: false, logoFile: null, version: base.version },
    onSubmit: async ({ value, formApi }) => {
      let logoFields;
      try {
        logoFields = await applyLogoChange(base.id, logo);
      } catch (error) {
        if (error instanceof LogoError) {
          toast.destructive(error.message);
          return;
        }
        throw error;
      }
      await edit.save(formApi, (current) =>
        update.trigger({ params: { softwareId: current.id }, body: { ...value, ...logoFields, version: current.version } }),
      );
      setLogo({ kind: 'keep' });
    },
  });
  const preview = logo.kind === 'upload' ? URL.createObjectURL?.(logo.file) : logo.kind === 'delete' ? null : base.info.logoUrl;
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit software`}>
      <Card title={i18n._(softwareFieldLabels.logoUrl)} style={{ marginBottom: 16 }}>
        <Space align="center" wrap>
          <Avatar shape="square" size={48} src={preview ?? undefined} alt="">
            {base.info.name.slice(0, 1)}
          </Avatar>
          <Upload
            accept=".png,.jpg,.jpeg,.gif,.webp"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              if (!imageName.test(file.name) || file.size > imageMaxFileBytes) toast.error(t`Choose a PNG, JPEG, GIF or WebP image of 2 MB or less.`);
              else setLogo({ kind: 'upload', file });
              return false;
            }}
          >
            <Button>{t`Choose a logo`}</Button>
          </Upload>
          {base.info.logoUrl || logo.kind === 'upload' ? (
            <Button danger onClick={() => setLogo(base.info.logoUrl ? { kind: 'delete' } : { kind: 'keep' })}>
              {t`Remove the logo`}
            </Button>
          ) : null}
          <Typography.Text type="secondary">
            {logo.kind === 'upload' ? t`New logo: ${logo.file.name}` : logo.kind === 'delete' ? t`The logo will be removed when you save.` : null}
          </Typography.Text>
        </Space>
      </Card>
      <Card>
        <Flex vertical>
          <DescriptorFields form={form} fields={softwareDetailFields} columns={2} />
        </Flex>
      </Card>
    </RecordEditForm>
  );
}
