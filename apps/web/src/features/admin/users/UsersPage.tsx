import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Button, Tag } from 'antd';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { can } from '@dawa/shared/access';
import { USER_STATUSES } from '@dawa/shared/accounts';
import { ROLES } from '@dawa/shared/roles';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import {
  ResourceTable,
  useTableParams,
  type ResourceBulkAction,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import { dateColumn } from '../../../app/resource/dateColumn';
import { ltrColumn } from '../../../app/resource/resourceColumns';
import { dayEnd, dayStart, tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminPage } from '../../../app/ui/AdminPage';
import { useDeleteConfirmation } from '../../../app/ui/useDeleteConfirmation';
import { knownRoles } from '../adminNav';
import { InviteDrawer } from './InviteDrawer';
import { RolesDialog } from './RolesDialog';
import { UserDisableMutation, UsersQuery, type IamUserRow } from './users.graphql';
import styles from './UsersPage.module.css';

const ACCOUNT_TYPES = ['client', 'pharmacy'] as const;

function variablesOf(params: TableParams) {
  const { filters } = params;
  return {
    filter: {
      search: filters.search,
      role: filters.role,
      status: filters.status,
      accountType: filters.accountType,
      createdFrom: dayStart(filters.createdFrom),
      createdTo: dayEnd(filters.createdTo),
    },
    ...tablePaging(params),
  };
}

/** `/{lang}/admin/users`: IAM (issue #16) on the admin resource mechanism. */
export function UsersPage({ roles: viewerRoles }: { roles: readonly string[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  useDocumentTitle(t('users.title'));
  const writer = can(knownRoles(viewerRoles), 'users', 'write');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<IamUserRow | null>(null);
  const { confirmDelete: confirm, contextHolder } = useDeleteConfirmation();
  const [, disable] = useMutation(UserDisableMutation);

  const roleName = (role: string) =>
    knownRoles([role]).length > 0 ? t(`roles.${knownRoles([role])[0]!}`) : role;

  const filters: ResourceFilter[] = [
    { key: 'search', kind: 'search', label: t('users.search') },
    {
      key: 'role',
      kind: 'select',
      label: t('users.role'),
      options: ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
    },
    {
      key: 'status',
      kind: 'select',
      label: t('users.status'),
      options: USER_STATUSES.map((status) => ({
        value: status,
        label: t(`users.statuses.${status}`),
      })),
    },
    {
      key: 'accountType',
      kind: 'select',
      label: t('users.accountType'),
      options: ACCOUNT_TYPES.map((type) => ({
        value: type,
        label: t(`users.accountTypes.${type}`),
      })),
    },
    { key: 'createdFrom', kind: 'date', label: t('users.createdFrom') },
    { key: 'createdTo', kind: 'date', label: t('users.createdTo') },
  ];

  const accountTypeName = (type: string) =>
    type === 'client' || type === 'pharmacy' ? t(`users.accountTypes.${type}`) : type;
  const statusName = (user: IamUserRow) =>
    t(`users.statuses.${user.disabled ? 'disabled' : 'enabled'}`);

  const columns: ResourceColumn<IamUserRow>[] = [
    {
      key: 'fullName',
      title: t('users.columns.name'),
      sortable: true,
      render: (user) => (
        <div className={adminCells.name}>
          <bdi className={styles.name}>{user.fullName}</bdi>
          <span className={adminCells.secondary} dir="ltr">
            {user.email}
          </span>
        </div>
      ),
      csv: (user) => user.fullName,
    },
    ltrColumn({
      key: 'email',
      title: t('users.columns.email'),
      sortable: true,
      hidden: true,
      value: (user) => user.email,
    }),
    ltrColumn({
      key: 'phone',
      title: t('users.columns.phone'),
      hidden: true,
      value: (user) => user.phoneNumber ?? '',
    }),
    {
      key: 'roles',
      title: t('users.columns.roles'),
      render: (user) =>
        user.roles.length === 0 ? (
          <span className={adminCells.secondary}>{t('users.noRoles')}</span>
        ) : (
          <span className={styles.tags}>
            {user.roles.map((role) => (
              <Tag key={role} className={styles.role}>
                {roleName(role)}
              </Tag>
            ))}
          </span>
        ),
      csv: (user) => user.roles.map(roleName).join(' · '),
    },
    {
      key: 'status',
      title: t('users.columns.status'),
      render: (user) => <Tag color={user.disabled ? 'red' : undefined}>{statusName(user)}</Tag>,
      csv: statusName,
    },
    {
      key: 'accountType',
      title: t('users.columns.accountType'),
      sortable: true,
      responsive: ['md'],
      render: (user) => accountTypeName(user.accountType),
      csv: (user) => accountTypeName(user.accountType),
    },
    dateColumn({
      key: 'createdAt',
      title: t('users.columns.created'),
      date: (user) => user.createdAt,
      language,
    }),
  ];

  const params = useTableParams(filters, columns);
  const { result, fetchPage, reload } = useResourceRows(
    UsersQuery,
    variablesOf,
    (data) => data.users,
    params,
  );

  const setDisabled = async (user: IamUserRow, disabled: boolean) => {
    const result = await disable({ userId: user.id, disabled });
    if (result.error) handleError(result.error);
    return result;
  };

  const confirmDisable = (user: IamUserRow) =>
    confirm({
      title: t('users.confirmDisable', { name: user.fullName }),
      content: t('users.confirmDisableText'),
      okText: t('users.disable'),
      cancelText: t('users.cancel'),
      done: { key: `user-disabled-${user.id}`, title: t('users.disabled') },
      remove: () => disable({ userId: user.id, disabled: true }),
      onDeleted: reload,
    });

  const bulk = (disabled: boolean): ResourceBulkAction<IamUserRow> => ({
    key: disabled ? 'disable' : 'enable',
    label: t(disabled ? 'users.disableSelected' : 'users.enableSelected'),
    danger: disabled,
    run: async (rows) => {
      let changed = 0;
      for (const user of rows.filter((row) => row.disabled !== disabled))
        if (!(await setDisabled(user, disabled)).error) changed += 1;
      showToast(language, {
        type: 'success',
        key: 'users-bulk',
        title: t('users.bulkDone', { count: changed }),
      });
      reload();
    },
  });

  const rowActions = (user: IamUserRow) => (
    <span className={styles.actions}>
      <Button
        size="small"
        aria-label={t('users.editRolesOf', { name: user.fullName })}
        onClick={() => setEditing(user)}
      >
        {t('users.editRoles')}
      </Button>
      {user.disabled ? (
        <Button
          size="small"
          aria-label={t('users.enableOf', { name: user.fullName })}
          onClick={() =>
            void setDisabled(user, false).then((result) => {
              if (result.error) return;
              showToast(language, {
                type: 'success',
                key: `user-enabled-${user.id}`,
                title: t('users.enabled'),
              });
              reload();
            })
          }
        >
          {t('users.enable')}
        </Button>
      ) : (
        <Button
          size="small"
          danger
          aria-label={t('users.disableOf', { name: user.fullName })}
          onClick={() => confirmDisable(user)}
        >
          {t('users.disable')}
        </Button>
      )}
    </span>
  );

  return (
    <AdminPage
      titleId="admin-users-title"
      title={t('users.title')}
      before={contextHolder}
      actions={
        writer && (
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden />}
            onClick={() => setInviting(true)}
          >
            {t('users.invite')}
          </Button>
        )
      }
    >
      <ResourceTable<IamUserRow>
        id="users"
        label={t('users.label')}
        rowKey={(user) => user.id}
        columns={columns}
        filters={filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        bulkActions={writer ? [bulk(true), bulk(false)] : []}
        rowActions={writer ? rowActions : undefined}
        emptyText={t('users.empty')}
      />
      {writer && (
        <InviteDrawer open={inviting} onClose={() => setInviting(false)} onInvited={reload} />
      )}
      {editing && (
        <RolesDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </AdminPage>
  );
}
