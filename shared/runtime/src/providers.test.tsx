import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { KanriProviders } from './providers';

function MotionToken() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'motion on' : 'motion off'}</output>;
}

/** Answers `prefers-reduced-motion: reduce` with `reduce`; other queries as jsdom's stand-in does. */
function matchMediaReducing(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: reduce && query.includes('prefers-reduced-motion: reduce') });
  return () => void (window.matchMedia = original);
}

describe('KanriProviders', () => {
  it('turns antd motion off when the system asks for reduced motion', () => {
    const restore = matchMediaReducing(true);
    try {
      render(<KanriProviders session={null}><MotionToken /></KanriProviders>);
      expect(screen.getByText('motion off')).toBeTruthy();
    } finally {
      restore();
    }
  });

  it('keeps antd motion on otherwise', () => {
    const restore = matchMediaReducing(false);
    try {
      render(<KanriProviders session={null}><MotionToken /></KanriProviders>);
      expect(screen.getByText('motion on')).toBeTruthy();
    } finally {
      restore();
    }
  });
});
