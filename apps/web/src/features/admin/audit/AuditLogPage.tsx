import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useClient, useQuery } from 'urql';
import { Button } from 'antd';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import {
  ResourceTable,
  useTableParams,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import { dayEnd, dayStart, tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { dateColumn } from '../../../app/resource/dateColumn';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { adminCells } from '../../../app/ui/adminCells';
import { AdminPage } from '../../../app/ui/AdminPage';
import { AuditDetailDrawer } from './AuditDetailDrawer';
import {
  AuditLogActorsQuery,
  AuditLogOptionsQuery,
  AuditLogQuery,
  type AuditLogRow,
} from './auditLog.graphql';
import { valueText } from './auditDiff';
import styles from './AuditLogPage.module.css';

function variablesOf(params: TableParams) {
  const { filters } = params;
  return {
    filter: {
      entity: filters.entity,
      action: filters.action,
      createdByEmail: filters.user,
      from: dayStart(filters.from),
      to: dayEnd(filters.to),
    },
    ...tablePaging(params),
  };
}

const asOptions = (names: readonly string[] | undefined) =>
  (names ?? []).map((name) => ({ value: name, label: name }));

/** `/{lang}/admin/audit-log`: every recorded change (issue #16 point 2), read-only. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const client = useClient();
  useDocumentTitle(t('audit.title'));
  const [open, setOpen] = useState<AuditLogRow | null>(null);
  const [{ data: options }] = useQuery({ query: AuditLogOptionsQuery });

  const filters: ResourceFilter[] = [
    {
      key: 'entity',
      kind: 'select',
      label: t('audit.entity'),
      options: asOptions(options?.auditLogOptions.entities),
    },
    {
      key: 'action',
      kind: 'select',
      label: t('audit.action'),
      options: asOptions(options?.auditLogOptions.actions),
    },
    {
      key: 'user',
      kind: 'remote',
      label: t('audit.user'),
      search: async (text) => {
        const answer = await client
          .query(AuditLogActorsQuery, { search: text || null }, { requestPolicy: 'network-only' })
          .toPromise();
        if (!answer.data) throw answer.error ?? new Error('no data');
        return asOptions(answer.data.auditLogActors);
      },
    },
    { key: 'from', kind: 'date', label: t('audit.from') },
    { key: 'to', kind: 'date', label: t('audit.to') },
  ];

  const actorOf = (row: AuditLogRow) => row.createdByEmail ?? t('audit.system');

  const columns: ResourceColumn<AuditLogRow>[] = [
    // The log's first fact: shown at every width.
    dateColumn({
      key: 'createdAt',
      title: t('audit.columns.time'),
      date: (row) => row.createdAt,
      language,
      format: 'dateTime',
      responsive: [],
    }),
    {
      key: 'entity',
      title: t('audit.columns.entity'),
      sortable: true,
      render: (row) => (
        <div className={adminCells.name}>
          <bdi className={styles.code}>{row.entity}</bdi>
          <span className={`${adminCells.secondary} ${styles.shortId}`} dir="ltr">
            {row.entityId}
          </span>
        </div>
      ),
      csv: (row) => row.entity,
    },
    {
      key: 'entityId',
      title: t('audit.columns.entityId'),
      hidden: true,
      render: (row) => (
        <span className={styles.id} dir="ltr">
          {row.entityId}
        </span>
      ),
      csv: (row) => row.entityId,
    },
    {
      key: 'action',
      title: t('audit.columns.action'),
      sortable: true,
      // The action opens the change's detail: the one cell every width shows that names it.
      render: (row) => (
        <Button
          type="link"
          size="small"
          className={styles.open}
          aria-haspopup="dialog"
          onClick={() => setOpen(row)}
        >
          <bdi className={styles.code}>{row.action}</bdi>
        </Button>
      ),
      csv: (row) => row.action,
    },
    {
      key: 'user',
      title: t('audit.columns.user'),
      responsive: ['sm'],
      render: (row) =>
        row.createdByEmail ? (
          <span dir="ltr">{row.createdByEmail}</span>
        ) : (
          <span className={adminCells.secondary}>{t('audit.system')}</span>
        ),
      csv: actorOf,
    },
    {
      key: 'values',
      title: t('audit.columns.values'),
      responsive: ['lg'],
      render: (row) => (
        <span className={styles.values} dir="ltr">
          {valueText(row.values)}
        </span>
      ),
      csv: (row) => valueText(row.values),
    },
  ];

  const params = useTableParams(filters, columns);
  const { result, fetchPage } = useResourceRows(
    AuditLogQuery,
    variablesOf,
    (data) => data.auditLog,
    params,
  );

  return (
    <AdminPage titleId="admin-audit-title" title={t('audit.title')}>
      <ResourceTable<AuditLogRow>
        id="audit-log"
        label={t('audit.label')}
        rowKey={(row) => row.id}
        columns={columns}
        filters={filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        emptyText={t('audit.empty')}
      />
      <AuditDetailDrawer row={open} onClose={() => setOpen(null)} />
    </AdminPage>
  );
}
