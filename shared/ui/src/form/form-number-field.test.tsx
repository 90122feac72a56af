import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import * as v from 'valibot';
import { renderWithProviders } from '@kanri/runtime/testing';
import { useSchemaForm } from './use-schema-form';
import { FormNumberField, SchemaForm } from './form-fields';

jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
const schema = v.object({ seats: v.nullable(v.pipe(v.number(), v.maxValue(500))) });
type Values = v.InferInput<typeof schema>;

function SeatsForm({ onSubmit, seats }: { onSubmit: (value: Values) => void; seats: number | null }) {
  const form = useSchemaForm({ schema, defaultValues: { seats }, onSubmit: ({ value }) => onSubmit(value), validationErrorToast: false });
  return (
    <SchemaForm form={form} aria-label="Seats">
      <FormNumberField form={form} name="seats" label="Seats" min={0} max={500} precision={0} />
      <Button htmlType="submit">Save</Button>
    </SchemaForm>
  );
}

describe('FormNumberField', () => {
  it('holds the typed number, and null (not 0) once the box is emptied', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<SeatsForm onSubmit={onSubmit} seats={12} />);
    const box = screen.getByRole('spinbutton', { name: 'Seats' });
    expect(box).toHaveValue('12');
    await user.clear(box);
    await user.type(box, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ seats: 40 }));
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ seats: null }));
  });
});
