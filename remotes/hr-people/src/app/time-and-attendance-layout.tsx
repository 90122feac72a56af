import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { AreaNav } from '@kanri/ui';

/**
 * The time-and-attendance area's tabs (001 §2 "Time and attendance"): the three summaries (daily by
 * place, monthly by place, monthly by person), the places' attendance links, the clocking terminal
 * and the clocking log, as a layout route over those pages (docs/time-and-attendance.md).
 */
export function TimeAndAttendanceLayout() {
  const { t } = useLingui();
  return (
    <>
      <AreaNav
        label={t`Time and attendance area`}
        items={[
          { path: '/time-and-attendance/summary/daily-place', label: t({ message: 'Daily by place', context: 'time and attendance area' }) },
          { path: '/time-and-attendance/summary/monthly-place', label: t({ message: 'Monthly by place', context: 'time and attendance area' }) },
          { path: '/time-and-attendance/summary/monthly-person', label: t({ message: 'Monthly by person', context: 'time and attendance area' }) },
          { path: '/time-and-attendance/attendance-links', label: t({ message: 'Attendance links', context: 'time and attendance area' }) },
          { path: '/time-and-attendance/clocking', label: t({ message: 'Clocking', context: 'time and attendance area' }) },
          { path: '/time-and-attendance/attendances', label: t({ message: 'Clocking log', context: 'time and attendance area' }) },
        ]}
      />
      <Outlet />
    </>
  );
}
