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
  it.each([
    ['turns antd motion off when the system asks for reduced motion', true, 'motion off'],
    ['keeps antd motion on otherwise', false, 'motion on'],
  ])('%s', (_name, reduce, shown) => {
    const restore = matchMediaReducing(reduce);
    try {
      render(<KanriProviders session={null}><MotionToken /></KanriProviders>);
      expect(screen.getByText(shown)).toBeTruthy();
    } finally {
      restore();
    }
  });
});
