import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { escapeFormula, unescapeFormula } from './formula';
import { csvText } from './export';

describe('formula escaping', () => {
  it('prefixes cells starting with =, +, -, @, tab or CR with a quote', () => {
    for (const value of ['=1+2', '+81-3-1234-5678', '-5', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://x","y")']) {
      assert.equal(escapeFormula(value), `'${value}`, JSON.stringify(value));
    }
  });

  it('prefixes cells starting with a full-width ＝, ＋, －, or ＠ too (issue 29)', () => {
    for (const value of ['＝1＋2', '＋81', '－5', '＠SUM(A1)', '＝HYPERLINK("http://x","y")']) {
      assert.equal(escapeFormula(value), `'${value}`, value);
      assert.equal(unescapeFormula(escapeFormula(value)), value, value);
    }
    const rows = parse(csvText([['name'], ['＝cmd|calc']])) as string[][];
    assert.deepEqual(rows, [['name'], ["'＝cmd|calc"]]);
    // the same characters inside a cell or after a space are text
    for (const value of ['東京＝本社', ' ＝1', 'ー5']) assert.equal(escapeFormula(value), value);
  });

  it('leaves other cells alone', () => {
    for (const value of ['', 'ThinkPad', '1-2', "'quoted", ' =1', '東京本社', '5']) assert.equal(escapeFormula(value), value);
  });

  it('is undone on import so an exported value reads back unchanged', () => {
    for (const value of ['=1+2', '+81-3-1234-5678', '-5', '@x', 'plain', "'kept"]) assert.equal(unescapeFormula(escapeFormula(value)), value);
    // a quote the user typed before other text stays
    assert.equal(unescapeFormula("'abc"), "'abc");
  });

  it('writes CSV with CRLF, quoting and escaped formulas that a parser reads back', () => {
    const text = csvText([
      ['name', 'memo'],
      ['=cmd|calc', 'a,"b"\nc'],
    ]);
    assert.ok(text.endsWith('\r\n'));
    const rows = parse(text) as string[][];
    assert.deepEqual(rows, [
      ['name', 'memo'],
      ["'=cmd|calc", 'a,"b"\nc'],
    ]);
  });
});
