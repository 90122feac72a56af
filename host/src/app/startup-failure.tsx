import { msg } from '@lingui/core/macro';
import { i18n } from '@kanri/runtime';

const failure = msg`Failed to initialize application. Please reload the page.`;
// Shown when even the catalogs failed to load (production builds keep only message ids).
// eslint-disable-next-line lingui/no-unlocalized-strings
const untranslated = 'Failed to initialize application. Please reload the page.';

/** The start-up failure text (000 §4, §8), localized when a catalog is loaded. */
export function startupFailureText(): string {
  const loaded = i18n.locale && (i18n.messages as Record<string, unknown>)[failure.id] !== undefined;
  return loaded || failure.message ? i18n._(failure) : untranslated;
}

/**
 * Renders the start-up failure into the root element without React or antd (they may be what
 * failed): a message and a reload button, announced as an alert.
 */
export function renderStartupFailure(root: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  Object.assign(box.style, { maxWidth: '480px', marginTop: '15vh', marginInline: 'auto', padding: '24px', fontSize: '16px', textAlign: 'center' });
  const text = document.createElement('p');
  text.textContent = startupFailureText();
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = i18n.locale === 'ja-JP' ? '再読み込み' : 'Reload';
  button.onclick = () => window.location.reload();
  box.append(text, button);
  root.replaceChildren(box);
}
