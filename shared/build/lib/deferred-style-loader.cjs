/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS loader (rspack loads loaders with require) */
const path = require('node:path');
const ts = require('typescript');

/** antd's style hook factories whose second argument is the component's style function. */
const factories = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);

/** The query of the request that loads a style module's own functions (`__kanriStyleFns`). */
const styleFnsQuery = '?kanri-style-fns';

/** The one chunk of every style module's functions. */
const styleFnsChunk = 'antd-styles';

/**
 * The style functions of an antd style module that `names` lists: each call of `genStyleHooks`,
 * `genSubStyleComponent` or `genComponentStyleHook` whose component (`'Button'`, `['Input',
 * 'Search']`) joins, as cssinjs's path does (`Button-Button`, `Input-Search`), to one of `names`,
 * with the source range of its style function (second argument). A call inside a function (Menu's
 * and Tooltip's hooks) is left alone when its style function names a parameter or local of that
 * function: the function is moved to the module's top level.
 * @param {string} source an antd ES style module
 * @param {Set<string>} names cssinjs component paths whose styles the build-time sheet holds
 * @returns {{ start: number, end: number, text: string, name: string }[]} in source order
 */
function deferredStyleFunctions(source, names) {
  const file = ts.createSourceFile('style.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && factories.has(node.expression.text) && node.arguments.length >= 2) {
      const [component, styleFn] = node.arguments;
      const cells = ts.isStringLiteral(component)
        ? [component.text, component.text]
        : ts.isArrayLiteralExpression(component) && component.elements.every(ts.isStringLiteral)
          ? component.elements.map((element) => element.text)
          : [];
      const name = cells.join('-');
      if (names.has(name) && !usesEnclosingLocals(styleFn)) found.push({ start: styleFn.getStart(file), end: styleFn.getEnd(), text: styleFn.getText(file), name });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Whether `node` names a parameter or a local of a function around it (then it cannot move to the
 * module's top level). Compares identifier texts: a property that happens to share the name counts
 * too, which only keeps a function where it is.
 * @param {import('typescript').Node} node
 * @returns {boolean}
 */
function usesEnclosingLocals(node) {
  const locals = new Set();
  for (let scope = node.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    const collect = (inner) => {
      if (inner === node) return;
      if ((ts.isParameter(inner) || ts.isVariableDeclaration(inner) || ts.isBindingElement(inner) || ts.isFunctionDeclaration(inner)) && inner.name && ts.isIdentifier(inner.name)) locals.add(inner.name.text);
      ts.forEachChild(inner, collect);
    };
    ts.forEachChild(scope, collect);
  }
  if (!locals.size) return false;
  let uses = false;
  const check = (inner) => {
    if (ts.isIdentifier(inner) && locals.has(inner.text)) uses = true;
    else ts.forEachChild(inner, check);
  };
  check(node);
  return uses;
}

/**
 * rspack loader of antd's style modules in the production host build (rspack.config.mjs
 * `deferredStyleRule`; issue 27, docs/performance.md §1 "antd's style code off the first screen").
 * The style functions of the components whose CSS the build-time stylesheet holds
 * (`first-screen-styles.cjs`; option `names`, cssinjs paths such as `Button-Button`) leave the
 * module: each becomes `deferredStyle(key, () => import('<this module>?kanri-style-fns'), i)`
 * (`deferred-styles.mjs`), and what only they used falls to tree shaking. Requested with
 * `?kanri-style-fns`, the module is antd's source plus `export const __kanriStyleFns = [...]`, the
 * functions in the same order, in one `antd-styles` chunk for all modules. The component tokens
 * (`prepareComponentToken`), the hooks and every other export stay as antd wrote them.
 * @this {{ resourcePath: string, resourceQuery: string, getOptions(): { names: string[] } }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function deferredStyleLoader(source) {
  const functions = deferredStyleFunctions(source, new Set(this.getOptions().names));
  if (!functions.length) return source;
  if (this.resourceQuery === styleFnsQuery) return `${source}\nexport const __kanriStyleFns = [${functions.map((fn) => fn.text).join(', ')}];\n`;
  const key = JSON.stringify(this.resourcePath.split(/[\\/]antd[\\/]es[\\/]/).pop());
  const load = `() => import(/* webpackChunkName: ${JSON.stringify(styleFnsChunk)} */ /* webpackExports: ["__kanriStyleFns"] */ ${JSON.stringify(this.resourcePath + styleFnsQuery)})`;
  let text = source;
  for (let index = functions.length - 1; index >= 0; index--) {
    const { start, end } = functions[index];
    text = `${text.slice(0, start)}__kanriDeferredStyle(${key}, ${load}, ${index})${text.slice(end)}`;
  }
  return `import { deferredStyle as __kanriDeferredStyle } from ${JSON.stringify(path.join(__dirname, 'deferred-styles.mjs'))};\n${text}`;
};

module.exports.deferredStyleFunctions = deferredStyleFunctions;
module.exports.styleFnsQuery = styleFnsQuery;
module.exports.styleFnsChunk = styleFnsChunk;
