/**
 * Replaces exact pieces of a module's source (rspack.config.mjs `antdSourceRewrites`, issue 27):
 * option `replacements`, a list of `{ from, to }` strings. A `from` that the source does not
 * contain is an error, so that an antd update which changes the file fails the build instead of
 * silently loading the bytes again.
 * @this {{ resourcePath: string, getOptions(): { replacements: Array<{ from: string, to: string }> } }}
 * @param {string} source
 * @returns {string}
 * @throws {Error} when a `from` is not in the source
 */
module.exports = function rewriteSourceLoader(source) {
  let text = source;
  for (const { from, to } of this.getOptions().replacements) {
    if (!text.includes(from)) throw new Error(`rewrite-source-loader: ${this.resourcePath} no longer contains ${JSON.stringify(from)}`);
    text = text.replace(from, to);
  }
  return text;
};
