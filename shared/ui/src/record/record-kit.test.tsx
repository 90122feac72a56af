import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import { ApiError, useEndpointMutation } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { Button, Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { getNetworkEndpoint, updateNetworkEndpoint, type AuditLogEntry } from '@kanri/contracts';
import { useSchemaForm } from '../form/use-schema-form';
import { SchemaForm } from '../form/form-fields';
import { DescriptorFields, type FieldDescriptor } from '../form/field-descriptors';
import { RecordGate, useRecordQuery } from './record-gate';
import { RecordHeader } from './record-header';
import { RecordSection, RecordSections, RecordTimestamps, useRecordValues } from './record-descriptions';
import { useRecordEdit } from './use-record-edit';
import { DeleteRecordButton, EditRecordButton, ToggleDisabledButton } from './record-actions';
import { RecordHistory } from './record-history';
import { RecordTabs } from './record-tabs';
import { fakeApi, type FakeApiCall } from './fake-api';

jest.setTimeout(60_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const id = '0b6a3f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const otherId = '4fae7db2-5061-4293-8e3f-4a5b6c7d8e9f';
const personId = '3e9d6ca1-4f50-4182-9d2e-3f4a5b6c7d8e';

/** A test resource: a thing with a name, a status, a start date, a website and an owner. */
interface Thing {
  id: string;
  version: number;
  disabled: boolean;
  name: string;
  status: 'ACTIVE' | 'RETIRED' | null;
  startDate: string | null;
  website: string | null;
  ownerId: string | null;
  createdAt: string;
  updatedAt: string;
}
const thing: Thing = { id, version: 3, disabled: false, name: 'Core switch', status: 'ACTIVE', startDate: '2026-04-01', website: null, ownerId: personId, createdAt: '2026-04-01T09:00:00.000Z', updatedAt: '2026-05-10T03:30:00.000Z' };
const statusLabels = { ACTIVE: msg`In service`, RETIRED: msg`Retired` };
const fields: FieldDescriptor[] = [
  { name: 'name', label: msg`Thing name`, kind: 'text', required: true, maxLength: 20 },
  { name: 'status', label: msg`Thing status`, kind: 'select', options: statusLabels },
  { name: 'startDate', label: msg`Start date`, kind: 'date' },
  { name: 'website', label: msg`Website`, kind: 'url' },
];
const fieldLabels = { ...Object.fromEntries(fields.map((f) => [f.name, f.label])), ownerId: msg`Owner` };
const thingSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a name'), v.maxLength(20, 'Too long')),
  status: v.nullable(v.picklist(['ACTIVE', 'RETIRED'])),
  startDate: v.nullable(v.string()),
  website: v.nullable(v.string()),
});
type ThingValues = v.InferInput<typeof thingSchema>;
const history: AuditLogEntry[] = [
  {
    id: 'a2',
    action: 'UPDATE',
    occurredAt: '2026-05-10T03:30:00.000Z',
    actor: { userId: 'u-1', name: 'Taro Yamada' },
    resourceType: 'NETWORK',
    resourceId: id,
    changes: [
      { field: 'status', before: 'RETIRED', after: 'ACTIVE' },
      { field: 'startDate', before: null, after: '2026-04-01' },
      { field: 'ownerId', before: otherId, after: personId },
      { field: 'version', before: 2, after: 3 },
    ],
  },
  { id: 'a1', action: 'CREATE', occurredAt: '2026-04-01T09:00:00.000Z', actor: null, resourceType: 'NETWORK', resourceId: id, changes: [] },
];

function ThingEditForm({ base, onSave, onCancel, banner }: { base: Thing; onSave: (values: ThingValues, form: never) => Promise<void>; onCancel: () => void; banner: React.ReactNode }) {
  const form = useSchemaForm({
    schema: thingSchema,
    defaultValues: { name: base.name, status: base.status, startDate: base.startDate, website: base.website },
    onSubmit: async ({ value, formApi }) => onSave(value, formApi as never),
  });
  return (
    <SchemaForm form={form} aria-label="Edit thing">
      {banner}
      <DescriptorFields form={form} fields={fields} />
      <Button onClick={onCancel}>Cancel</Button>
      <Button htmlType="submit">Save</Button>
    </SchemaForm>
  );
}

/** A record page built from the kit, as a module writes one (the endpoints are the networks' for their paths only). */
function ThingPage() {
  const query = useRecordQuery(getNetworkEndpoint, useParams().id);
  return <RecordGate query={query as never}>{(record: Thing) => <ThingView record={record} refetch={query.mutate as never} />}</RecordGate>;
}

function ThingView({ record, refetch }: { record: Thing; refetch: () => Promise<Thing | undefined> }) {
  const values = useRecordValues();
  const update = useEndpointMutation(updateNetworkEndpoint);
  const edit = useRecordEdit(record, { refetch, conflictTitle: 'Someone else changed this thing.' });
  const calls = { trigger: async () => undefined };
  return (
    <section>
      <RecordHeader
        name={record.name}
        breadcrumb={[{ label: 'Things', to: '/things' }, { label: record.name }]}
        avatar={{ shape: 'square' }}
        subtitle="CS-01"
        tags={[{ key: 'status', label: 'In service', color: 'green' }, ...(record.disabled ? [{ key: 'disabled', label: 'Disabled' }] : [])]}
        actions={
          edit.editing ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              <ToggleDisabledButton record={record} enable={calls} disable={calls} texts={{ disableTitle: 'Disable it?', disableContent: 'It can be enabled again.', disabled: 'Disabled it.', enabled: 'Enabled it.' }} />
              <DeleteRecordButton title="Delete this thing?" content="It cannot be undone." doneText="Deleted it." failedTitle="Not deleted." onDelete={async () => undefined} listPath="/things" deleting={false} />
            </>
          )
        }
      />
      <RecordTabs
        basePath={`/things/${record.id}`}
        tabs={[
          {
            key: 'overview',
            label: 'Overview',
            render: () =>
              edit.editing ? (
                <ThingEditForm
                  key={edit.base.version}
                  base={edit.base}
                  banner={edit.conflictAlert}
                  onCancel={edit.cancel}
                  onSave={(value, form) => edit.save(form, (base) => update.trigger({ params: { id: base.id }, body: { ...value, version: base.version } as never }))}
                />
              ) : (
                <RecordSections>
                  <RecordSection title="Basics" items={values.items(record, fields)} />
                  <RecordTimestamps createdAt={record.createdAt} updatedAt={record.updatedAt} />
                </RecordSections>
              ),
          },
          {
            key: 'history',
            label: 'History',
            render: () => (
              <Flex vertical>
                <RecordHistory resourceType="NETWORK" resourceId={record.id} fieldLabels={fieldLabels} valueLabels={{ status: statusLabels }} dateFields={['startDate']} references={{ ownerId: { [personId]: 'Hanako Sato' } }} />
              </Flex>
            ),
          },
        ]}
      />
    </section>
  );
}

function renderThing(route: string, answers: Record<string, unknown> = {}, current: { thing: Thing } = { thing }) {
  const api = fakeApi({
    'GET /v2/networks/{id}': (call: FakeApiCall) => (call.params?.id === id ? current.thing : new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' })),
    'GET /v2/audit-logs': { items: history },
    ...answers,
  });
  const result = renderWithProviders(<ThingPage />, { route, path: '/things/:id/:tab?', fetcher: api.fetcher });
  return { ...result, api };
}

const item = (label: string) =>
  screen.getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' }).closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;

describe('record page kit', () => {
  it('opens the first tab with replace, shows the header and the read-only values', async () => {
    const { router } = renderThing(`/things/${id}?x=1`);
    expect(await screen.findByText('Core switch', { selector: 'h1 *' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/things/${id}/overview`);
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('CS-01')).toBeInTheDocument();
    await screen.findByText('Basics');
    expect(item('Thing status')).toHaveTextContent('In service');
    expect(item('Start date')).toHaveTextContent('04/01/2026');
    expect(item('Website')).toHaveTextContent('Not set');
    expect(screen.getByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();
  });

  it('rewrites an unknown tab to the first one', async () => {
    const { router } = renderThing(`/things/${id}/nonsense`);
    await screen.findByText('Core switch', { selector: 'h1 *' });
    expect(router.state.location.pathname).toBe(`/things/${id}/overview`);
  });

  it('shows not found for a 404 and for an id that is not a UUID, without calling for the latter', async () => {
    const missing = renderThing(`/things/${otherId}/overview`);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    missing.unmount();
    const typo = renderThing('/things/not-an-id/overview');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(typo.api.callsTo('GET', '/v2/networks/{id}')).toHaveLength(0);
  });

  it('shows the error with Retry, and Retry loads the record', async () => {
    let fail = true;
    const { api } = renderThing(`/things/${id}/overview`, {
      'GET /v2/networks/{id}': () => (fail ? new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Database is down' }) : thing),
    });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Retry', { selector: 'button, button *' }));
    expect(await screen.findByText('Core switch', { selector: 'h1 *' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/v2/networks/{id}')).toHaveLength(2);
  });

  it('lists the history by field label with labels, dates, references and who', async () => {
    renderThing(`/things/${id}/history`);
    const table = await screen.findByRole('table', { name: /^Changes: Updated/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Thing statusRetiredIn service', 'Start dateNot set04/01/2026', 'OwnerAnother recordHanako Sato']);
    expect(screen.getByText(/Taro Yamada/)).toBeInTheDocument();
    expect(screen.getByText(/Deleted user/)).toBeInTheDocument();
  });

  it('saves with the version it started from; a 409 keeps what was typed and Reload moves the version', async () => {
    const current = { thing };
    const { api } = renderThing(`/things/${id}/overview`, { 'PATCH /v2/networks/{id}': new ApiError({ status: 409, code: 'CONFLICT', message: 'Conflict' }) }, current);
    await screen.findByText('Core switch', { selector: 'h1 *' });
    // a background refetch after editing began must not move the version
    current.thing = { ...thing, name: 'Core switch (theirs)', version: 5 };
    await user.click(screen.getByText('Edit', { selector: 'button *' }));
    const name = screen.getByLabelText(/Thing name/);
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByText('Save', { selector: 'button *' }));
    expect(await screen.findByText('Someone else changed this thing.')).toBeInTheDocument();
    expect(name).toHaveValue('Mine');
    expect((api.callsTo('PATCH', '/v2/networks/{id}')[0]?.body as { version: number }).version).toBe(3);

    await user.click(screen.getByText('Reload', { selector: 'button *' }));
    await waitFor(() => expect(screen.getByLabelText(/Thing name/)).toHaveValue('Core switch (theirs)'));
    expect(screen.queryByText('Someone else changed this thing.')).not.toBeInTheDocument();
    await user.click(screen.getByText('Save', { selector: 'button *' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/v2/networks/{id}')).toHaveLength(2));
    expect((api.callsTo('PATCH', '/v2/networks/{id}')[1]?.body as { version: number }).version).toBe(5);
  });

  it('puts a 400 under the fields and leaves edit mode after a save', async () => {
    let answer: unknown = new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid', fieldErrors: [{ path: 'name', message: 'Name is taken' }] });
    renderThing(`/things/${id}/overview`, { 'PATCH /v2/networks/{id}': () => answer });
    await screen.findByText('Core switch', { selector: 'h1 *' });
    await user.click(screen.getByText('Edit', { selector: 'button *' }));
    await user.click(screen.getByText('Save', { selector: 'button *' }));
    expect(await screen.findByText('Name is taken')).toBeInTheDocument();
    answer = thing;
    await user.type(screen.getByLabelText(/Thing name/), ' 2');
    await user.click(screen.getByText('Save', { selector: 'button *' }));
    expect(await screen.findByText('The changes were saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/Thing name/)).not.toBeInTheDocument());
  });

  it('deletes after the confirm dialog and opens the list; disable asks first', async () => {
    const { router } = renderThing(`/things/${id}/overview`);
    await screen.findByText('Core switch', { selector: 'h1 *' });
    await user.click(screen.getByText('Disable', { selector: 'button *' }));
    const disable = within(await screen.findByRole('dialog', { hidden: true }));
    expect(disable.getAllByText('Disable it?').length).toBeGreaterThan(0);
    await user.click(disable.getByText('Disable', { selector: 'button *' }));
    expect(await screen.findByText('Disabled it.')).toBeInTheDocument();

    await user.click(screen.getByText('Delete', { selector: 'button *' }));
    await waitFor(() => expect(screen.getAllByRole('dialog', { hidden: true }).some((d) => d.textContent?.includes('Delete this thing?'))).toBe(true));
    const dialog = screen.getAllByRole('dialog', { hidden: true }).find((d) => d.textContent?.includes('Delete this thing?'))!;
    await user.click(within(dialog).getByText('Delete', { selector: 'button *' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things'));
    expect(await screen.findByText('Deleted it.')).toBeInTheDocument();
  });
});
