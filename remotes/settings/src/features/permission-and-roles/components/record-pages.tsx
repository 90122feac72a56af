import type { ReactNode } from 'react';
import { Flex } from 'antd';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@kanri/runtime';
import { LinkButton, PageHeader, useSubmitError, type SchemaFormApi, DeleteRecordButton, type DeleteRecordButtonProps } from '@kanri/ui';
import { useFamilyBreadcrumb } from './family-breadcrumb';
import { familyListPaths, type RoleFamily } from './family-tabs';
import { useRecordEdit, type VersionedRecord } from './use-record-edit';

/** What a family's form takes from the page it sits on (add or edit). */
export interface RecordFormWiring<TBody> {
  /** Called with the validated body; a failure's field errors go on `form`. */
  onSubmit: (body: TBody, form: SchemaFormApi<TBody>) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  label: string;
  /** The conflict alert of an edit. */
  banner?: ReactNode;
}

/** Props of {@link RecordNewFrame}. */
export interface RecordNewFrameProps<TBody extends { name: string }> {
  family: RoleFamily;
  /** The page's title and the form's name ("Add role"). */
  title: string;
  /** Sends the POST; resolves the new record's id. */
  create: (body: TBody) => Promise<{ id: string }>;
  /** The success toast, naming the record. */
  doneText: (name: string) => string;
  /** The failure toast's title. */
  failedTitle: string;
  /** The new record's page. */
  pathOf: (id: string) => string;
  /** Renders the family's form with the page's wiring. */
  children: (wiring: RecordFormWiring<TBody>) => ReactNode;
}

/**
 * The add page of a role, product permission or people group (`…/new`): breadcrumb Settings ›
 * list › "Add …", the title and the family's form. Add creates the record, toasts and opens its
 * page; a 400 or a taken name (409) goes under the fields, keeping what was typed; Cancel returns
 * to the list.
 */
export function RecordNewFrame<TBody extends { name: string; nameEn?: string | null }>({ family, title, create, doneText, failedTitle, pathOf, children }: RecordNewFrameProps<TBody>) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const submitError = useSubmitError();
  const breadcrumb = useFamilyBreadcrumb();
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.record(family, title)} title={title} />
      {children({
        label: title,
        submitLabel: t`Add`,
        onCancel: () => void navigate(familyListPaths[family]),
        onSubmit: async (body, form) => {
          try {
            const { id } = await create(body);
            // the name the screen's language shows (issue 30): English the English name when given
            toast.success(doneText((i18n.locale === 'ja-JP' ? null : body.nameEn?.trim()) || body.name.trim()));
            await navigate(pathOf(id));
          } catch (error) {
            submitError(form, error, { conflictField: 'name', title: failedTitle });
          }
        },
      })}
    </section>
  );
}

/** Props of {@link RecordEditFrame}. */
export interface RecordEditFrameProps<T extends VersionedRecord & { name: string }, TBody> {
  record: T;
  /** Refetches the record (to tell a stale version from a refusal, and for Reload). */
  refetch: () => Promise<T | undefined>;
  family: RoleFamily;
  /** The page's title and the form's name ("Edit role"). */
  title: string;
  /** The record's page. */
  recordPath: string;
  /** Sends the PATCH with the body and the version. */
  save: (id: string, body: TBody & { version: number }) => Promise<unknown>;
  /** Renders the family's form from the record the edit is based on; give it `key={base.version}`. */
  children: (base: T, wiring: RecordFormWiring<TBody>) => ReactNode;
}

/**
 * The edit page of a role, product permission or people group (`…/{id}/edit`): breadcrumb list ›
 * record › Edit, the title and the family's form filled with the record. Save sends the body with
 * the `version` the edit started from, toasts and returns to the record; a conflict keeps what was
 * typed and offers Reload (`useRecordEdit`); Cancel returns to the record.
 */
export function RecordEditFrame<T extends VersionedRecord & { name: string }, TBody>({ record, refetch, family, title, recordPath, save, children }: RecordEditFrameProps<T, TBody>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const toast = useToast();
  const breadcrumb = useFamilyBreadcrumb();
  const { base, conflictAlert, onSaveError } = useRecordEdit(record, refetch);
  return (
    <section>
      <PageHeader breadcrumb={breadcrumb.edit(family, base.name, recordPath)} title={title} />
      {children(base, {
        label: title,
        banner: conflictAlert,
        submitLabel: t`Save`,
        onCancel: () => void navigate(recordPath),
        onSubmit: async (body, form) => {
          try {
            await save(base.id, { ...body, version: base.version });
            toast.success(t`The changes were saved.`);
            await navigate(recordPath);
          } catch (error) {
            await onSaveError(form, error);
          }
        },
      })}
    </section>
  );
}

/** Props of {@link RecordViewFrame}. */
export interface RecordViewFrameProps {
  family: RoleFamily;
  name: string;
  /** The record's edit page. */
  editPath: string;
  /** The Delete button's texts and call (its list is the family's). */
  remove: Omit<DeleteRecordButtonProps, 'listPath'>;
  /** The record's cards (details, holders, history). */
  children: ReactNode;
}

/**
 * The frame of a role's, product permission's or people group's page: breadcrumb Settings › list
 * › name, the name as title, Edit (a link to `…/edit`) and Delete (confirm), then the cards.
 */
export function RecordViewFrame({ family, name, editPath, remove, children }: RecordViewFrameProps) {
  const { t } = useLingui();
  const breadcrumb = useFamilyBreadcrumb();
  return (
    <section>
      <PageHeader
        breadcrumb={breadcrumb.record(family, name)}
        title={name}
        extra={
          <>
            <LinkButton icon={<EditOutlined />} to={editPath}>
              {t`Edit`}
            </LinkButton>
            <DeleteRecordButton {...remove} listPath={familyListPaths[family]} />
          </>
        }
      />
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </section>
  );
}
