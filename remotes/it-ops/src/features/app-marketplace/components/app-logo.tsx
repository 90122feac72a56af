import { Avatar } from 'antd';
import type { App } from '@kanri/contracts';

/**
 * An app's logo, or its initial on a colored square when it has none (decorative: the app's name
 * is always written beside it). `size` in px.
 */
export function AppLogo({ app, size = 48 }: { app: Pick<App, 'name' | 'logoUrl'>; size?: number }) {
  const initial = Array.from(app.name.trim())[0]?.toUpperCase() ?? '?';
  return app.logoUrl ? (
    <Avatar shape="square" size={size} src={app.logoUrl} alt="" aria-hidden />
  ) : (
    <Avatar shape="square" size={size} aria-hidden style={{ backgroundColor: '#0958d9', flexShrink: 0 }}>
      {initial}
    </Avatar>
  );
}
