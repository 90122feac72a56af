import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex } from 'antd';
import { useStore } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { isApiError, useToast, validateFields } from '@kanri/runtime';
import { PageHeader, SchemaForm, WizardLayout, applyServerFieldErrors, useHashStep, useSchemaForm, LinkButton, sectionHeading } from '@kanri/ui';
import { createNetworkBodySchema } from '@kanri/contracts';
import { useCreateNetwork } from '../api/create-network';
import { NetworkInformationFields } from '../components/network-information-fields';
import { AccessControlFields } from '../components/access-control-fields';
import { useStepsWithErrors } from '../components/network-form-errors';
import { NetworkFormProgress } from '../components/network-form-progress';
import {
  emptyNetworkFormValues,
  networkFormSteps,
  stepOfField,
  toNetworkPayload,
  type NetworkFormStep,
} from '../components/network-form-model';

/**
 * `/networks/add` (000 §2 "Network add screen", §4, §5, §7, §8): one form over two steps chosen by
 * the URL hash (`#networkInformation`, `#accessControl`), with a side stepper and a progress panel
 * (filled items, required items, "required items only").
 *
 * - Next on the first step checks that step's fields and opens the second, or submits at once when
 *   "required items only" is on. Back (the button or the browser's) keeps what was typed.
 * - Submit validates with `createNetworkBodySchema`: a failure shows the "validation error" toast,
 *   marks the fields and opens the step of the first error.
 * - `POST /v2/networks`: success → the new network's page with a toast; 400 → the server's field
 *   errors on the fields (their step opened) and the validation toast; any other failure → a
 *   destructive toast with the server's message (in the user's language).
 */
export function NetworkAddPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateNetwork();
  const [step, setStep] = useHashStep(networkFormSteps);
  const [mustOnly, setMustOnly] = useState(false);

  const openStepOf = (paths: string[]) => {
    const first = paths[0];
    if (first !== undefined) {
      const target = stepOfField(first);
      if (target !== step) setStep(target);
    }
  };

  const form = useSchemaForm({
    schema: createNetworkBodySchema,
    defaultValues: emptyNetworkFormValues(),
    onInvalid: ({ errors }) => openStepOf(Object.keys(errors)),
    onSubmit: async ({ value, formApi }) => {
      try {
        const { id } = await create.trigger({ body: toNetworkPayload(value) });
        const name = value.networkInformation.networkName;
        toast.success(t`The network "${name}" was added.`);
        navigate(`/networks/${id}`);
      } catch (error) {
        if (isApiError(error, 400) && error.fieldErrors.length) {
          const unmatched = applyServerFieldErrors(formApi, error);
          openStepOf(error.fieldErrors.map((fieldError) => fieldError.path));
          toast.destructive(error.message, unmatched.join('\n') || undefined);
          return;
        }
        toast.destructive(t`The network could not be added.`, error instanceof Error ? error.message : undefined);
      }
    },
  });

  const stepsWithErrors = useStepsWithErrors(form);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  /** Next on the first step (000 §2): submit with "required items only", else check this step and go on. */
  const next = () => {
    if (mustOnly) return void form.handleSubmit();
    const errors = Object.keys(validateFields(createNetworkBodySchema, form.state.values));
    // an invalid first step: a submit attempt marks the fields, shows the toast and stays here
    if (errors.some((path) => stepOfField(path) === 'networkInformation')) return void form.handleSubmit();
    setStep('accessControl');
  };

  const stepTitles: Record<NetworkFormStep, string> = { networkInformation: t`Network information`, accessControl: t`Access control` };
  const steps = networkFormSteps.map((key) => ({ key, title: stepTitles[key], status: stepsWithErrors.has(key) ? ('error' as const) : undefined }));

  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Networks`, to: '/networks' }, { label: t`Add network` }]} title={t`Add network`} />
      <WizardLayout
        steps={steps}
        current={step}
        stepsLabel={t`Steps of adding a network`}
        onStepClick={(key) => (key === 'accessControl' && step === 'networkInformation' ? next() : setStep(key))}
        aside={<NetworkFormProgress form={form} mustOnly={mustOnly} onMustOnlyChange={setMustOnly} />}
      >
        <SchemaForm form={form} aria-label={t`Add network`}>
          <Card title={<h2 style={sectionHeading}>{stepTitles[step]}</h2>}>
            {step === 'networkInformation' ? (
              // Enter in a text box of the first step means Next, as the button does
              <div onKeyDown={(event) => onFirstStepKeyDown(event, mustOnly, next)}>
                <NetworkInformationFields form={form} mustOnly={mustOnly} />
              </div>
            ) : (
              <AccessControlFields form={form} mustOnly={mustOnly} />
            )}
          </Card>
          <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
            {step === 'networkInformation' ? (
              <LinkButton to="/networks">{t`Cancel`}</LinkButton>
            ) : (
              <Button onClick={() => setStep('networkInformation')}>{t`Back`}</Button>
            )}
            {step === 'networkInformation' && !mustOnly ? (
              <Button type="primary" onClick={next}>
                {t`Next`}
              </Button>
            ) : (
              <Button type="primary" htmlType="submit" loading={submitting}>
                {t`Add network`}
              </Button>
            )}
          </Flex>
        </SchemaForm>
      </WizardLayout>
    </section>
  );
}

function onFirstStepKeyDown(event: KeyboardEvent<HTMLDivElement>, mustOnly: boolean, next: () => void) {
  if (mustOnly || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (target instanceof HTMLInputElement && target.type !== 'button' && target.getAttribute('role') !== 'combobox') {
    event.preventDefault();
    next();
  }
}
