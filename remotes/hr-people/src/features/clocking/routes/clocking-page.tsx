import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Input, Result, Row, Select, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '@kanri/runtime';
import { EmptyState, ErrorState, LinkButton, PageHeader } from '@kanri/ui';
import {
  clockingPathOf, clockingStateLabels, clockingTypeLabels, clockingTypeValues, type ClockingPerson, type ClockingResult, type ClockingState, type ClockingTerminal, type ClockingType,
} from '@kanri/contracts';
import { useClock, useClockingPlaces, useClockingTerminal } from '../api/clocking';
import { TokyoClock } from '../components/tokyo-clock';

/** What a person may do next, by state (the buttons that cannot follow are disabled; the server refuses them too). */
const stateHints: Record<ClockingState, MessageDescriptor> = {
  NOT_CLOCKED_IN: msg`Not clocked in yet today: start with Clock in.`,
  WORKING: msg`Already clocked in: a second clock-in is not possible. Start a break or clock out.`,
  ON_BREAK: msg`On a break: end the break before clocking out.`,
  CLOCKED_OUT: msg`Already clocked out today: clock in again only to start another shift.`,
};

/** How long the success banner stays before the terminal is ready for the next person (ms). */
export const clockingBannerMs = 6000;

const buttonColors: Record<ClockingType, { color: 'primary' | 'danger' | 'cyan' | 'orange'; variant: 'solid' }> = {
  CLOCK_IN: { color: 'primary', variant: 'solid' },
  CLOCK_OUT: { color: 'danger', variant: 'solid' },
  REST_START: { color: 'orange', variant: 'solid' },
  REST_END: { color: 'cyan', variant: 'solid' },
};

/**
 * `/time-and-attendance/clocking` (001 §2; docs/time-and-attendance.md "The clocking terminal"):
 * with `?token=…` (a place's attendance link) the place's terminal — a big clock in Japan time,
 * worker-number entry (or picking oneself from the place's people), 出勤 / 退勤 / 休憩開始 /
 * 休憩終了 enabled per the person's state, a success banner with the name and time that clears
 * after a few seconds, the server's refusal otherwise. Without a token: choose the place first.
 */
export function ClockingPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <Terminal token={token} /> : <PlaceChooser />;
}

function PlaceChooser() {
  const { t } = useLingui();
  const places = useClockingPlaces();
  const items = places.data?.items ?? [];
  return (
    <section>
      <PageHeader title={t`Clocking terminal`} description={t`Choose the place of this terminal. Its link opens the terminal; bookmark it on the tablet.`} />
      {places.error ? (
        <ErrorState onRetry={() => void places.mutate()} />
      ) : !places.isLoading && items.length === 0 ? (
        <EmptyState
          title={t`No place has an enabled attendance link`}
          action={<LinkButton to="/time-and-attendance/attendance-links">{t({ message: 'Attendance links', context: 'attendanceLinks' })}</LinkButton>}
        />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={t`Places with a clocking terminal`} aria-busy={places.isLoading}>
          {items.map((row) => (
            <Col xs={24} sm={12} lg={8} key={row.place.id} role="listitem">
              <Card title={row.place.name} extra={<Typography.Text type="secondary">{row.place.code}</Typography.Text>}>
                <LinkButton type="primary" size="large" block to={clockingPathOf(row.link!.token)} aria-label={t`Open the clocking terminal of ${row.place.name}`}>
                  {t`Open terminal`}
                </LinkButton>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

function Terminal({ token }: { token: string }) {
  const { t } = useLingui();
  const terminal = useClockingTerminal(token);
  if (terminal.error && (isApiError(terminal.error, 404) || isApiError(terminal.error, 409))) {
    return (
      <Result
        status="warning"
        title={t`This terminal cannot be used`}
        subTitle={terminal.error.message}
        extra={<LinkButton type="primary" to="/time-and-attendance/clocking">{t`Choose a place`}</LinkButton>}
      />
    );
  }
  if (terminal.error) return <ErrorState onRetry={() => void terminal.mutate()} />;
  if (!terminal.data) return <Card loading aria-busy="true" />;
  return <TerminalView token={token} terminal={terminal.data} />;
}

const matchPerson = (people: readonly ClockingPerson[], workerNumber: string) => {
  const wanted = workerNumber.trim().toLowerCase();
  return wanted ? people.find((p) => p.workerNumber.toLowerCase() === wanted) : undefined;
};

function TerminalView({ token, terminal }: { token: string; terminal: ClockingTerminal }) {
  const { t, i18n } = useLingui();
  const clock = useClock();
  const [workerNumber, setWorkerNumber] = useState('');
  const [done, setDone] = useState<ClockingResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<{ focus: () => void } | null>(null);
  const person = matchPerson(terminal.people, workerNumber);

  // the success banner clears after a few seconds: the terminal is ready for the next person
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(null), clockingBannerMs);
    return () => window.clearTimeout(timer);
  }, [done]);

  const choose = (value: string) => {
    setWorkerNumber(value);
    setRefusal(null);
  };
  const submit = async (recordType: ClockingType) => {
    setRefusal(null);
    try {
      const result = await clock.trigger({ params: { token }, body: { workerNumber: person?.workerNumber ?? workerNumber, recordType } });
      setDone(result);
      setWorkerNumber('');
      input.current?.focus();
    } catch (error) {
      if (isApiError(error, 401) || isApiError(error, 403)) return;
      setRefusal(error instanceof Error ? error.message : t`The clocking could not be recorded.`);
    }
  };

  const typed = workerNumber.trim() !== '';
  return (
    <section>
      <PageHeader title={t`Clocking terminal: ${terminal.place.name}`} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Card>
            <TokyoClock />
          </Card>
          {done ? (
            <Alert
              role="status"
              type="success"
              showIcon
              style={{ marginTop: 16, fontSize: 20 }}
              title={t`${done.person.name}: ${i18n._(clockingTypeLabels[done.record.recordType])} at ${done.record.time}`}
              description={t`Recorded. Thank you!`}
            />
          ) : null}
        </Col>
        <Col xs={24} lg={14}>
          <Card>
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <div>
                <Typography.Text strong>
                  <label htmlFor="clocking-worker-number">{t`Worker number`}</label>
                </Typography.Text>
                <Input
                  id="clocking-worker-number"
                  ref={(el) => {
                    input.current = el;
                  }}
                  size="large"
                  autoComplete="off"
                  autoFocus
                  value={workerNumber}
                  onChange={(e) => choose(e.target.value)}
                  style={{ fontSize: 28, marginTop: 8 }}
                  allowClear
                />
              </div>
              <Select
                aria-label={t`Or choose yourself`}
                placeholder={t`Or choose yourself`}
                size="large"
                showSearch
                style={{ width: '100%' }}
                value={person?.workerNumber ?? null}
                onChange={(value: string | null) => choose(value ?? '')}
                allowClear
                optionFilterProp="search"
                options={terminal.people.map((p) => ({ value: p.workerNumber, label: `${p.name}（${p.workerNumber}）`, search: `${p.name} ${p.nameKana} ${p.workerNumber}` }))}
              />
              {person ? (
                <Typography.Paragraph style={{ fontSize: 20, margin: 0 }} aria-live="polite">
                  <strong>{person.name}</strong> <Tag>{i18n._(clockingStateLabels[person.state])}</Tag>
                  {person.lastClocking ? (
                    <Typography.Text type="secondary">{t`Last: ${i18n._(clockingTypeLabels[person.lastClocking.recordType])} ${person.lastClocking.time}`}</Typography.Text>
                  ) : null}
                  <br />
                  <Typography.Text>{i18n._(stateHints[person.state])}</Typography.Text>
                </Typography.Paragraph>
              ) : typed ? (
                <Typography.Text type="warning" aria-live="polite">{t`No one at this place has this worker number.`}</Typography.Text>
              ) : null}
              <Row gutter={[16, 16]}>
                {clockingTypeValues.map((type) => (
                  <Col span={12} key={type}>
                    <Button
                      block
                      {...buttonColors[type]}
                      style={{ height: 88, fontSize: 24 }}
                      disabled={!person || !person.allowedClockings.includes(type) || clock.isMutating}
                      onClick={() => void submit(type)}
                    >
                      {i18n._(clockingTypeLabels[type])}
                    </Button>
                  </Col>
                ))}
              </Row>
              {refusal ? <Alert role="alert" type="error" showIcon title={refusal} /> : null}
            </Space>
          </Card>
        </Col>
      </Row>
    </section>
  );
}
