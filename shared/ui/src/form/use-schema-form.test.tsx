import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { createNetworkBodySchema, type CreateNetworkInput } from '@kanri/contracts';
import { ApiError } from '@kanri/runtime';
import { renderWithProviders } from '@kanri/runtime/testing';
import { applyServerFieldErrors, useSchemaForm, type SchemaFormApi, type SchemaFormInvalid } from './use-schema-form';
import { FormDateField, FormRadioField, FormSelectField, FormTextField, SchemaForm } from './form-fields';

// label and text queries: role queries compute styles, which is slow over antd in jsdom
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
jest.setTimeout(60_000);

const emptyNetwork: CreateNetworkInput = {
  networkInformation: { networkName: '', networkType: null, connectionType: null, networkCategory: null, purpose: null, destinationType: null, placeId: null, deviceId: null },
  adminContact: { personId: null },
  accessControl: { accessLevel: null, accessStatus: null, accessPeriodFrom: null, accessPeriodTo: null, subjectType: null },
};

let formRef: SchemaFormApi<CreateNetworkInput> | null = null;

function NetworkForm({ onSubmit, onInvalid, defaults = emptyNetwork }: { onSubmit: (value: unknown) => void; onInvalid?: (info: SchemaFormInvalid<CreateNetworkInput>) => void; defaults?: CreateNetworkInput }) {
  const form = useSchemaForm({ schema: createNetworkBodySchema, defaultValues: defaults, onSubmit: ({ value }) => onSubmit(value), onInvalid });
  formRef = form;
  return (
    <SchemaForm form={form} aria-label="Network">
      <FormTextField form={form} name="networkInformation.networkName" label="Network name" required maxLength={100} showCount />
      <FormSelectField
        form={form}
        name="networkInformation.networkType"
        label="Network type"
        options={[
          { value: 'INTERNAL', label: 'Internal' },
          { value: 'VPN', label: 'VPN' },
        ]}
      />
      <FormRadioField
        form={form}
        name="networkInformation.destinationType"
        label="Destination type"
        allowClear
        options={[
          { value: 'DEVICE', label: 'Device' },
          { value: 'PLACE', label: 'Place' },
        ]}
      />
      <FormDateField form={form} name="accessControl.accessPeriodFrom" label="Access from" />
      <FormDateField form={form} name="accessControl.accessPeriodTo" label="Access to" description="Leave empty for no end" />
      <Button htmlType="submit">Save</Button>
    </SchemaForm>
  );
}

describe('useSchemaForm', () => {
  it('shows no error while typing before the first submit', async () => {
    renderWithProviders(<NetworkForm onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('Network name'), '   ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Network name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the localized field errors, the validation toast and calls onInvalid on an invalid submit', async () => {
    const onSubmit = jest.fn();
    const onInvalid = jest.fn();
    renderWithProviders(<NetworkForm onSubmit={onSubmit} onInvalid={onInvalid} defaults={{ ...emptyNetwork, accessControl: { ...emptyNetwork.accessControl, accessPeriodFrom: '2026-05-01', accessPeriodTo: '2026-04-01' } }} />);
    await user.click(screen.getByText('Save'));

    const name = screen.getByLabelText('Network name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')).toHaveTextContent('This field is required');
    expect(screen.getByText('The end date must be on or after the start date')).toBeInTheDocument();
    expect(await screen.findByText('Validation error: please correct the highlighted fields.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(Object.keys(onInvalid.mock.calls[0][0].errors)).toEqual(['networkInformation.networkName', 'accessControl.accessPeriodTo']);
  });

  it('re-validates on change after the first submit: whitespace only, then fixed', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<NetworkForm onSubmit={onSubmit} />);
    await user.click(screen.getByText('Save'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Network name'), '  ');
    expect(await screen.findByText('The network name cannot be only spaces')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Network name'), 'Office LAN');
    await waitFor(() => expect(screen.queryByText('The network name cannot be only spaces')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Network name')).not.toHaveAttribute('aria-invalid');
  });

  it('submits the schema output with the chosen select and radio values', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<NetworkForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Network name'), 'Office LAN');
    await user.click(screen.getByLabelText('Network type'));
    await user.click(await screen.findByTitle('VPN'));
    await user.click(screen.getByLabelText('Place'));
    await user.click(screen.getByText('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      ...emptyNetwork,
      networkInformation: { ...emptyNetwork.networkInformation, networkName: 'Office LAN', networkType: 'VPN', destinationType: 'PLACE' },
    });
  });

  it('keeps a date as YYYY-MM-DD; Enter confirms the date without submitting the form', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<NetworkForm onSubmit={onSubmit} />);
    await user.click(screen.getByLabelText('Access from'));
    await user.paste('2026-04-01');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(formRef?.state.values.accessControl.accessPeriodFrom).toBe('2026-04-01'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the radio group by its label and sets null with the "Not set" choice', async () => {
    renderWithProviders(<NetworkForm onSubmit={jest.fn()} defaults={{ ...emptyNetwork, networkInformation: { ...emptyNetwork.networkInformation, destinationType: 'DEVICE' } }} />);
    const group = screen.getByRole('radiogroup', { name: 'Destination type' });
    expect(group).toBeInTheDocument();
    expect(screen.getByLabelText('Device')).toBeChecked();
    await user.click(screen.getByLabelText('Not set'));
    expect(formRef?.state.values.networkInformation.destinationType).toBeNull();
  });
});

describe('applyServerFieldErrors', () => {
  it('puts matching server errors under their fields, returns the rest, and clears one when its field changes', async () => {
    renderWithProviders(<NetworkForm onSubmit={jest.fn()} />);
    let unmatched: string[] = [];
    act(() => {
      unmatched = applyServerFieldErrors(
        formRef!,
        new ApiError({
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          fieldErrors: [
            { path: 'networkInformation.networkName', message: 'A network with this name exists' },
            { path: 'accessControl.subjectType', message: 'Not allowed for this network' },
            { path: 'somethingElse', message: 'Unknown problem' },
          ],
        }),
      );
    });
    expect(unmatched).toEqual(['Unknown problem']);
    expect(await screen.findByText('A network with this name exists')).toBeInTheDocument();
    // a field not on screen (another step) keeps its error for when it shows
    expect(formRef?.getFieldMeta('accessControl.subjectType')?.errors).toEqual(['Not allowed for this network']);
    expect(screen.getByLabelText('Network name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Network name'), 'x');
    await waitFor(() => expect(screen.queryByText('A network with this name exists')).not.toBeInTheDocument());
  });
});
