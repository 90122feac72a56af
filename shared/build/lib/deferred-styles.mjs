/**
 * The style functions of the first staff screen's antd components, loaded when first needed
 * (issue 27, docs/performance.md §1 "antd's style code off the first screen"). The production host
 * links those components' CSS as a stylesheet made at build time (`first-screen-styles.cjs`), and
 * cssinjs never calls a style function whose path that sheet's cache map lists; yet every page
 * downloaded them. `deferred-style-loader.cjs` replaces each such function, in the antd style
 * module that passes it to `genStyleHooks` / `genSubStyleComponent`, with `deferredStyle(…)`.
 *
 * When cssinjs does call it — a path the sheet does not list: a prefix or a theme hash it was not
 * made with — the first call loads the module's style functions (one `antd-styles` chunk for all
 * of them) and suspends the rendering component until they are in (React retries the render, cssinjs
 * has cached nothing for a call that threw: `useGlobalCache` builds its entry only from a returned
 * value); later calls run the real function at once. If the chunk cannot be loaded, the call answers
 * no style (the component renders unstyled rather than suspending forever).
 */

/** @type {Map<string, { fns?: Function[], failed?: boolean, pending?: Promise<void> }>} per style module */
const modules = new Map();

/**
 * A stand-in for one style function of an antd style module.
 * @param {string} key the style module (its path under `antd/es`); the state is shared by every
 *   stand-in of the module, also those that Menu's and Tooltip's hooks create on each render
 * @param {() => Promise<{ __kanriStyleFns: Function[] }>} load imports the module's style functions
 * @param {number} index which of them (their order in the module)
 * @returns {(token: object, info: object) => unknown} antd's style function signature: a CSS
 *   object (or list of them) for cssinjs; throws a promise while the functions load (Suspense)
 */
export function deferredStyle(key, load, index) {
  return (token, info) => {
    let entry = modules.get(key);
    if (!entry) modules.set(key, (entry = {}));
    if (entry.fns) return entry.fns[index](token, info);
    if (entry.failed) return [];
    entry.pending ??= load().then(
      (module) => {
        entry.fns = module.__kanriStyleFns;
      },
      () => {
        entry.failed = true;
      },
    );
    throw entry.pending;
  };
}
