import { isHiragana, toHiragana } from 'wanakana';

/** Words of a query at most: more are ignored (each word is one more condition per group). */
export const maxSearchWords = 5;

/**
 * One word of a record search (issue 31 §1; docs/search.md "The query"): `text` as typed, and
 * `kana`, its hiragana reading when the word is romaji ("sato" → "さと", "satō" → "さとう"), else
 * null. The server folds both with the database's `kanri_search_key` (NFKC, no spaces, lower case,
 * katakana as hiragana), the function the records' stored keys are built with, so a word and a key
 * are always folded the same way.
 */
export interface SearchWord {
  text: string;
  kana: string | null;
}

/** Words shorter than this (in characters) match only where a field of the key starts (docs/search.md "Short words"). */
export const shortWordLength = 3;

/** Whether `value` is a short word: fewer than `shortWordLength` characters once NFKC-folded. */
export const isShortWord = (value: string) => [...value.normalize('NFKC')].length < shortWordLength;

/** Long vowels of Hepburn with macrons, written out so the romaji converter reads them ("ō" → "ou"). */
const macrons: Record<string, string> = { ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ei', ō: 'ou', â: 'aa', î: 'ii', û: 'uu', ê: 'ei', ô: 'ou' };

/**
 * The hiragana a romaji word reads as, or null when the word is not romaji (digits, other
 * scripts, letters that spell no kana such as "c02xk"). Uses wanakana (Hepburn, also Kunrei and
 * wāpuro spellings); macrons are written out first, and Hepburn's "m" before b, m, p is read as ん
 * ("shimbun" → しんぶん).
 */
export function romajiReading(word: string): string | null {
  const lower = word.normalize('NFKC').toLowerCase();
  if (!/^[a-zāīūēōâîûêô'-]+$/.test(lower)) return null;
  const spelled = lower.replace(/[āīūēōâîûêô]/g, (c) => macrons[c] ?? c).replace(/m(?=[bmp])/g, 'n').replaceAll('-', '');
  const kana = toHiragana(spelled, { convertLongVowelMark: false });
  return kana && isHiragana(kana) ? kana : null;
}

/**
 * Splits a query into its words (whitespace, ideographic space included), at most
 * `maxSearchWords`, each with its romaji reading (`romajiReading`). Every word must match a record
 * (AND); a word matches by its text or by its reading (OR).
 *
 * @example searchWords('Sato 太郎') // [{ text: 'Sato', kana: 'さと' }, { text: '太郎', kana: null }]
 */
export function searchWords(query: string): SearchWord[] {
  return query
    .normalize('NFKC')
    .split(/\s+/)
    .filter((w) => w !== '')
    .slice(0, maxSearchWords)
    .map((text) => ({ text, kana: romajiReading(text) }));
}
