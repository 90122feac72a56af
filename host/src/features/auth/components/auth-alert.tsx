import type { ReactNode } from 'react';

// antd's CloseCircleFilled and InfoCircleFilled outlines, drawn inline (no icon package)
/* eslint-disable lingui/no-unlocalized-strings -- SVG path data */
const icons = {
  error:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z',
  info: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A message box in antd's `Alert` look (icon, title, optional description): `error` is announced
 * at once (`role="alert"`), `info` politely (`role="status"`).
 */
export function AuthAlert({ type, title, description }: { type: 'error' | 'info'; title: ReactNode; description?: ReactNode }) {
  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={`ka-alert ka-alert-${type}`}>
      <svg className="ka-alert-icon" viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={icons[type]} />
      </svg>
      <div>
        <div>{title}</div>
        {description ? <div className="ka-alert-description">{description}</div> : null}
      </div>
    </div>
  );
}
