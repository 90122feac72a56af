import type { MessageDescriptor } from '@kanri/contracts';

/**
 * A CSV cell's or row's message before translation (docs/csv.md): a descriptor and its values (a
 * value may itself be a descriptor, e.g. a column label). Apart from `engine.ts` so that the cell
 * readers (`cells.ts`, `dates.ts`), which the engine imports, need not import the engine back.
 */
export interface CsvMessage {
  descriptor: MessageDescriptor;
  values?: Record<string, unknown>;
}
