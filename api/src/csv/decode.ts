import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import type { CsvDetectedEncoding, CsvImportEncoding } from '@kanri/contracts';

/**
 * Encoding detection and decoding of import files (docs/csv.md "Encodings"; DECISIONS.md "CSV").
 *
 * Detection is a UTF-8 validity check, not a guess: a file that is valid UTF-8 is read as UTF-8
 * (`UTF-8-BOM` when it starts with EF BB BF), anything else as Windows-31J (CP932, the Shift_JIS
 * that Excel for Windows writes). Japanese text in Shift_JIS is practically never valid UTF-8, and
 * a UTF-8 file is by definition valid, so the check cannot confuse the two. Node's native
 * `buffer.isUtf8` checks 10 MB in about 2 ms; statistical detectors (jschardet, encoding-japanese)
 * took 45–70 ms on 64 KB here and can still guess wrong on short files. CP932 is decoded by
 * iconv-lite, whose table includes the NEC and IBM extensions (①, ㈱, ～ at 0x8160 → U+FF5E as
 * Windows maps it).
 */

const utf8Bom = Buffer.from([0xef, 0xbb, 0xbf]);

/** The outcome of detection: the encoding and how many leading bytes (a BOM) to skip, or why the file cannot be read. */
export type Detection =
  | { ok: true; encoding: CsvDetectedEncoding; offset: number }
  | { ok: false; reason: 'utf16' | 'notUtf8'; encoding: CsvDetectedEncoding };

/**
 * Decides how to read `bytes`. `requested` `AUTO` detects; `UTF-8` requires valid UTF-8 (else
 * `notUtf8`); `Shift_JIS` reads CP932 whatever the bytes are. A UTF-16 byte-order mark (Excel's
 * "Unicode text") is refused with `utf16`.
 */
export function detectEncoding(bytes: Buffer, requested: CsvImportEncoding = 'AUTO'): Detection {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return { ok: false, reason: 'utf16', encoding: 'UTF-8' };
  }
  const bom = bytes.subarray(0, 3).equals(utf8Bom);
  if (requested === 'Shift_JIS') return { ok: true, encoding: 'Shift_JIS', offset: 0 };
  const valid = isUtf8(bom ? bytes.subarray(3) : bytes);
  if (valid) return { ok: true, encoding: bom ? 'UTF-8-BOM' : 'UTF-8', offset: bom ? 3 : 0 };
  if (requested === 'UTF-8') return { ok: false, reason: 'notUtf8', encoding: 'UTF-8' };
  return { ok: true, encoding: 'Shift_JIS', offset: 0 };
}

/** Size of the slices the file is decoded and parsed in. */
const chunkBytes = 64 * 1024;

/**
 * The file's text as a stream of string chunks in the detected encoding (the BOM skipped), so the
 * parser works through it piece by piece rather than on one 10 MB string. Multi-byte characters
 * split across slices are joined by the decoders.
 */
export function decodedStream(bytes: Buffer, detection: Extract<Detection, { ok: true }>): Readable {
  const decoder = iconv.getDecoder(detection.encoding === 'Shift_JIS' ? 'cp932' : 'utf8', { stripBOM: false });
  let position = detection.offset;
  return new Readable({
    encoding: 'utf8',
    read() {
      while (position < bytes.length) {
        const slice = bytes.subarray(position, position + chunkBytes);
        position += slice.length;
        const text = decoder.write(slice);
        // an empty push would end this read cycle without data
        if (text) {
          this.push(text);
          return;
        }
      }
      const rest = decoder.end();
      if (rest) this.push(rest);
      this.push(null);
    },
  });
}

/** The whole file decoded to one string (small files and tests). */
export function decodeAll(bytes: Buffer, detection: Extract<Detection, { ok: true }>): string {
  return iconv.decode(bytes.subarray(detection.offset), detection.encoding === 'Shift_JIS' ? 'cp932' : 'utf8', { stripBOM: false });
}
