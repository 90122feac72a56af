import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';
import { AddMethodSelect } from '../../../components/add-method-select';

/** `/equipment/add-select` (001 §2 Equipment): choose how to add equipment — one by one (`/equipment/add`) or from a CSV file (`/equipment/import-csv`). */
export function EquipmentAddSelectPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Equipment`, to: '/equipment' }, { label: t`Add equipment` }]}
        title={t`Add equipment`}
        description={t`Choose how to add equipment.`}
      />
      <AddMethodSelect
        methods={[
          { to: '/equipment/add', icon: <FormOutlined />, title: t`Add one by one`, description: t`Enter the details of one piece of equipment in a form.` },
          {
            to: '/equipment/import-csv',
            icon: <FileTextOutlined />,
            title: t`Import from a CSV file`,
            description: t`Add many pieces of equipment at once from a CSV file. A template is available on the next screen.`,
          },
        ]}
      />
    </section>
  );
}
