import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { FieldDescriptor } from '@kanri/ui';
import { starlinkNameMaxLength, starlinkNoteMaxLength, updateStarlinkBodySchema, type StarlinkDetail } from '@kanri/contracts';
import { starlinkFieldLabels } from './starlink-labels';

/** The edit form's schema: the update body without `version` (the kit's `useRecordEdit` sends the version read). */
export const starlinkFormSchema = v.omit(updateStarlinkBodySchema, ['version']);
/** The edit form's values (the body's input without `version`). */
export type StarlinkFormValues = v.InferInput<typeof starlinkFormSchema>;

/**
 * The edited fields, declared once for the form and the read-only detail tab (place and admin are
 * pickers): the name typed and its English name (issue 30; empty = none, English screens then show
 * the name typed).
 */
export const starlinkEditFields: FieldDescriptor[] = [
  { name: 'name', label: starlinkFieldLabels.name, kind: 'text', required: true, maxLength: starlinkNameMaxLength },
  { name: 'nameEn', label: starlinkFieldLabels.nameEn, kind: 'text', maxLength: starlinkNameMaxLength, description: msg`Leave empty to show the name in English too.` },
  { name: 'placeId', label: starlinkFieldLabels.placeId, kind: 'text' },
  { name: 'adminPersonId', label: starlinkFieldLabels.adminPersonId, kind: 'text' },
  { name: 'note', label: starlinkFieldLabels.note, kind: 'textarea', maxLength: starlinkNoteMaxLength, span: 2 },
];

/** The form's values from a terminal: both names as stored (not the one shown), a null note is an empty box. */
export function starlinkFormValuesOf(s: StarlinkDetail): StarlinkFormValues {
  return { name: s.nameJa, nameEn: s.nameEn, placeId: s.placeId, adminPersonId: s.adminPersonId, note: s.note };
}
