import { useState } from 'react';
import { Button, Form, Input, Radio } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { PlacePicker } from '@kanri/ui';
import { deliveryAddressMaxLength, orderNoteMaxLength, type PlaceOrderBody } from '@kanri/contracts';

/** Field messages the form shows under its fields (client checks or the server's 400, by path). */
export type OrderFormErrors = Partial<Record<'deliveryPlaceId' | 'deliveryAddress' | 'note', string>>;

/** Props of {@link OrderForm}: what "Place order" does with the values, whether it is running, the field errors. */
export interface OrderFormProps {
  placing: boolean;
  errors: OrderFormErrors;
  onPlace(body: PlaceOrderBody): void;
}

/**
 * Where and how to deliver the order: one of the company's places (the kit's place picker) or a
 * free address (≤ 500 characters), and a note to the supplier (≤ 1000). "Place order" sends them;
 * the caller asks for confirmation first.
 */
export function OrderForm({ placing, errors, onPlace }: OrderFormProps) {
  const { t } = useLingui();
  const [mode, setMode] = useState<'place' | 'address'>('place');
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    const body: PlaceOrderBody = {
      deliveryPlaceId: mode === 'place' ? placeId : null,
      deliveryAddress: mode === 'address' && address.trim() !== '' ? address.trim() : null,
      note: note.trim() === '' ? null : note.trim(),
    };
    const isMissing = body.deliveryPlaceId === null && body.deliveryAddress === null;
    setMissing(isMissing);
    if (!isMissing) onPlace(body);
  };
  const deliveryError = (missing ? t`Choose a delivery place or enter a delivery address.` : undefined) ?? errors.deliveryPlaceId ?? errors.deliveryAddress;
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 640 }}>
      <Form.Item label={t`Deliver to`}>
        <Radio.Group
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as 'place' | 'address');
            setMissing(false);
          }}
          options={[
            { value: 'place', label: t`One of our places` },
            { value: 'address', label: t`Another address` },
          ]}
        />
      </Form.Item>
      {mode === 'place' ? (
        <Form.Item label={t`Delivery place`} htmlFor="order-delivery-place" required validateStatus={deliveryError ? 'error' : undefined} help={deliveryError}>
          <PlacePicker
            id="order-delivery-place"
            value={placeId}
            onChange={(value) => {
              setPlaceId(value);
              setMissing(false);
            }}
            status={deliveryError ? 'error' : undefined}
            aria-invalid={deliveryError ? true : undefined}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t`Delivery address`} htmlFor="order-delivery-address" required validateStatus={deliveryError ? 'error' : undefined} help={deliveryError}>
          <Input.TextArea
            id="order-delivery-address"
            rows={2}
            value={address}
            maxLength={deliveryAddressMaxLength}
            showCount
            onChange={(e) => {
              setAddress(e.target.value);
              setMissing(false);
            }}
          />
        </Form.Item>
      )}
      <Form.Item label={t`Note to the supplier`} htmlFor="order-note" validateStatus={errors.note ? 'error' : undefined} help={errors.note}>
        <Input.TextArea id="order-note" rows={3} value={note} maxLength={orderNoteMaxLength} showCount onChange={(e) => setNote(e.target.value)} />
      </Form.Item>
      <Button type="primary" size="large" loading={placing} onClick={submit}>
        {t`Place order`}
      </Button>
    </Form>
  );
}
