import type { MessageDescriptor } from '../messages';

/**
 * One field of a resource, described once (issue 30 "A field is described once"; docs/fields.md):
 * - `label`: a Lingui message with an explicit id (catalog `contracts`, both languages), the one
 *   name the list column, the form, the history tab and the CSV header show;
 * - `kind`: how the value reads — `text`, `date` (ISO `YYYY-MM-DD`), `number`, `boolean` (a yes/no
 *   switch; the history says Yes / No), `enum` or `reference`;
 * - `values` (only `enum`): the label of every code, the one wording screens, history and CSV use
 *   (a CSV import accepts the code or either language's label, nothing else);
 * - `references` (only `reference`): the resource whose record the id names; history shows the
 *   display name stored with the change (docs/fields.md).
 */
export type FieldDescription =
  | { label: MessageDescriptor; kind: 'text' | 'date' | 'number' | 'boolean' }
  | { label: MessageDescriptor; kind: 'enum'; values: Readonly<Record<string, MessageDescriptor>> }
  | { label: MessageDescriptor; kind: 'reference'; references: string };

/**
 * Declares a resource's field descriptions, keeping the literal keys and each enumeration's codes
 * (so `placeFields.status.values` is a `Record<PlaceStatus, MessageDescriptor>`).
 *
 * @example export const placeFields = fields({ code: { label: …, kind: 'text' } });
 */
export function fields<const T extends Record<string, FieldDescription>>(description: T): T {
  return description;
}

/** The labels of a resource's fields by key: `fieldLabels(placeFields).code` is the code's label. */
export function fieldLabels<T extends Record<string, FieldDescription>>(description: T): { [K in keyof T]: MessageDescriptor } {
  return Object.fromEntries(Object.entries(description).map(([key, field]) => [key, field.label])) as { [K in keyof T]: MessageDescriptor };
}

/**
 * The labels of a resource's enumeration values by field (only its `enum` fields): a history shows
 * a stored code as its label, `enumValueLabels(equipmentFields).status.IN_USE`.
 */
export function enumValueLabels(description: Readonly<Record<string, FieldDescription>>): Record<string, Readonly<Record<string, MessageDescriptor>>> {
  return Object.fromEntries(Object.entries(description).flatMap(([key, field]) => (field.kind === 'enum' ? [[key, field.values]] : [])));
}
