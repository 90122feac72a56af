import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCreatePeopleGroup } from '../api/create-people-group';
import { PeopleGroupForm, emptyPeopleGroupFormValues, type PeopleGroupFormValues } from '../components/people-group-form';
import { RecordNewFrame } from '../components/record-pages';
import { recordPaths } from '../components/ref-tags';

/**
 * `/settings/permission-and-roles/people-groups/new` (001 §2, §3): the people group form; Add
 * calls `POST /v2/settings/people-groups`, then toasts and opens the new group's page. A 400 (on
 * the person it names) or a taken name goes under the fields; Cancel returns to the list.
 */
export function PeopleGroupNewPage() {
  const { t } = useLingui();
  const create = useCreatePeopleGroup();
  const [defaultValues] = useState(emptyPeopleGroupFormValues);
  return (
    <RecordNewFrame<PeopleGroupFormValues>
      family="people-groups"
      title={t`Add people group`}
      create={(body) => create.trigger({ body })}
      doneText={(name) => t`The people group "${name}" was added.`}
      failedTitle={t`The people group could not be added.`}
      pathOf={recordPaths.peopleGroup}
    >
      {(wiring) => <PeopleGroupForm defaultValues={defaultValues} {...wiring} />}
    </RecordNewFrame>
  );
}
