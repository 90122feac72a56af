import { useParams } from 'react-router-dom';
import { Flex } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { EditRecordButton, RecordGate, RecordHeader, RecordHistory, RecordTabs, useRecordEdit } from '@kanri/ui';
import type { StarlinkDetail } from '@kanri/contracts';
import { useStarlink } from '../api/get-starlink';
import { StarlinkDetails } from '../components/starlink-details';
import { StarlinkEditForm } from '../components/starlink-edit-form';
import { StarlinkOverview } from '../components/starlink-overview';
import { starlinkEnumLabels, starlinkFieldLabels, starlinkNetworkStatusColors, starlinkNetworkStatusLabels, starlinkStatusLabels } from '../components/starlink-labels';

/**
 * `/starlinks/{id}` and its tabs `overview` (the index opens it) and `detail` (001 §2): the header
 * (name, kit number, status and network status tags), the overview (status, data usage against
 * plan with the 30-day chart, last seen, location on the map) and the detail (every field; Edit
 * opens the form with the version read; the history). A non-UUID id or one the API does not find
 * shows the not-found page.
 */
export function StarlinkDetailPage() {
  const starlink = useStarlink(useParams().id);
  return <RecordGate query={starlink}>{(current) => <StarlinkView starlink={current} refetch={() => starlink.mutate()} />}</RecordGate>;
}

function StarlinkView({ starlink, refetch }: { starlink: StarlinkDetail; refetch: () => Promise<StarlinkDetail | undefined> }) {
  const { t, i18n } = useLingui();
  const edit = useRecordEdit(starlink, { refetch, conflictTitle: t`Someone else changed this terminal while you were editing it.` });
  const name = starlink.name;
  return (
    <section>
      <RecordHeader
        breadcrumb={[{ label: t`Starlink`, to: '/starlinks' }, { label: name }]}
        name={name}
        subtitle={starlink.kitSerialNumber}
        tags={[
          { key: 'status', label: i18n._(starlinkStatusLabels[starlink.status]), color: starlink.status === 'ACTIVE' ? 'blue' : 'default' },
          { key: 'network', label: i18n._(starlinkNetworkStatusLabels[starlink.networkStatus]), color: starlinkNetworkStatusColors[starlink.networkStatus] },
        ]}
      />
      <RecordTabs
        aria-label={t`Starlink terminal`}
        basePath={`/starlinks/${starlink.id}`}
        tabs={[
          { key: 'overview', label: t`Overview`, render: () => <StarlinkOverview starlink={starlink} /> },
          {
            key: 'detail',
            label: t({ message: 'Detail', context: 'starlinkTab' }),
            render: () => (
              <Flex vertical gap={16}>
                {edit.editing ? (
                  <StarlinkEditForm key={edit.base.version} edit={edit} />
                ) : (
                  <>
                    <div>
                      <EditRecordButton onClick={edit.start} />
                    </div>
                    <StarlinkDetails starlink={starlink} />
                  </>
                )}
                <RecordHistory
                  resourceType="STARLINK"
                  resourceId={starlink.id}
                  fieldLabels={starlinkFieldLabels}
                  valueLabels={starlinkEnumLabels}
                  references={{
                    placeId: starlink.place ? { [starlink.place.id]: starlink.place.name } : {},
                    adminPersonId: starlink.admin ? { [starlink.admin.personId]: starlink.admin.name } : {},
                  }}
                />
              </Flex>
            ),
          },
        ]}
      />
    </section>
  );
}
