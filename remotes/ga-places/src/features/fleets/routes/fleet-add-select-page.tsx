import CarOutlined from '@ant-design/icons/CarOutlined';
import TruckOutlined from '@ant-design/icons/TruckOutlined';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';
import { fleetMainTypeValues } from '@kanri/contracts';
import { AddMethodSelect } from '../../../components/add-method-select';
import { fleetMainTypeDescriptions, fleetMainTypeLabels } from '../components/fleet-labels';

/** `/fleets/add-select` (000 §2): choose the vehicle type — one card per main type, each opening `/fleets/add?mainType=…`. */
export function FleetAddSelectPage() {
  const { t, i18n } = useLingui();
  return (
    <section>
      <PageHeader breadcrumb={[{ label: t`Vehicles`, to: '/fleets' }, { label: t`Add vehicle` }]} title={t`Add vehicle`} description={t`Choose the type of vehicle to add.`} />
      <AddMethodSelect
        methods={fleetMainTypeValues.map((mainType) => ({
          to: `/fleets/add?mainType=${mainType}`,
          icon: mainType === 'TRUCK' || mainType === 'VAN' ? <TruckOutlined /> : <CarOutlined />,
          title: i18n._(fleetMainTypeLabels[mainType]),
          description: i18n._(fleetMainTypeDescriptions[mainType]),
        }))}
      />
    </section>
  );
}
