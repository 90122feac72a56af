import { Avatar, Flex, Typography } from 'antd';
import type { NetworkAdminContact } from '@kanri/contracts';

/**
 * A network's admin contact (000 §3 `adminContact`): avatar, name and the primary worker e-mail
 * under it (a `mailto:` link), each on one line (cut with an ellipsis and a tooltip when long).
 * The name comes from the API in the request's language.
 */
export function AdminContact({ contact }: { contact: NetworkAdminContact }) {
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Avatar src={contact.avatarUrl ?? undefined} alt="" style={{ flex: 'none' }}>
        {contact.name.slice(0, 1)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: contact.name }}>{contact.name}</Typography.Text>
        {contact.primaryWorkerEmail ? (
          <Typography.Link href={`mailto:${contact.primaryWorkerEmail}`} ellipsis style={{ fontSize: 12 }} title={contact.primaryWorkerEmail}>
            {contact.primaryWorkerEmail}
          </Typography.Link>
        ) : null}
      </Flex>
    </Flex>
  );
}
