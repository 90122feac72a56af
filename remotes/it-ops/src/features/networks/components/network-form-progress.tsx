import { FormProgressPanel, useFormProgress, type SchemaFormApi } from '@kanri/ui';
import { isNetworkFieldRelevant, networkSchemaFields, type NetworkFormValues } from './network-form-model';

/**
 * The add wizard's progress panel (000 §2 "Network add screen"): filled items and required items of
 * `createNetworkBodySchema` — `placeId` counting only with destination type `PLACE`, `deviceId` only
 * with `DEVICE` — and the "required items only" switch. It re-renders on its own as values change.
 */
export function NetworkFormProgress({ form, mustOnly, onMustOnlyChange }: { form: SchemaFormApi<NetworkFormValues>; mustOnly: boolean; onMustOnlyChange: (mustOnly: boolean) => void }) {
  const progress = useFormProgress(form, networkSchemaFields, { isRelevant: isNetworkFieldRelevant });
  return <FormProgressPanel progress={progress} mustOnly={mustOnly} onMustOnlyChange={onMustOnlyChange} />;
}
