import type { ReactNode } from 'react';
import { Flex, Space, Typography } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { EditRecordButton, RecordGate, RecordHeader, RecordHistory, RecordTabs, useRecordEdit, type RecordEdit } from '@kanri/ui';
import { workerStatusLabels, workerTypeLabels, type PersonDetail } from '@kanri/contracts';
import { usePerson } from '../api/get-person';
import { EmployeeInformationTab } from '../components/employee-information-tab';
import { ActivityTab, AppsTab, DevicesTab, EquipmentTab } from '../components/holdings-tabs';
import { PublicIdTab } from '../components/public-ids-tab';
import { LeavingActions } from '../components/leave-dialog';
import { PersonalInformationTab } from '../components/personal-information-tab';
import { personDateFields, personFieldLabels, personValueLabels, workerStatusColors } from '../components/person-labels';

/** A tab's own Edit button (top right), hidden while editing or when the record is read-only there. */
function EditBar({ edit, allowed, children }: { edit: RecordEdit<PersonDetail>; allowed: boolean; children: ReactNode }) {
  return (
    <Flex vertical gap={12}>
      {allowed && !edit.editing ? (
        <Flex justify="flex-end">
          <EditRecordButton onClick={edit.start} />
        </Flex>
      ) : null}
      {children}
    </Flex>
  );
}

/** The record header (001 §2): name (family name first in Japanese) and kana, avatar, worker type and status, department and position, breadcrumb. */
export function PersonHeader({ person, alumni, actions }: { person: PersonDetail; alumni: boolean; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const unit = [person.department?.name, person.position?.name].filter(Boolean).join(' / ');
  return (
    <RecordHeader
      breadcrumb={[alumni ? { label: t`Alumni`, to: '/people/alumni' } : { label: t`Workforce`, to: '/people/workforce' }, { label: person.name }]}
      name={person.name}
      avatar={{ src: person.avatarUrl ?? undefined }}
      subtitle={
        <Space wrap>
          <Typography.Text type="secondary">{person.nameKana}</Typography.Text>
          <Typography.Text type="secondary">{person.workerNumber}</Typography.Text>
          {unit ? <span>{unit}</span> : null}
        </Space>
      }
      tags={[
        { key: 'workerType', label: i18n._(workerTypeLabels[person.workerType]) },
        { key: 'status', label: i18n._(workerStatusLabels[person.status]), color: workerStatusColors[person.status] },
      ]}
      actions={actions}
    />
  );
}

/**
 * One person's record with its tabs (001 §2 "Person screens"): public-id, personal-information
 * (with the family members; not for alumni), history, equipment, employee-information, devices,
 * apps, activity. Alumni: the same tabs, the family left out, employee information and leaving
 * read-only (personal information stays editable: papers after leaving go to the new address).
 */
function PersonProfile({ person, alumni, refetch }: { person: PersonDetail; alumni: boolean; refetch: () => Promise<PersonDetail | undefined> }) {
  const { t } = useLingui();
  const conflictTitle = t`Someone else changed this person while you were editing.`;
  const personalEdit = useRecordEdit(person, { refetch, conflictTitle });
  const employeeEdit = useRecordEdit(person, { refetch, conflictTitle, conflictField: 'employeeInformation.workerNumber' });
  const basePath = alumni ? `/person/alumni/${person.id}` : `/person/${person.id}`;
  const tabs = [
    { key: 'public-id', label: t`Public IDs`, render: () => <PublicIdTab person={person} /> },
    {
      key: 'personal-information',
      label: t`Personal information`,
      render: () => (
        <EditBar edit={personalEdit} allowed>
          <PersonalInformationTab person={person} edit={personalEdit} showFamily={!alumni} />
        </EditBar>
      ),
    },
    {
      key: 'history',
      label: t`History`,
      render: () => (
        <RecordHistory
          resourceType="PERSON"
          resourceId={person.id}
          fieldLabels={personFieldLabels}
          valueLabels={personValueLabels}
          dateFields={personDateFields}
          references={{
            'employeeInformation.departmentId': person.department ? { [person.department.id]: person.department.name } : {},
            'employeeInformation.positionId': person.position ? { [person.position.id]: person.position.name } : {},
            'employeeInformation.jobTypeId': person.jobType ? { [person.jobType.id]: person.jobType.name } : {},
            'employeeInformation.placeId': person.place ? { [person.place.id]: person.place.name } : {},
          }}
        />
      ),
    },
    { key: 'equipment', label: t`Equipment`, render: () => <EquipmentTab person={person} /> },
    {
      key: 'employee-information',
      label: t`Employee information`,
      render: () => (
        <EditBar edit={employeeEdit} allowed={!alumni}>
          <EmployeeInformationTab person={person} edit={employeeEdit} />
        </EditBar>
      ),
    },
    { key: 'devices', label: t`Devices`, render: () => <DevicesTab person={person} /> },
    { key: 'apps', label: t`Apps`, render: () => <AppsTab person={person} /> },
    { key: 'activity', label: t`Activity`, render: () => <ActivityTab person={person} /> },
  ];
  return (
    <section>
      <PersonHeader person={person} alumni={alumni} actions={alumni ? undefined : <LeavingActions person={person} />} />
      <RecordTabs tabs={tabs} basePath={basePath} aria-label={t`Person record`} />
    </section>
  );
}

/**
 * Sends an alumnus opened at `/person/{id}/…` to `/person/alumni/{id}/…` and a current worker
 * opened at the alumni address back (same tab), so each record has one address.
 */
function PersonRoute({ alumni }: { alumni: boolean }) {
  const { id, tab } = useParams();
  const person = usePerson(id);
  return (
    <RecordGate query={person} avatar>
      {(current) => {
        if (current.isAlumni !== alumni) {
          const to = `${current.isAlumni ? '/person/alumni' : '/person'}/${current.id}/${tab ?? 'personal-information'}`;
          return <Navigate to={to} replace />;
        }
        return <PersonProfile person={current} alumni={alumni} refetch={() => person.mutate()} />;
      }}
    </RecordGate>
  );
}

/** `/person/{id}/{tab}` — a current worker's record (not a UUID, unknown, another company's → not found). */
export function PersonPage() {
  return <PersonRoute alumni={false} />;
}

/** `/person/alumni/{id}/{tab}` — an alumnus's record. */
export function AlumniPersonPage() {
  return <PersonRoute alumni />;
}
