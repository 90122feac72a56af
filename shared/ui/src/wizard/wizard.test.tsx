import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kanri/runtime/testing';
import { useHashStep, type SetHashStep } from './use-hash-step';
import { WizardLayout } from './wizard-layout';

const user = userEvent.setup({ delay: null });
jest.setTimeout(30_000);

const steps = ['upload-file', 'preview-file', 'import-data'] as const;
type Step = (typeof steps)[number];

let go: SetHashStep<Step> | null = null;
function Probe({ uploaded = true }: { uploaded?: boolean }) {
  const [step, setStep] = useHashStep(steps, { isAllowed: (s) => s === 'upload-file' || uploaded });
  go = setStep;
  return <output aria-label="step">{step}</output>;
}
const shown = () => screen.getByRole('status', { name: 'step' }).textContent;

describe('useHashStep', () => {
  it('reads the step from the hash', () => {
    const { router } = renderWithProviders(<Probe />, { route: '/places/import-csv?pageSize=10#preview-file' });
    expect(shown()).toBe('preview-file');
    expect(router.state.historyAction).toBe('POP');
  });

  it.each(['', '#bogus'])('falls back to the first step for the hash %p and rewrites the URL with replace, keeping the search', async (hash) => {
    const { router } = renderWithProviders(<Probe />, { route: `/places/import-csv?pageSize=10${hash}` });
    expect(shown()).toBe('upload-file');
    await waitFor(() => expect(router.state.location.hash).toBe('#upload-file'));
    expect(router.state.location.search).toBe('?pageSize=10');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns to the first step when the step is not allowed', async () => {
    const { router } = renderWithProviders(<Probe uploaded={false} />, { route: '/places/import-csv#import-data' });
    expect(shown()).toBe('upload-file');
    await waitFor(() => expect(router.state.location.hash).toBe('#upload-file'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('moves to a step with a new history entry', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/networks/add#upload-file' });
    act(() => go?.('preview-file'));
    await waitFor(() => expect(shown()).toBe('preview-file'));
    expect(router.state.location.hash).toBe('#preview-file');
    expect(router.state.historyAction).toBe('PUSH');
  });
});

describe('WizardLayout', () => {
  const wizardSteps = [
    { key: 'networkInformation', title: 'Network information' },
    { key: 'accessControl', title: 'Access control', description: 'Who may use it' },
  ];

  it('shows the steps, the content and the aside, and reports a clicked step', async () => {
    const onStepClick = jest.fn();
    renderWithProviders(
      <WizardLayout steps={wizardSteps} current="accessControl" onStepClick={onStepClick} aside={<p>Progress panel</p>}>
        <p>Step content</p>
      </WizardLayout>,
    );
    expect(screen.getByRole('navigation', { name: 'Steps' })).toHaveTextContent('Network information');
    expect(screen.getByText('Who may use it')).toBeInTheDocument();
    expect(screen.getByText('Step content')).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('Progress panel');
    expect(screen.getByText('Access control').closest('.ant-steps-item')).toHaveClass('ant-steps-item-process');

    await user.click(screen.getByText('Network information'));
    expect(onStepClick).toHaveBeenCalledWith('networkInformation');
    // the steps are buttons: reachable and usable from the keyboard
    const stepButton = screen.getByText('Network information').closest('[role="button"]') as HTMLElement;
    stepButton.focus();
    await user.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenCalledTimes(2);
  });
});
