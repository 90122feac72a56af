import * as v from 'valibot';
import type { FieldDescriptor } from '@kanri/ui';
import { starlinkNameMaxLength, starlinkNoteMaxLength, updateStarlinkBodySchema, type StarlinkDetail } from '@kanri/contracts';
import { starlinkFieldLabels } from './starlink-labels';

/** The edit form's schema: the update body without `version` (the kit's `useRecordEdit` sends the version read). */
export const starlinkFormSchema = v.omit(updateStarlinkBodySchema, ['version']);
/** The edit form's values (the body's input without `version`). */
export type StarlinkFormValues = v.InferInput<typeof starlinkFormSchema>;

/** The edited fields, declared once for the form and the read-only detail tab (place and admin are pickers). */
export const starlinkEditFields: FieldDescriptor[] = [
  { name: 'name', label: starlinkFieldLabels.name, kind: 'text', required: true, maxLength: starlinkNameMaxLength },
  { name: 'placeId', label: starlinkFieldLabels.placeId, kind: 'text' },
  { name: 'adminPersonId', label: starlinkFieldLabels.adminPersonId, kind: 'text' },
  { name: 'note', label: starlinkFieldLabels.note, kind: 'textarea', maxLength: starlinkNoteMaxLength, span: 2 },
];

/** The form's values from a terminal (a null note is an empty box). */
export function starlinkFormValuesOf(s: StarlinkDetail): StarlinkFormValues {
  return { name: s.name, placeId: s.placeId, adminPersonId: s.adminPersonId, note: s.note };
}
