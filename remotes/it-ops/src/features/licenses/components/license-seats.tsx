import { useState } from 'react';
import { Alert, Avatar, Button, Card, Flex, Table, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isApiError, useDialogs, useToast } from '@kanri/runtime';
import { DeviceNameCell, DevicePicker, EmptyState, ErrorState, WorkerPicker, sectionHeading } from '@kanri/ui';
import type { LicenseAssigneeType, LicenseAssignment, LicenseDetail } from '@kanri/contracts';
import { useLicenseAssignments } from '../api/get-license-assignments';
import { useCreateLicenseAssignment } from '../api/create-license-assignment';
import { useDeleteLicenseAssignment } from '../api/delete-license-assignment';
import { LicenseSeatsTag } from './license-seats-tag';

/**
 * The people or devices tab of a license (001 §2 "/licenses/{id}" people and devices tabs): seats
 * used of the total and the expiry, a picker and "Assign" (the server refuses past the seats total
 * and its localized message shows under the picker and in a toast), and the holders with "Unassign"
 * (after a confirm). An expired or full license says so before anyone tries.
 */
export function LicenseSeats({ license, assigneeType }: { license: LicenseDetail; assigneeType: LicenseAssigneeType }) {
  const { t } = useLingui();
  const toast = useToast();
  const { confirm } = useDialogs();
  const seats = useLicenseAssignments(license.id, assigneeType);
  const assign = useCreateLicenseAssignment();
  const unassign = useDeleteLicenseAssignment();
  const [holderId, setHolderId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const people = assigneeType === 'PERSON';
  const seatsUsed = seats.data?.seatsUsed ?? license.seatsUsed;
  const seatsTotal = seats.data?.seatsTotal ?? license.seatsTotal;
  const full = seatsUsed >= seatsTotal;

  const onAssign = async () => {
    if (!holderId) return;
    setRefusal(null);
    try {
      await assign.trigger({ params: { id: license.id }, body: people ? { assigneeType: 'PERSON', personId: holderId } : { assigneeType: 'DEVICE', deviceId: holderId } });
      toast.success(t`The seat was assigned.`);
      setHolderId(null);
      await seats.mutate();
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      // the server says why (every seat in use, already holds one, not found): show it by the picker
      if (isApiError(error, 400)) setRefusal(error.fieldErrors.map((f) => f.message).join(' ') || error.message);
      else if (isApiError(error, 409)) setRefusal(error.message);
      toast.destructive(t`The seat could not be assigned.`, message);
    }
  };
  const onUnassign = async (seat: LicenseAssignment) => {
    const holder = seat.person?.name ?? seat.device?.name ?? '';
    const ok = await confirm({ title: t`Unassign this seat?`, content: t`"${holder}" will no longer hold a seat of this license.`, okText: t`Unassign`, danger: true });
    if (!ok) return;
    try {
      await unassign.trigger({ params: { id: license.id, assignmentId: seat.id } });
      toast.success(t`The seat was unassigned.`);
      setRefusal(null);
      await seats.mutate();
    } catch (error) {
      toast.destructive(t`The seat could not be unassigned.`, error instanceof Error ? error.message : undefined);
    }
  };

  const title = people ? t`Seats held by people` : t`Seats held by devices`;
  const pickerLabel = people ? t`Person to assign` : t`Device to assign`;
  return (
    <Card title={<h2 style={sectionHeading}>{title}</h2>} extra={<LicenseSeatsTag seatsUsed={seatsUsed} seatsTotal={seatsTotal} />}>
      <Flex vertical gap={16}>
        {license.isExpired ? <Alert type="warning" showIcon message={t`This license has expired. Renew it before assigning seats.`} /> : null}
        {full ? <Alert type="info" showIcon message={t`Every seat of this license is in use.`} /> : null}
        <Flex gap={8} align="start" wrap>
          <div style={{ minWidth: 320, flex: '0 1 420px' }}>
            {people ? (
              <WorkerPicker value={holderId} onChange={(id) => setHolderId(id)} aria-label={pickerLabel} status={refusal ? 'error' : undefined} />
            ) : (
              <DevicePicker value={holderId} onChange={(id) => setHolderId(id)} aria-label={pickerLabel} status={refusal ? 'error' : undefined} />
            )}
            {refusal ? (
              <Typography.Text type="danger" role="alert">
                {refusal}
              </Typography.Text>
            ) : null}
          </div>
          <Button type="primary" disabled={!holderId} loading={assign.isMutating} onClick={() => void onAssign()}>
            {t`Assign`}
          </Button>
        </Flex>
        {seats.error && !seats.data ? (
          <ErrorState description={seats.error.message} onRetry={() => void seats.mutate()} />
        ) : seats.data && seats.data.items.length === 0 ? (
          <EmptyState description={people ? t`No person holds a seat of this license yet.` : t`No device holds a seat of this license yet.`} />
        ) : (
          <Table<LicenseAssignment>
            rowKey="id"
            loading={seats.isLoading}
            dataSource={seats.data?.items ?? []}
            pagination={false}
            columns={[
              {
                key: 'holder',
                title: people ? t`Person` : t`Device`,
                render: (_, seat) =>
                  seat.person ? (
                    <Flex gap={8} align="center">
                      <Avatar size="small" src={seat.person.avatarUrl ?? undefined} alt="">
                        {seat.person.name.slice(0, 1)}
                      </Avatar>
                      <span>
                        {seat.person.name}
                        {seat.person.email ? <Typography.Text type="secondary"> {seat.person.email}</Typography.Text> : null}
                      </span>
                    </Flex>
                  ) : seat.device ? (
                    <DeviceNameCell genre={seat.device.genre} avatarUrl={seat.device.avatarUrl} name={seat.device.name} />
                  ) : null,
              },
              { key: 'assignedAt', title: t`Assigned`, width: 200, render: (_, seat) => formatDate(seat.assignedAt, 'dateTime') },
              {
                key: 'actions',
                title: t`Actions`,
                width: 140,
                render: (_, seat) => (
                  <Button size="small" danger onClick={() => void onUnassign(seat)}>
                    {t`Unassign`}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
