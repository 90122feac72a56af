/**
 * The public surface of the `legal` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/legal/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * Legal (contracts `legal`: contracts).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes.
 */
import type { CsvRegistration } from '../csv/routes';
import { contractsCsvExport, contractsCsvImport } from './contracts-csv';
export { registerContractsRoutes } from './contracts';

/** The domain's CSV calls (contracts: export CSV or XLSX, import), served by the CSV mechanism (`csv/routes.ts`). */
export const legalCsv: CsvRegistration = { exports: [contractsCsvExport], imports: [contractsCsvImport] };
