import EditOutlined from '@ant-design/icons/EditOutlined';
import { Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { LinkButton, PageHeader } from '@kanri/ui';
import type { ProductPermissionDetail } from '@kanri/contracts';
import { useProductPermission } from '../api/get-product-permission';
import { useDeleteProductPermission } from '../api/delete-product-permission';
import { useRecordHistory } from '../api/get-record-history';
import { DeleteRecordButton } from '../components/delete-record-button';
import { familyListPaths } from '../components/family-tabs';
import { useFamilyBreadcrumb } from '../components/family-breadcrumb';
import { useProductPermissionHistoryValue } from '../components/history-values';
import { ProductPermissionDetails } from '../components/product-permission-details';
import { RecordGate } from '../components/record-gate';
import { RecordHistory } from '../components/record-history';
import { recordPaths } from '../components/ref-tags';
import { productPermissionFieldLabels } from '../components/role-labels';

/**
 * `/settings/permission-and-roles/product-permissions/{id}` (001 §2, §3): the product permission
 * read-only and its history; Edit and Delete (confirm; the server refuses with a localized message
 * while roles still use it). A bad or unknown id shows the not-found page.
 */
export function ProductPermissionPage() {
  const { id } = useParams();
  const permission = useProductPermission(id);
  return <RecordGate query={permission}>{(current) => <ProductPermissionView permission={current} />}</RecordGate>;
}

function ProductPermissionView({ permission }: { permission: ProductPermissionDetail }) {
  const { t } = useLingui();
  const history = useRecordHistory('PRODUCT_PERMISSION', permission.id);
  const remove = useDeleteProductPermission();
  const renderValue = useProductPermissionHistoryValue();
  const breadcrumb = useFamilyBreadcrumb();
  const name = permission.name;
  return (
    <section>
      <PageHeader
        breadcrumb={breadcrumb.record('product-permissions', name)}
        title={name}
        extra={
          <>
            <LinkButton icon={<EditOutlined />} to={`${recordPaths.productPermission(permission.id)}/edit`}>
              {t`Edit`}
            </LinkButton>
            <DeleteRecordButton
              title={t`Delete this product permission?`}
              content={t`"${name}" will be deleted. This cannot be undone.`}
              doneText={t`The product permission "${name}" was deleted.`}
              failedTitle={t`The product permission could not be deleted.`}
              onDelete={() => remove.trigger({ params: { id: permission.id } })}
              listPath={familyListPaths['product-permissions']}
              deleting={remove.isMutating}
            />
          </>
        }
      />
      <Flex vertical gap={16}>
        <ProductPermissionDetails permission={permission} />
        <RecordHistory entries={history.data?.items} error={history.error} onRetry={() => void history.mutate()} fieldLabels={productPermissionFieldLabels} renderValue={renderValue} />
      </Flex>
    </section>
  );
}
