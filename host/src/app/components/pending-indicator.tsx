import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** Delay before a pending navigation or load shows its indicator (issue 2: 200 ms). */
export const pendingDelayMs = 200;

/**
 * The route pending indicator: nothing for the first 200 ms (fast loads never flash), then a
 * progress bar at the top of the page and, with `block`, a centred spinner.
 */
export function PendingIndicator({ block = false }: { block?: boolean }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), pendingDelayMs);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <>
      <div role="progressbar" aria-label={t`Loading`} className="kanri-pending-bar" style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000, background: 'linear-gradient(90deg,#1f5fbf,#69a1ff)' }} />
      {block ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : null}
    </>
  );
}
