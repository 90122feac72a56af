/**
 * The public surface of the `ga-places` domain (issue 32, docs/api-layout.md): the only module of
 * `api/src/ga-places/` another domain may import (besides its `schema.ts` once tables live beside
 * their owners); everything else in the folder is the domain's own. The lint rule in
 * eslint.config.mjs refuses other imports.
 *
 * General affairs and places (contracts `ga-places`: places, equipment, fleets, place
 * administrators).
 * The `register…` functions are what server.ts (the composition root) calls to serve its routes;
 * `equipmentBulkActions` are the equipment list's bulk actions it hands to the bulk routes.
 */
import type { CsvRegistration } from '../csv/routes';
import { equipmentCsvExport, equipmentCsvImport } from './equipment-csv-module';
import { placesCsvExport, placesCsvImport } from './places-csv-module';
export { registerPlacesRoutes } from './places';
export { registerFleetsRoutes } from './fleets';
export { registerPlaceAdministratorRoutes } from './place-administrators';
export { registerEquipmentRoutes } from './equipment';
export { registerEquipmentTypeRoutes } from './equipment-types';
export { registerPlaceWriteRoutes } from './places-write';
export { equipmentBulkActions } from './equipment-bulk';

/**
 * The domain's CSV calls, served by the CSV mechanism (`csv/routes.ts`; server.ts hands them over):
 * export (CSV or XLSX) and import of equipment and places.
 */
export const gaPlacesCsv: CsvRegistration = {
  exports: [equipmentCsvExport, placesCsvExport],
  imports: [equipmentCsvImport, placesCsvImport],
};
