import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { isApiError, useToast } from '@kanri/runtime';
import { LinkButton, NotFoundPage, PageHeader, SchemaForm, applyServerFieldErrors, useSchemaForm, type SchemaFormApi } from '@kanri/ui';
import { createLicenseBodySchema, licenseAddSearchSchema, licenseAllocationTypeSchema, type CreateLicenseBody, type LicenseAllocationType } from '@kanri/contracts';
import { useCreateLicense } from '../api/create-license';
import { LicenseFormFields, useSoftwareOfType } from '../components/license-form-fields';
import { emptyLicenseFormValues, type LicenseFormValues } from '../components/license-form-model';
import { allocationTypeLabels } from '../components/license-labels';

/**
 * `/licenses/add/{allocationType}` (001 §2, §4): the license form for one allocation type (an
 * unknown type is not found). `softwareId` and `appIntegrationId` in the search prefill the form
 * (the software's name and vendor fill an empty name and vendor once the registry answers).
 * Submit validates with `createLicenseBodySchema`; success goes to
 * `…/completed?addedLicenseID=&licenseName=`; a 400 marks the fields; other failures toast.
 */
export function LicenseAddPage() {
  const { allocationType } = useParams();
  if (!v.is(licenseAllocationTypeSchema, allocationType)) return <NotFoundPage />;
  return <LicenseAddForm allocationType={allocationType} />;
}

function LicenseAddForm({ allocationType }: { allocationType: LicenseAllocationType }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateLicense();
  const [params] = useSearchParams();
  const prefill = useMemo(
    () => v.parse(licenseAddSearchSchema, { appIntegrationId: params.get('appIntegrationId') ?? undefined, softwareId: params.get('softwareId') ?? undefined }),
    [params],
  );
  const form = useSchemaForm<LicenseFormValues, CreateLicenseBody>({
    schema: createLicenseBodySchema,
    defaultValues: emptyLicenseFormValues(allocationType, prefill),
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: value });
        const licenseName = value.licenseName;
        toast.success(t`The license "${licenseName}" was added.`);
        navigate(`/licenses/add/${allocationType}/completed?${new URLSearchParams({ addedLicenseID: id, licenseName })}`);
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The license could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });
  usePrefillFromSoftware(form, allocationType, prefill.softwareId);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const typeLabel = i18n._(allocationTypeLabels[allocationType]);
  const title = t`Add license: ${typeLabel}`;
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Licenses`, to: '/licenses/inventory' }, { label: t`Add license`, to: '/licenses/add' }, { label: typeLabel }]} title={title} />
      <SchemaForm form={form} aria-label={title}>
        <Card>
          <LicenseFormFields form={form} lockAllocationType />
        </Card>
        <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
          <LinkButton to="/licenses/add">{t`Back`}</LinkButton>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t`Add license`}
          </Button>
        </Flex>
      </SchemaForm>
    </section>
  );
}

/** Once the registry answers, a `softwareId` from the URL fills an empty name and vendor (once). */
function usePrefillFromSoftware(form: SchemaFormApi<LicenseFormValues>, allocationType: LicenseAllocationType, softwareId: string | undefined) {
  const software = useSoftwareOfType(allocationType);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !softwareId || !software.data) return;
    done.current = true;
    const chosen = software.data.items.find((s) => s.id === softwareId);
    if (!chosen) return;
    if (form.state.values.licenseName === '') form.setFieldValue('licenseName', chosen.info.name);
    if (!form.state.values.vendorName) form.setFieldValue('vendorName', chosen.vendor.name);
  }, [form, software.data, softwareId]);
}
