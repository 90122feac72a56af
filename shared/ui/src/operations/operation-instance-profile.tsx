import { Avatar, Card, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { operationSubjectKindLabels, type OperationInstanceDetail, type OperationSubjectKind } from '@kanri/contracts';
import { RecordSections, sectionHeading } from '../record/record-descriptions';
import { OperationInstanceProgress, OperationInstanceSummary } from './operation-instance-detail';

/** The record page of an instance's subject: a person's, a device's or a place's page. */
export function operationSubjectPath(kind: OperationSubjectKind, id: string): string {
  if (kind === 'PERSON') return `/person/${id}`;
  if (kind === 'DEVICE') return `/profile/device/${id}`;
  return `/places/${id}`;
}

/**
 * The subject of an instance (a person, a device or a place): avatar, name, its detail line (worker
 * number, device tag, address) and a link to its record.
 */
export function OperationSubjectCard({ instance }: { instance: OperationInstanceDetail }) {
  const { t, i18n } = useLingui();
  const { subject } = instance;
  const kind = i18n._(operationSubjectKindLabels[subject.kind]);
  return (
    <Card title={<h2 style={sectionHeading}>{kind}</h2>}>
      <Space align="start" size={16}>
        <span aria-hidden>
          <Avatar size={48} src={subject.avatarUrl ?? undefined} shape={subject.kind === 'PERSON' ? 'circle' : 'square'} alt="">
            {subject.name.slice(0, 1)}
          </Avatar>
        </span>
        <Flex vertical gap={2}>
          <Typography.Text strong>{subject.name}</Typography.Text>
          {subject.detail ? <Typography.Text type="secondary">{subject.detail}</Typography.Text> : null}
          <Link to={operationSubjectPath(subject.kind, subject.id)}>{t`Open the record of ${subject.name}`}</Link>
        </Flex>
      </Space>
    </Card>
  );
}

/** The labor, GA and contractor cores' "profile" tab and the IT core's "detail" tab: the subject card, the instance's summary and its steps timeline. */
export function OperationInstanceProfile({ instance }: { instance: OperationInstanceDetail }) {
  return (
    <RecordSections>
      <OperationSubjectCard instance={instance} />
      <OperationInstanceSummary instance={instance} />
      <OperationInstanceProgress instance={instance} />
    </RecordSections>
  );
}
