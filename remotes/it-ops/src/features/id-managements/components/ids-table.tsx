import { useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Avatar, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, LinkButton, type DataTableSearch, type ListTableProps } from '@kanri/ui';
import type { IdRow, IdSortColumn } from '@kanri/contracts';
import { idRowFieldLabels, idSortColumnFields } from './id-labels';

/** The column that always shows. */
export const fixedIdColumns = ['LOGIN_ID'];

/** The add screen of a group ID for `loginId` (the "Register as group ID" action of an unknown id). */
export const groupIdAddPath = (loginId: string) => `/id-managements/group-id/add?${new URLSearchParams({ loginId })}`;

/** One line, cut with an ellipsis (the full text in the cell's `title`). */
const oneLine: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/**
 * The ID list's columns (000 §3 "ID management row"): the login id (with its group ID's tag linking
 * to the group), the person (avatar and name, linking to `/person/{id}`), the apps that know the
 * id, then the person's match type, worker type and status, contract type and the catalog names;
 * the sortable ones are keyed by their `sortColumn`. Unknown ids offer "Register as group ID".
 * Column titles are `idRowFields`' (issue 30); "Actions" is the list's own.
 */
export function useIdColumns(): TableColumnsType<IdRow> {
  const { t, i18n } = useLingui();
  return useMemo<TableColumnsType<IdRow>>(() => {
    const title = (key: IdSortColumn) => i18n._(idRowFieldLabels[idSortColumnFields[key]]);
    const personText = (key: IdSortColumn, value: (p: NonNullable<IdRow['person']>) => string | null, width = 150) => ({
      key,
      title: title(key),
      sorter: true,
      width,
      ellipsis: { showTitle: true },
      render: (_: unknown, row: IdRow) => (row.person ? value(row.person) : null),
    });
    return [
      {
        key: 'LOGIN_ID',
        title: title('LOGIN_ID'),
        sorter: true,
        width: 300,
        fixed: 'left',
        render: (_, row) => (
          <Flex vertical gap={2}>
            {/* a native title, not antd's measured ellipsis and tooltip: 100 rows of those cost ~1/3 of the list's render */}
            <span title={row.loginId} style={oneLine}>
              {row.loginId}
            </span>
            {row.groupId ? (
              <span>
                <Tag color="blue">{t`Group ID`}</Tag>
                <Link to={`/id-managements/group-id/${row.groupId.id}/members`}>{row.groupId.name}</Link>
              </span>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'PERSON',
        title: title('PERSON'),
        sorter: true,
        width: 220,
        render: (_, row) =>
          row.person ? (
            <Flex gap={8} align="center">
              <Avatar size="small" src={row.person.avatarUrl ?? undefined} alt="">
                {row.person.name.slice(0, 1)}
              </Avatar>
              <Link to={`/person/${row.person.id}`}>{row.person.name}</Link>
            </Flex>
          ) : row.groupId ? null : (
            <Typography.Text type="secondary">{t`Unknown`}</Typography.Text>
          ),
      },
      {
        key: 'apps',
        title: i18n._(idRowFieldLabels.apps),
        width: 200,
        render: (_, row) => (
          <Avatar.Group max={{ count: 4 }} size="small">
            {row.apps.map((app) => (
              // a native title instead of a Tooltip per avatar (antd passes other props to its <span>; AvatarProps does not list them)
              <Avatar key={app.appIntegrationId} src={app.avatarUrl ?? undefined} alt={app.name} {...({ title: app.name } satisfies HTMLAttributes<HTMLSpanElement>)}>
                {app.name.slice(0, 1)}
              </Avatar>
            ))}
          </Avatar.Group>
        ),
      },
      personText('MATCH_TYPE', (p) => p.matchTypeLabel, 140),
      personText('WORKER_TYPE', (p) => p.workerTypeLabel, 130),
      { key: 'status', title: i18n._(idRowFieldLabels.status), width: 120, render: (_, row) => row.person?.statusLabel ?? null },
      personText('CONTRACT_TYPE', (p) => p.workerContractTypeLabel, 130),
      personText('EMPLOYMENT_TYPE', (p) => p.employmentTypeName),
      personText('BOARD_MEMBER_TYPE', (p) => p.boardMemberTypeName),
      personText('CONTRACTOR_TYPE', (p) => p.contractorTypeName),
      personText('COLLABORATOR_TYPE', (p) => p.collaboratorTypeName),
      {
        key: 'actions',
        title: t`Actions`,
        width: 190,
        render: (_, row) =>
          !row.person && !row.groupId ? (
            <LinkButton size="small" to={groupIdAddPath(row.loginId)} aria-label={t`Register ${row.loginId} as a group ID`}>
              {t`Register as group ID`}
            </LinkButton>
          ) : null,
      },
    ];
  }, [t, i18n]);
}

/** Props of {@link IdsTable}: the `DataTable` props but its columns and row key. */
export type IdsTableProps<Search extends DataTableSearch = DataTableSearch> = ListTableProps<IdRow, Search>;

/** The ID list's table: server sort and paging; the user's column settings when given. */
export function IdsTable<Search extends DataTableSearch>(props: IdsTableProps<Search>) {
  const { t } = useLingui();
  const columns = useIdColumns();
  return <DataTable rowKey="loginId" columns={columns} caption={t`Login IDs`} tableProps={{ tableLayout: 'fixed', scroll: { x: 2100 } }} {...props} />;
}
