import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';

/**
 * The terminal's big clock: today's date and the time in Japan (Asia/Tokyo, whatever the tablet's
 * own time zone), ticking every second. The time a clocking records is the server's, not this one.
 */
export function TokyoClock() {
  const { t, i18n } = useLingui();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const date = new Intl.DateTimeFormat(i18n.locale, { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' }).format(now);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(now);
  return (
    <div role="timer" aria-label={t`Time in Japan`} style={{ textAlign: 'center' }}>
      <Typography.Text style={{ fontSize: 20 }}>{date}</Typography.Text>
      <div style={{ fontSize: 72, fontWeight: 600, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>{time}</div>
    </div>
  );
}
