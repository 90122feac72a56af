import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { LanguageSwitch } from '../../../app/shell/language-switch';

/** The centred card of the `/auth` pages, with the language switch. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Flex component="main" vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 24, background: '#f5f7fb' }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Typography.Text strong style={{ fontSize: 20 }}>
            kanri
          </Typography.Text>
          <LanguageSwitch />
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
