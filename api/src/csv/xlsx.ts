import { PassThrough, Writable, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type * as ExcelJS from 'exceljs';

/**
 * XLSX export (issue 31 "Every list to Excel"; docs/csv.md "Export to Excel"): the rows of a
 * `CsvExporter` written as one worksheet with ExcelJS's streaming writer
 * (`stream.xlsx.WorkbookWriter`), each row committed as soon as it is read, so 100k rows never sit
 * in memory together.
 */

/**
 * How an export column's cell texts become Excel cells: `text` (as it is), `number` (a decimal
 * text → a number cell), `date` (`YYYY-MM-DD` → an Excel date, shown `yyyy-mm-dd`), `dateTime`
 * (`YYYY-MM-DD HH:mm[:ss]` or ISO 8601 → an Excel date and time as the text reads, Japan's wall
 * clock, shown `yyyy-mm-dd hh:mm`). A text that does not parse as its type stays text; an empty
 * text is an empty cell. CSV ignores the types (the texts are written as they are).
 */
export type ExportCellType = 'text' | 'number' | 'date' | 'dateTime';

/** The number formats of the typed cells. */
const numberFormats: Partial<Record<ExportCellType, string>> = { date: 'yyyy-mm-dd', dateTime: 'yyyy-mm-dd hh:mm' };

const numberText = /^-?\d+(\.\d+)?$/;
const dateText = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimeText = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * The Excel value of one cell text of type `type`: a number, a `Date` (its UTC fields are the wall
 * clock Excel shows: Excel dates have no time zone), the text, or null for an empty text.
 */
export function xlsxCellValue(text: string, type: ExportCellType = 'text'): string | number | Date | null {
  if (text === '') return null;
  if (type === 'number' && numberText.test(text)) return Number(text);
  if (type === 'date') {
    const m = dateText.exec(text);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  if (type === 'dateTime') {
    const iso = /[zZ]|[+-]\d{2}:\d{2}$/.test(text) ? tokyoWallClock(new Date(text)) : text;
    const m = dateTimeText.exec(iso);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)));
  }
  return text;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant in Japan (the time the lists show). */
function tokyoWallClock(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return '';
  return tokyoWallClockFormat.format(instant);
}

/** Made once: `tokyoWallClock` runs per cell of an export (a formatter costs ~60 µs to build; `tokyo-date.ts`). */
const tokyoWallClockFormat = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'medium' });

/** What `xlsxStream` writes: the sheet's name, the header texts, each column's type, and the data rows. */
export interface XlsxSheet {
  /** Worksheet name (Excel allows at most 31 characters; longer names are cut). */
  name: string;
  headers: readonly string[];
  /** One type per header; missing entries are `text`. */
  types: readonly ExportCellType[];
  rows: AsyncIterable<readonly string[]>;
}

/**
 * Resolves when `stream` wants more data, or when it or `output` is gone (a `drain` that never
 * comes must not hold the rows' database reads open).
 */
function drained(stream: Writable, output: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      output.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    output.on('close', done);
  });
}

/**
 * The stream the worksheet's XML goes into on its way to the zip: ExcelJS's `StreamBuf` writes
 * into archiver's input (a `PassThrough`, `pipes[0]`) without looking at `write()`'s answer, so
 * XML made faster than the zip deflates it piles up there (the whole uncompressed sheet, when the
 * database reads faster than zlib compresses: issue 31's 158 MB). Its `writableNeedDrain` is the
 * zip's back-pressure. Undefined until the first row is committed, or if ExcelJS changes how it
 * pipes (`xlsx.test.ts` pins it).
 */
export function zipInputOf(worksheet: ExcelJS.Worksheet): Writable | undefined {
  const stream = (worksheet as unknown as { _stream?: { pipes?: unknown[] } })._stream;
  const input = stream?.pipes?.[0];
  return input instanceof Writable ? input : undefined;
}

/** Rows committed between two checks of the zip's and the output's back-pressure. */
const rowsPerDrainCheck = 100;

/**
 * The workbook of `sheet` as a byte stream: the header row bold, frozen (it stays on screen while
 * scrolling) and with an auto filter; dates and numbers as typed cells. Strings are inline (no
 * shared-strings table to hold in memory). Every `rowsPerDrainCheck` rows the writer waits while
 * the zip has not taken the sheet's XML yet (`zipInputOf`) and while the output is full, so no
 * more rows are read than the file can take and memory stays flat however many rows there are. A
 * failing row source destroys the stream with its error.
 */
export function xlsxStream(sheet: XlsxSheet): Readable {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });

  const run = async () => {
    // ExcelJS is loaded by the first XLSX export, not at the API's start (issue 28 "Memory": ~7 MB
    // of heap the API at rest does not need); a failed load destroys the stream like a failed row
    const { stream } = (await import('exceljs')).default;
    const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
    worksheet.columns = sheet.headers.map((header, i) => ({
      key: `c${i}`,
      width: Math.min(Math.max(header.length * 2 + 2, sheet.types[i] === 'dateTime' ? 18 : 12), 40),
      style: numberFormats[sheet.types[i] ?? 'text'] ? { numFmt: numberFormats[sheet.types[i]!] } : {},
    }));
    if (sheet.headers.length) worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.headers.length } };
    const header = worksheet.addRow([...sheet.headers]);
    header.font = { bold: true };
    header.commit();
    let count = 0;
    for await (const row of sheet.rows) {
      worksheet.addRow(row.map((text, i) => xlsxCellValue(text, sheet.types[i]))).commit();
      if (++count % rowsPerDrainCheck === 0) {
        // wait while the zip has not taken the XML written so far (deflate runs in the thread
        // pool), then while the output is full: no more rows are read than the file can take
        const zipInput = zipInputOf(worksheet);
        while (zipInput?.writableNeedDrain && !output.destroyed) await drained(zipInput, output);
        while (output.writableNeedDrain && !output.destroyed) await drained(output, output);
        await setImmediate();
      }
      if (output.destroyed) return; // the reader went away: stop reading rows
    }
    worksheet.commit();
    await workbook.commit();
  };
  run().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
