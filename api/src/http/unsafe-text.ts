/**
 * Text the database cannot store: PostgreSQL's `text` rejects the NUL character (U+0000), and a lone
 * UTF-16 surrogate cannot be encoded as UTF-8. Either reaching a query answered 500 (issue 9
 * "Hardening": `GET /v2/people?freeText=%00`); `registerEndpoint` refuses it first with a 400 that
 * names the field.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const nul = String.fromCharCode(0);
const unsafe = { test: (text: string) => text.includes(nul) || loneSurrogate.test(text) };

/** Deepest nesting walked; deeper input is left to the schemas (which reject unknown shapes). */
const maxDepth = 64;

/**
 * The dotted paths of every string (or object key) in `value` that holds a NUL character or a lone
 * surrogate, as the API's `fieldErrors` name them (`items.0.name`); `prefix` names the root
 * (`query`, `params`, or '' for the body).
 * @returns {string[]} empty when the input is safe
 */
export function unsafeTextPaths(value: unknown, prefix: string, depth = 0): string[] {
  if (typeof value === 'string') return unsafe.test(value) ? [prefix] : [];
  if (depth >= maxDepth || value === null || typeof value !== 'object') return [];
  const paths: string[] = [];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (unsafe.test(key)) paths.push(path);
    else paths.push(...unsafeTextPaths(item, path, depth + 1));
  }
  return paths;
}
