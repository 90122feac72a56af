import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TextDecoder, TextEncoder } from 'node:util';

/**
 * `findBy…` and `waitFor` wait up to 10 s in every suite, not Testing Library's 1 s: antd's first
 * render of a table or form takes seconds on a busy two-core CI machine (a list page's first row
 * missed the 1 s default in a CI run). A passing wait returns as soon as its element shows, so
 * only a failing test pays the longer wait.
 */
configure({ asyncUtilTimeout: 10_000 });

// react-router 7 needs these; jsdom does not provide them
if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });
// react-router's data routers build fetch `Request`s; jsdom has none, so borrow Node's own
if (!('Request' in globalThis)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const node = (require('node:vm') as typeof import('node:vm')).runInThisContext('globalThis') as typeof globalThis;
  Object.assign(globalThis, { Request: node.Request, Response: node.Response, Headers: node.Headers, AbortController: node.AbortController, AbortSignal: node.AbortSignal });
}

// antd reads these browser APIs that jsdom lacks
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd's Select defers opening through a MessageChannel, which jsdom lacks: a setTimeout stand-in
if (!('MessageChannel' in globalThis)) {
  class TimeoutChannel {
    port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
  }
  Object.assign(globalThis, { MessageChannel: TimeoutChannel });
}

/**
 * `getComputedStyle` reads inline styles only, in every suite. jsdom otherwise matches every rule of
 * antd's injected style sheets for each element, and Testing Library asks for the computed style of
 * every element it names (`getByRole(…, { name })`, `toBeVisible()`): that made the page suites the
 * slowest step of `pnpm test` (docs/testing.md). Visibility set inline (antd's motion, `display:
 * none` on closed popups) and the `hidden` attribute still count; class-based rules do not.
 */
const originalGetComputedStyle = window.getComputedStyle.bind(window);
// pseudo-elements (jsdom implements none: it logs "Not implemented") read as unstyled
const unstyled = () => document.createElement('div').style;
window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
  pseudo ? unstyled() : ((element as HTMLElement).style ?? originalGetComputedStyle(element))) as typeof window.getComputedStyle;

/**
 * antd's CSS-in-JS writes no `<style>` into the document. With computed styles read inline (above)
 * no rule of those sheets reaches a test, yet every `updateCSS` scans the growing list of the
 * head's style elements (jsdom's `children` is slow) and jsdom parses each sheet: about a tenth of a
 * page suite's time. The styles are still computed (antd's class names and tokens are unchanged);
 * `updateCSS` answers a detached `<style>`, as callers set attributes on it. (`doMock`: `jest.mock`
 * is hoisted above the paths it needs; setup runs before any test module is loaded.)
 */
const resolveFrom = (from: string, request: string) => createRequire(from).resolve(request);
// from the packages' real folders (pnpm's store), and antd by path, since the bare `antd` is mapped
const uiModules = path.join(__dirname, '../../ui/node_modules');
const cssinjs = resolveFrom(fs.realpathSync(path.join(uiModules, 'antd/package.json')), '@ant-design/cssinjs');
const iconsCssUtils = resolveFrom(fs.realpathSync(path.join(uiModules, '@ant-design/icons/package.json')), './lib/cssUtils');
const detachedStyle = () => document.createElement('style');
jest.doMock(resolveFrom(cssinjs, '@rc-component/util/lib/Dom/dynamicCSS'), () => ({
  ...jest.requireActual(resolveFrom(cssinjs, '@rc-component/util/lib/Dom/dynamicCSS')),
  injectCSS: detachedStyle,
  updateCSS: detachedStyle,
  removeCSS: () => {},
}));
jest.doMock(iconsCssUtils, () => ({
  ...jest.requireActual(iconsCssUtils),
  updateCSS: detachedStyle,
}));
