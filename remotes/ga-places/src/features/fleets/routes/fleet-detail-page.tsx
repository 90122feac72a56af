import { Button, Card, Descriptions, Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { formatDate, useDialogs, useToast } from '@kanri/runtime';
import { DeleteRecordButton, EditRecordButton, RecordGate, RecordHeader, RecordHistory, RecordSection, RecordTimestamps, useRecordEdit, useRecordValues } from '@kanri/ui';
import type { FleetDetail } from '@kanri/contracts';
import { useFleet } from '../api/get-fleet';
import { useDeleteFleet } from '../api/delete-fleet';
import { useFleetSettings } from '../api/get-fleet-settings';
import { useUpdateFleet } from '../api/update-fleet';
import { DaysLeftTag } from '../components/due-date-tag';
import { FleetEditForm } from '../components/fleet-edit-form';
import { fleetFieldSections } from '../components/fleet-fields';
import { fleetFormValuesOf, toUpdateFleetBody } from '../components/fleet-form-model';
import { fleetEnumLabels, fleetFieldLabels, fleetMainTypeLabels, fleetStatusLabels } from '../components/fleet-labels';
import { FleetMileage } from '../components/fleet-mileage';

const statusColors = { ACTIVE: 'green', IN_MAINTENANCE: 'orange', RETIRED: 'default' } as const;

/**
 * `/fleets/{id}` (001 §2 "fleets"): the vehicle's page — header (name, registration number, type
 * and status tags; Edit, Retire, Delete with confirms), its due dates with the days left coloured
 * by the company's alert windows, its details, the mileage history with "Record mileage", and the
 * change history. Not found for an unknown id or one that is not a UUID.
 */
export function FleetDetailPage() {
  const fleet = useFleet(useParams().id);
  return <RecordGate query={fleet}>{(current) => <FleetView fleet={current} refetch={() => fleet.mutate()} />}</RecordGate>;
}

function FleetView({ fleet, refetch }: { fleet: FleetDetail; refetch: () => Promise<FleetDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteFleet();
  const update = useUpdateFleet();
  const dialogs = useDialogs();
  const toast = useToast();
  const settings = useFleetSettings();
  const values = useRecordValues();
  const edit = useRecordEdit(fleet, { refetch, conflictTitle: t`Someone else changed this vehicle while you were editing it.`, conflictField: 'registrationNumber' });
  const name = fleet.name;
  const retire = async () => {
    const ok = await dialogs.confirm({ title: t`Retire this vehicle?`, content: t`"${name}" will be marked as retired and will raise no more alerts. You can change its status again by editing it.`, okText: t`Retire`, danger: true });
    if (!ok) return;
    try {
      await update.trigger({ params: { id: fleet.id }, body: toUpdateFleetBody(fleetFormValuesOf(fleet), 'RETIRED', fleet.version) });
      toast.success(t`The vehicle "${name}" was retired.`);
      void refetch();
    } catch (error) {
      toast.destructive(t`The vehicle could not be retired.`, (error as Error).message);
    }
  };
  const windows = { inspection: settings.data?.inspectionAlertDays ?? 60, insurance: settings.data?.insuranceAlertDays ?? 30 };
  const due = (date: string | null, warnDays: number) =>
    date ? (
      <span>
        {formatDate(date)} {fleet.status === 'RETIRED' ? null : <DaysLeftTag date={date} warnDays={warnDays} />}
      </span>
    ) : (
      values.notSet
    );
  const custom = {
    // the page lists the name typed (the header shows the name in the UI language) and the English name as stored
    name: fleet.nameJa,
    placeId: fleet.place?.name ?? values.notSet,
    assignedPersonId: fleet.assignedPerson?.name ?? values.notSet,
    modelYear: fleet.modelYear ?? values.notSet,
  };
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Vehicles`, to: '/fleets' }, { label: name }]}
        name={name}
        subtitle={`${fleet.registrationNumber} · ${fleet.maker} ${fleet.model}`}
        tags={[
          { key: 'type', label: i18n._(fleetMainTypeLabels[fleet.mainType]) },
          { key: 'status', label: i18n._(fleetStatusLabels[fleet.status]), color: statusColors[fleet.status] },
        ]}
        actions={
          edit.editing ? undefined : (
            <>
              <EditRecordButton onClick={edit.start} />
              {fleet.status === 'RETIRED' ? null : (
                <Button onClick={() => void retire()} loading={update.isMutating}>
                  {t`Retire`}
                </Button>
              )}
              <DeleteRecordButton
                title={t`Delete this vehicle?`}
                content={t`"${name}" and its mileage history will be deleted. This cannot be undone.`}
                doneText={t`The vehicle "${name}" was deleted.`}
                failedTitle={t`The vehicle could not be deleted.`}
                onDelete={() => remove.trigger({ params: { id: fleet.id } })}
                listPath="/fleets"
                deleting={remove.isMutating}
              />
            </>
          )
        }
      />
      {edit.editing ? (
        <FleetEditForm key={edit.base.version} edit={edit} />
      ) : (
        <Flex vertical gap={16}>
          <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t`Due dates`}</h2>}>
            <Descriptions
              bordered
              column={{ xs: 1, lg: 3 }}
              items={[
                { key: 'inspection', label: i18n._(fleetFieldLabels.inspectionDueDate), children: due(fleet.inspectionDueDate, windows.inspection) },
                { key: 'compulsory', label: i18n._(fleetFieldLabels.compulsoryInsuranceDueDate), children: due(fleet.compulsoryInsuranceDueDate, windows.insurance) },
                { key: 'insurance', label: i18n._(fleetFieldLabels.insuranceDueDate), children: due(fleet.insuranceDueDate, windows.insurance) },
              ]}
            />
          </Card>
          {fleetFieldSections.map((section) => (
            <RecordSection key={section.key} title={i18n._(section.title)} items={values.items(fleet as unknown as Record<string, unknown>, section.fields, custom)} />
          ))}
          <RecordTimestamps createdAt={fleet.createdAt} updatedAt={fleet.updatedAt} />
          <FleetMileage fleetId={fleet.id} onRecorded={() => void refetch()} />
        </Flex>
      )}
      <RecordHistory
        resourceType="FLEET"
        resourceId={fleet.id}
        fieldLabels={fleetFieldLabels}
        valueLabels={fleetEnumLabels}
        dateFields={['inspectionDueDate', 'compulsoryInsuranceDueDate', 'insuranceDueDate', 'leaseEndDate']}
        references={{
          ...(fleet.place ? { placeId: { [fleet.place.id]: fleet.place.name } } : {}),
          ...(fleet.assignedPerson ? { assignedPersonId: { [fleet.assignedPerson.id]: fleet.assignedPerson.name } } : {}),
        }}
      />
    </section>
  );
}
