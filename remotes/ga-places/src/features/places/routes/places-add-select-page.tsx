import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@kanri/ui';
import { AddMethodSelect } from '../../../components/add-method-select';

/** `/places/add-select` (000 §2): choose how to add places — one by one (`/places/add`) or from a CSV file (`/places/import-csv`). */
export function PlacesAddSelectPage() {
  const { t } = useLingui();
  return (
    <section>
      <PageHeader
        breadcrumb={[{ label: t`Places`, to: '/places' }, { label: t`Add places` }]}
        title={t`Add places`}
        description={t`Choose how to add places.`}
      />
      <AddMethodSelect
        methods={[
          { to: '/places/add', icon: <FormOutlined />, title: t`Add one by one`, description: t`Enter the details of one place in a form.` },
          {
            to: '/places/import-csv',
            icon: <FileTextOutlined />,
            title: t`Import from a CSV file`,
            description: t`Add many places at once from a CSV file. A template is available on the next screen.`,
          },
        ]}
      />
    </section>
  );
}
