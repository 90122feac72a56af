import { Avatar, Space, Typography } from 'antd';
import type { NetworkAdminContact } from '@kanri/contracts';

/**
 * A network's admin contact (000 §3 `adminContact`): avatar, name and the primary worker e-mail
 * under it (a `mailto:` link). The name comes from the API in the request's language.
 */
export function AdminContact({ contact }: { contact: NetworkAdminContact }) {
  return (
    <Space align="center">
      <Avatar src={contact.avatarUrl ?? undefined} alt="">
        {contact.name.slice(0, 1)}
      </Avatar>
      <span>
        <span style={{ display: 'block' }}>{contact.name}</span>
        {contact.primaryWorkerEmail ? (
          <Typography.Link href={`mailto:${contact.primaryWorkerEmail}`} style={{ fontSize: 12 }}>
            {contact.primaryWorkerEmail}
          </Typography.Link>
        ) : null}
      </span>
    </Space>
  );
}
