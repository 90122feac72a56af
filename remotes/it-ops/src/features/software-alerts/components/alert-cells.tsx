import { Avatar, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AppAlertRow, ShadowItUser, TraceableApp } from '@kanri/contracts';

/** Name over a secondary second line (e-mail, tenant), each kept on one line. */
function TwoLines({ first, second }: { first: React.ReactNode; second?: React.ReactNode }) {
  return (
    <span style={{ minWidth: 0 }}>
      <Typography.Text ellipsis style={{ display: 'block' }}>
        {first}
      </Typography.Text>
      {second ? (
        <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
          {second}
        </Typography.Text>
      ) : null}
    </span>
  );
}

/** A decorative avatar: the picture, else the first letter of `name`. */
function InitialAvatar({ src, name, shape = 'circle' }: { src: string | null; name: string; shape?: 'circle' | 'square' }) {
  return (
    <Avatar size="small" shape={shape} src={src ?? undefined} alt="" aria-hidden style={{ flex: 'none' }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/**
 * A shadow-IT visitor (001 §3): the person's avatar, name and e-mail, or "Unknown user" over the
 * address the detection tool saw when no person matches.
 */
export function ShadowItUserCell({ user }: { user: ShadowItUser }) {
  const { t } = useLingui();
  const name = user.name ?? t({ message: 'Unknown user', context: 'shadowItUser' });
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <InitialAvatar src={user.avatarUrl} name={user.name ?? '?'} />
      <TwoLines first={user.personId ? name : <Tag color="orange">{name}</Tag>} second={user.email} />
    </Flex>
  );
}

/** A traceable app: its avatar and name, with its site as the second line (a link in a new tab). */
export function TraceableAppCell({ app }: { app: TraceableApp }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <InitialAvatar src={app.avatarUrl} name={app.name} shape="square" />
      <TwoLines
        first={app.name}
        second={
          <a href={app.websiteUrl} target="_blank" rel="noreferrer noopener">
            {new URL(app.websiteUrl).host}
          </a>
        }
      />
    </Flex>
  );
}

/** The account of an alert row (001 §3 `user`): name and e-mail, or "No account" for a no-user row. */
export function AlertAccountCell({ user }: { user: AppAlertRow['user'] }) {
  const { t } = useLingui();
  if (!user) return <Typography.Text type="secondary">{t`No account`}</Typography.Text>;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <InitialAvatar src={user.avatarUrl} name={user.displayName ?? user.name} />
      <TwoLines first={user.displayName ?? user.name} second={user.email} />
    </Flex>
  );
}

/** The worker of an alert row (001 §3 `worker`): name and e-mail, or the unknown-person label of 001 §8. */
export function AlertWorkerCell({ worker }: { worker: AppAlertRow['worker'] }) {
  const { t } = useLingui();
  if (!worker) return <Tag color="orange">{t({ message: 'Unknown person', context: 'appAlertWorker' })}</Tag>;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <InitialAvatar src={worker.avatarUrl} name={worker.personName} />
      <TwoLines first={worker.personName} second={worker.workerEmail} />
    </Flex>
  );
}

/** The integration of an alert row: logo, app name and tenant, linking to the integration's users tab. */
export function AlertIntegrationCell({ integration }: { integration: AppAlertRow['appIntegration'] }) {
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <InitialAvatar src={integration.avatarUrl} name={integration.appName} shape="square" />
      <TwoLines first={<Link to={`/app-integrations/${integration.appIntegrationId}/users`}>{integration.appName}</Link>} second={integration.tenantName} />
    </Flex>
  );
}
