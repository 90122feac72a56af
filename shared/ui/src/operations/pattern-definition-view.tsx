import { Card, Descriptions, Flex, Steps, Table, Tag, Typography } from 'antd';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formFieldTypeLabels, localized, operationAssigneeKindLabels, operationTaskKindLabels, type OperationPatternDetail } from '@kanri/contracts';
import { sectionHeading } from '../record/record-descriptions';

/** A due offset in words: "On the anchor date", "3 days after", "2 days before". */
function useDueText() {
  const { t } = useLingui();
  return (days: number) => {
    if (days === 0) return t`On the anchor date`;
    if (days > 0) return plural(days, { one: '# day after the anchor date', other: '# days after the anchor date' });
    const before = -days;
    return plural(before, { one: '# day before the anchor date', other: '# days before the anchor date' });
  };
}

/**
 * A pattern's definition read-only (the config page outside edit mode): its description, the steps
 * in order with their tasks (kind, assignee, due offset, the form of a FORM task), and the forms
 * with their fields (type, required, maximum length, choices).
 */
export function PatternDefinitionView({ pattern }: { pattern: OperationPatternDetail }) {
  const { t, i18n } = useLingui();
  const dueText = useDueText();
  const text = (value: { ja: string; en: string }) => localized(value, i18n.locale);
  const formName = (id: string | null) => {
    const found = pattern.definition.forms.find((f) => f.id === id);
    return found ? text(found.name) : id;
  };
  return (
    <Flex vertical gap={16}>
      <Card title={<h2 style={sectionHeading}>{t`Pattern`}</h2>}>
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 200 } }}
          items={[
            { key: 'name', label: t({ message: 'Name', context: 'operationPattern' }), children: `${pattern.localizedName.ja} / ${pattern.localizedName.en}` },
            {
              key: 'description',
              label: t`Description`,
              children: pattern.localizedDescription ? (
                `${pattern.localizedDescription.ja} / ${pattern.localizedDescription.en}`
              ) : (
                <Typography.Text type="secondary">{t`Not set`}</Typography.Text>
              ),
            },
            { key: 'package', label: t`Operation package`, children: pattern.packageName },
          ]}
        />
      </Card>
      <Card title={<h2 style={sectionHeading}>{t`Steps`}</h2>}>
        <Steps
          orientation="vertical"
          size="small"
          current={-1}
          items={pattern.definition.steps.map((step) => ({
            key: step.key,
            status: 'wait' as const,
            title: text(step.name),
            content: (
              <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 8px' }} aria-label={text(step.name)}>
                {step.tasks.map((task) => (
                  <li key={task.key}>
                    <Typography.Text strong>{text(task.name)}</Typography.Text>{' '}
                    <Tag>{i18n._(operationTaskKindLabels[task.kind])}</Tag>
                    <Typography.Text type="secondary">
                      {i18n._(operationAssigneeKindLabels[task.assignee.kind])} · {dueText(task.dueOffsetDays)}
                      {task.kind === 'FORM' ? ` · ${formName(task.formId) ?? ''}` : ''}
                    </Typography.Text>
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      </Card>
      {pattern.definition.forms.map((form) => (
        <Card key={form.id} title={<h2 style={sectionHeading}>{t`Form: ${text(form.name)}`}</h2>}>
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={form.fields}
            aria-label={t`Fields of ${text(form.name)}`}
            columns={[
              { key: 'label', title: t`Field label`, render: (_, field) => text(field.label) },
              { key: 'type', title: t`Field type`, width: 140, render: (_, field) => i18n._(formFieldTypeLabels[field.type]) },
              { key: 'required', title: t`Required`, width: 100, render: (_, field) => (field.required ? t({ message: 'Yes', context: 'booleanValue' }) : t({ message: 'No', context: 'booleanValue' })) },
              { key: 'maxLength', title: t`Maximum length`, width: 140, render: (_, field) => field.maxLength ?? '' },
              { key: 'options', title: t`Choices`, render: (_, field) => field.options?.map((o) => text(o.label)).join(i18n.locale.startsWith('ja') ? '、' : ', ') ?? '' },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
