import * as v from 'valibot';
import { idSchema } from '@kanri/contracts';

const localToday = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const optionalId = v.fallback(v.optional(idSchema), undefined);
const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined);

/**
 * URL search of `/organization/{id}` (001 §2): `baseDate` (absent or invalid → today), `positionId` /
 * `positionName`, `jobTypeId` / `jobTypeName`, `employmentTypeId` / `employmentTypeName` (the names
 * label the chosen filter before its choices load), `search`, and the members' paging.
 */
export const unitSearchSchema = v.object({
  baseDate: v.fallback(v.optional(v.pipe(v.string(), v.check(isDate)), () => localToday()), () => localToday()),
  positionId: optionalId,
  positionName: optionalText,
  jobTypeId: optionalId,
  jobTypeName: optionalText,
  employmentTypeId: optionalId,
  employmentTypeName: optionalText,
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200)), ''), ''),
  pageIndex: v.fallback(v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '0'), 0),
  pageSize: v.fallback(v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000)), '100'), 100),
});
export type UnitSearch = v.InferOutput<typeof unitSearchSchema>;
