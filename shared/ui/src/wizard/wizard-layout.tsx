import type { ReactNode } from 'react';
import { Col, Grid, Row, Steps } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** One step of a wizard. */
export interface WizardStep<Key extends string = string> {
  /** The step's key (its URL hash with `useHashStep`). */
  key: Key;
  title: ReactNode;
  description?: ReactNode;
  /** `error` marks a step holding invalid fields; default: done before the current one, waiting after. */
  status?: 'wait' | 'process' | 'finish' | 'error';
  /** A step that cannot be clicked now. */
  disabled?: boolean;
}

/** Props of `WizardLayout`. */
export interface WizardLayoutProps<Key extends string = string> {
  steps: readonly WizardStep<Key>[];
  /** The current step's key. */
  current: Key;
  /** Makes the steps clickable (buttons, keyboard included); called with the clicked step's key. */
  onStepClick?: (key: Key) => void;
  /** A side column beside the content (e.g. `FormProgressPanel`). */
  aside?: ReactNode;
  /** Accessible name of the step list; default "Steps". */
  stepsLabel?: string;
  children: ReactNode;
}

/**
 * The frame of a multi-step screen (000 §2 "Network add screen": a side stepper and a progress
 * panel; the CSV import wizard): antd `Steps`, vertical beside the content on wide screens and
 * horizontal above it on narrow ones, the step's content, and an `aside` column (below the content
 * on narrow screens).
 */
export function WizardLayout<Key extends string = string>({ steps, current, onStepClick, aside, stepsLabel, children }: WizardLayoutProps<Key>) {
  const { t } = useLingui();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.lg);
  const index = Math.max(0, steps.findIndex((step) => step.key === current));
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={5}>
        <nav aria-label={stepsLabel ?? t`Steps`}>
          <Steps
            orientation={wide ? 'vertical' : 'horizontal'}
            size="small"
            current={index}
            onChange={onStepClick ? (next) => onStepClick(steps[next]?.key ?? current) : undefined}
            items={steps.map((step) => ({ key: step.key, title: step.title, content: step.description, status: step.status, disabled: step.disabled }))}
          />
        </nav>
      </Col>
      <Col xs={24} lg={aside ? 13 : 19}>
        {children}
      </Col>
      {aside ? (
        <Col xs={24} lg={6}>
          <aside>{aside}</aside>
        </Col>
      ) : null}
    </Row>
  );
}
