import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import iconv from 'iconv-lite';
import { decodeAll, decodedStream, detectEncoding } from './decode';

const text = '備品名,メモ\r\nノートPC,①㈱～髙﨑 ＃1\r\n';

async function streamed(bytes: Buffer, detection: Parameters<typeof decodedStream>[1]) {
  let out = '';
  for await (const chunk of decodedStream(bytes, detection)) out += chunk;
  return out;
}

describe('encoding detection', () => {
  it('reads valid UTF-8 without a BOM as UTF-8', () => {
    const d = detectEncoding(Buffer.from(text, 'utf8'));
    assert.deepEqual(d, { ok: true, encoding: 'UTF-8', offset: 0 });
  });

  it('reads UTF-8 with a BOM as UTF-8-BOM and skips the three BOM bytes', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    const d = detectEncoding(bytes);
    assert.deepEqual(d, { ok: true, encoding: 'UTF-8-BOM', offset: 3 });
    assert.ok(d.ok);
    assert.equal(decodeAll(bytes, d), text);
  });

  it('reads CP932 bytes as Shift_JIS and maps its own characters ①, ㈱, ～ and the IBM extension 髙﨑', async () => {
    const bytes = iconv.encode(text, 'cp932');
    // NEC special characters (0x8740 ①, 0x878A ㈱), 0x8160 ～ (U+FF5E as Windows maps it), IBM extensions
    assert.ok(bytes.includes(Buffer.from([0x87, 0x40])) && bytes.includes(Buffer.from([0x87, 0x8a])) && bytes.includes(Buffer.from([0x81, 0x60])));
    const d = detectEncoding(bytes);
    assert.deepEqual(d, { ok: true, encoding: 'Shift_JIS', offset: 0 });
    assert.ok(d.ok);
    assert.equal(decodeAll(bytes, d), text);
    assert.equal(await streamed(bytes, d), text);
  });

  it('joins multi-byte characters split across the 64 KB decode slices', async () => {
    // an odd-length ASCII prefix puts a two-byte CP932 character across the 65536-byte boundary
    const long = `${'a'.repeat(65535)}漢字①\n`;
    const sjis = iconv.encode(long, 'cp932');
    const d = detectEncoding(sjis);
    assert.ok(d.ok && d.encoding === 'Shift_JIS');
    assert.equal(await streamed(sjis, d), long);
    const utf8 = Buffer.from(`${'a'.repeat(65535)}漢字①\n`, 'utf8');
    const u = detectEncoding(utf8);
    assert.ok(u.ok && u.encoding === 'UTF-8');
    assert.equal(await streamed(utf8, u), long);
  });

  it('honours a forced encoding and refuses UTF-16', () => {
    const sjis = iconv.encode(text, 'cp932');
    assert.deepEqual(detectEncoding(sjis, 'UTF-8'), { ok: false, reason: 'notUtf8', encoding: 'UTF-8' });
    assert.deepEqual(detectEncoding(Buffer.from(text, 'utf8'), 'Shift_JIS'), { ok: true, encoding: 'Shift_JIS', offset: 0 });
    assert.equal(detectEncoding(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])).ok, false);
  });

  it('treats plain ASCII as UTF-8', () => {
    assert.deepEqual(detectEncoding(Buffer.from('name,model\nA,B\n')), { ok: true, encoding: 'UTF-8', offset: 0 });
  });
});
