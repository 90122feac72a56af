import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../app/shell/language-switch';

/**
 * The centred card of the `/auth` pages, with the language switch.
 *
 * Plain elements styled with the theme's values rather than antd's `Card` and `Typography`: the
 * sign-in page is the first page of every visit and pays for each component it renders (Card alone
 * brings Tabs and Skeleton with it; docs/performance-web.md).
 */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', minHeight: '100vh', padding: 24, background: '#f5f7fb' }}>
      <section style={{ width: '100%', maxWidth: 420, padding: 24, background: '#ffffff', border: '1px solid #f0f0f0', borderRadius: 8, boxSizing: 'border-box' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <span style={{ fontSize: 20, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>kanri</span>
          <LanguageSwitch />
        </div>
        <h1 style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.35, marginTop: 0, marginBottom: 16, color: 'rgba(0,0,0,0.88)' }}>{title}</h1>
        {children}
      </section>
    </main>
  );
}
