import { useId, useMemo, type ReactNode } from 'react';
import { Card, Flex, Progress, Switch, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@tanstack/react-form';
import { countFormProgress, type CountFormProgressOptions, type FormProgress, type SchemaField } from './schema-fields';
import type { SchemaFormApi } from './use-schema-form';

/**
 * The live progress of a form: `countFormProgress(fields, values, options)` over the form's current
 * values, recomputed when they change.
 */
export function useFormProgress<TValues>(form: SchemaFormApi<TValues>, fields: readonly SchemaField[], options: CountFormProgressOptions<TValues> = {}): FormProgress {
  const values = useStore(form.store, (state) => state.values);
  const { isRelevant } = options;
  return useMemo(() => countFormProgress(fields, values, { isRelevant }), [fields, values, isRelevant]);
}

/** Props of `FormProgressPanel`. */
export interface FormProgressPanelProps {
  progress: FormProgress;
  /** Whether only the required items are shown (and Next submits directly, 000 §2). */
  mustOnly: boolean;
  onMustOnlyChange: (mustOnly: boolean) => void;
  /** Default "Progress". */
  title?: ReactNode;
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.round((part / whole) * 100);
}

/**
 * The progress panel of a multi-step form (000 §2 "Network add screen"): how many items are filled in
 * overall and how many of the required ones, each with a bar, and the "required items only" switch.
 */
export function FormProgressPanel({ progress, mustOnly, onMustOnlyChange, title }: FormProgressPanelProps) {
  const { t } = useLingui();
  const switchId = useId();
  const { filled, total, requiredFilled, requiredTotal } = progress;
  return (
    <Card size="small" title={title ?? t`Progress`} role="region" aria-label={t`Progress`}>
      <Flex vertical gap={12}>
        <div>
          <Flex justify="space-between">
            <Typography.Text>
              <Trans>Filled items</Trans>
            </Typography.Text>
            <Typography.Text strong aria-label={t`${filled} of ${total} items filled`}>
              {filled} / {total}
            </Typography.Text>
          </Flex>
          <Progress percent={percent(filled, total)} showInfo={false} size="small" aria-label={t`Filled items`} />
        </div>
        <div>
          <Flex justify="space-between">
            <Typography.Text>
              <Trans>Required items</Trans>
            </Typography.Text>
            <Typography.Text strong aria-label={t`${requiredFilled} of ${requiredTotal} required items filled`}>
              {requiredFilled} / {requiredTotal}
            </Typography.Text>
          </Flex>
          <Progress
            percent={percent(requiredFilled, requiredTotal)}
            status={requiredFilled === requiredTotal ? 'success' : 'normal'}
            showInfo={false}
            size="small"
            aria-label={t`Required items`}
          />
        </div>
        <Flex justify="space-between" align="center" gap={8}>
          <label htmlFor={switchId}>
            <Trans>Required items only</Trans>
          </label>
          <Switch id={switchId} checked={mustOnly} onChange={(checked) => onMustOnlyChange(checked)} />
        </Flex>
      </Flex>
    </Card>
  );
}
