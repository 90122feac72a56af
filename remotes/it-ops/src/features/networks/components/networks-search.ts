import * as v from 'valibot';
import { networksSearchSchema, networkTypeSchema } from '@kanri/contracts';

/**
 * The URL search of `/networks` (000 §2 "Networks"): the contract's `networksSearchSchema` with
 * `networkType` as a plain array entry, so that `useListSearch` reads every repeated
 * `networkType` key (it recognises array entries by their schema type; the contract's entry is a
 * pipe that also accepts a comma list). Any unknown type makes the filter fall back to none.
 */
export const networksPageSearchSchema = v.object({
  ...networksSearchSchema.entries,
  networkType: v.fallback(v.optional(v.array(networkTypeSchema), []), []),
});
