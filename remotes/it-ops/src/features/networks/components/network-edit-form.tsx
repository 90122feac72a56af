import type { ReactNode } from 'react';
import { Card } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { RecordEditForm, sectionHeading, useSchemaForm, type RecordEdit } from '@kanri/ui';
import { createNetworkBodySchema, type NetworkDetail } from '@kanri/contracts';
import { useUpdateNetwork } from '../api/update-network';
import { NetworkInformationFields } from './network-information-fields';
import { AccessControlFields } from './access-control-fields';
import { networkFormValuesOf, toNetworkPayload } from './network-form-model';

/**
 * Edits a network on its page with the add form's fields and rules (000 §3, §5) on one page:
 * `PATCH /v2/networks/{id}` with the whole payload and the `version` read when editing began
 * (`edit.base`, the kit's `useRecordEdit`: a 409 keeps what was typed and offers Reload; 400 goes
 * under the fields). Give it `key={edit.base.version}` so Reload starts it from the current network.
 */
export function NetworkEditForm({ edit }: { edit: RecordEdit<NetworkDetail> }) {
  const { t } = useLingui();
  const update = useUpdateNetwork();
  const form = useSchemaForm({
    schema: createNetworkBodySchema,
    defaultValues: networkFormValuesOf(edit.base),
    onSubmit: ({ value, formApi }) =>
      edit.save(formApi, (base) => update.trigger({ params: { id: base.id }, body: { ...toNetworkPayload(value), version: base.version } })),
  });
  const card = (title: string, children: ReactNode) => <Card title={<h2 style={sectionHeading}>{title}</h2>}>{children}</Card>;
  return (
    <RecordEditForm form={form} edit={edit} aria-label={t`Edit network`}>
      {card(t`Network information`, <NetworkInformationFields form={form} network={edit.base} />)}
      {card(t`Access control`, <AccessControlFields form={form} />)}
    </RecordEditForm>
  );
}
