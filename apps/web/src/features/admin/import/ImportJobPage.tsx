import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Alert, Button, Popconfirm, Progress, Statistic, Tag } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { IMPORT_ROW_STATUSES, type ImportRowStatus } from '@dawa/shared/importer';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { BusyButton } from '../../../app/forms/BusyButton';
import { formatDateTime, formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import {
  ResourceTable,
  useTableParams,
  type ResourceColumn,
  type ResourceFilter,
} from '../../../app/resource/ResourceTable';
import type { TableParams } from '../../../app/resource/tableParams';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { AdminPage } from '../../../app/ui/AdminPage';
import { Loading } from '../../../app/ui/Loading';
import { LoadError } from '../../../app/ui/LoadError';
import { validationMessageKey } from '../../../app/forms/validationMessageKey';
import {
  ImportCompleteMutation,
  ImportDiscardMutation,
  ImportJobQuery,
  ImportPauseMutation,
  ImportRowsQuery,
  type ImportJobView,
  type ImportRowView,
} from './import.graphql';
import { importableEntities } from './importableEntities';
import styles from './ImportPage.module.css';

/** How often a running import is asked how far it went. */
const POLL_MS = 1000;

const STATUS_TAG: Record<ImportRowStatus, string> = {
  pending: 'default',
  imported: 'success',
  error: 'error',
};

/** Progress in whole percent of the rows that can be imported; an empty import is complete. */
export function importPercent(job: Pick<ImportJobView, 'total' | 'invalid' | 'imported'>): number {
  const importable = job.total - job.invalid;
  if (importable <= 0) return 100;
  return Math.min(100, Math.floor((job.imported / importable) * 100));
}

/**
 * One import (SPEC §4): its rows 10 a page with PENDING / IMPORTED / ERROR and the error, a
 * progress bar, and what can be done next: complete (import, or resume), pause, discard, or
 * reset (choose another file).
 */
export interface ImportJobPageProps {
  roles: readonly string[];
}

export function ImportJobPage({ roles }: ImportJobPageProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const id = useParams().jobId ?? '';
  const handleError = useApiErrorHandler();
  const [{ data, error }, refetch] = useQuery({
    query: ImportJobQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const job = data?.importJob;
  useDocumentTitle(t('import.title'));

  const filters: ResourceFilter[] = [
    {
      key: 'status',
      kind: 'select',
      label: t('import.rows.status'),
      options: IMPORT_ROW_STATUSES.map((value) => ({
        value,
        label: t(`import.rowStatus.${value}`),
      })),
    },
  ];
  const columns: ResourceColumn<ImportRowView>[] = [
    {
      key: 'line',
      title: t('import.rows.line'),
      render: (row) => <span className={styles.number}>{formatNumber(row.line, language)}</span>,
      csv: (row) => String(row.line),
      sortable: true,
      noWrap: true,
    },
    {
      key: 'label',
      title: t('import.rows.label'),
      render: (row) => <bdi>{row.label}</bdi>,
      csv: (row) => row.label,
      // A phone shows the row number, its status and the error; the chooser adds the name.
      responsive: ['sm'],
    },
    {
      key: 'status',
      title: t('import.rows.status'),
      render: (row) => (
        <Tag color={STATUS_TAG[row.status]}>{t(`import.rowStatus.${row.status}`)}</Tag>
      ),
      csv: (row) => row.status,
      noWrap: true,
    },
    {
      key: 'errors',
      title: t('import.rows.errors'),
      render: (row) =>
        row.errors.map((problem) => (
          <div key={`${problem.column}-${problem.message}`}>
            {problem.column && (
              <code className={styles.column} dir="ltr">
                {problem.column}
              </code>
            )}{' '}
            {t(validationMessageKey(problem.message))}
          </div>
        )),
      csv: (row) =>
        row.errors
          .map((problem) => `${problem.column}: ${t(validationMessageKey(problem.message))}`)
          .join('; '),
    },
  ];
  const params = useTableParams(filters, columns);
  const variablesOf = (wanted: TableParams) => ({
    id,
    status: IMPORT_ROW_STATUSES.find((value) => value === wanted.filters.status) ?? null,
    page: wanted.page,
    pageSize: wanted.pageSize,
  });
  const { result, fetchPage, reload } = useResourceRows(
    ImportRowsQuery,
    variablesOf,
    (rows) => rows.importJob?.rows ?? { items: [], total: 0 },
    params,
  );

  // While it runs, the bar and the rows follow it.
  const running = job?.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      refetch({ requestPolicy: 'network-only' });
      reload();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch, reload]);

  const [completing, complete] = useMutation(ImportCompleteMutation);
  const [pausing, pause] = useMutation(ImportPauseMutation);
  const [discarding, discard] = useMutation(ImportDiscardMutation);
  const act = async (run: (variables: { id: string }) => Promise<{ error?: CombinedError }>) => {
    const answer = await run({ id });
    if (answer.error) handleError(answer.error);
    reload();
  };

  if (!job) {
    return error ? (
      <LoadError
        message={t('import.loadFailed')}
        action={
          <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('resource.retry')}
          </Button>
        }
      />
    ) : (
      <Loading />
    );
  }

  // A reader of these imports sees where the job stands, without its actions.
  const writer = importableEntities(roles, 'write').some((entity) => entity === job.entity);
  const importable = job.total - job.invalid;
  const open = job.status === 'checked' || job.status === 'paused';
  const again = `../import?entity=${job.entity}`;
  return (
    <AdminPage
      titleId="import-job-title"
      title={t('import.jobTitle', { entity: t(`import.entities.${job.entity}`) })}
      actions={
        writer && (
          <Link to={again} relative="path">
            <Button icon={<ReloadOutlined aria-hidden />}>{t('import.reset')}</Button>
          </Link>
        )
      }
    >
      <div className={styles.report}>
        <p className={styles.muted}>
          <bdi className={styles.fileName}>{job.fileName}</bdi> ·{' '}
          {formatDateTime(job.createdAt, language)} ·{' '}
          <Tag>{t(`import.jobStatus.${job.status}`)}</Tag>
        </p>
        <div className={styles.stats}>
          <Statistic title={t('import.summary.total')} value={formatNumber(job.total, language)} />
          <Statistic
            title={t('import.summary.invalid')}
            value={formatNumber(job.invalid, language)}
          />
          <Statistic
            title={t('import.summary.imported')}
            value={formatNumber(job.imported, language)}
          />
        </div>
        <div role="status" className={styles.progress}>
          <Progress
            percent={importPercent(job)}
            status={running ? 'active' : job.status === 'completed' ? 'success' : 'normal'}
            aria-label={t('import.progressLabel')}
          />
          <p className={styles.muted}>
            {t('import.progress', {
              done: formatNumber(job.imported, language),
              total: formatNumber(importable, language),
            })}
          </p>
        </div>
        {job.status === 'completed' && <Alert type="success" showIcon title={t('import.done')} />}
        {job.status === 'discarded' && <Alert type="info" showIcon title={t('import.discarded')} />}
        {writer && (open || running) && (
          <div className={styles.fileActions}>
            {open && (
              <BusyButton
                type="primary"
                icon={<UploadOutlined aria-hidden />}
                busy={completing.fetching}
                disabled={importable - job.imported <= 0}
                onClick={() => void act(complete)}
              >
                {job.status === 'paused'
                  ? t('import.resume')
                  : t('import.complete', {
                      count: importable,
                      rows: formatNumber(importable, language),
                    })}
              </BusyButton>
            )}
            {running && (
              <BusyButton
                icon={<PauseCircleOutlined aria-hidden />}
                busy={pausing.fetching}
                onClick={() => void act(pause)}
              >
                {t('import.pause')}
              </BusyButton>
            )}
            {open && (
              <Popconfirm
                title={t('import.discardConfirm')}
                okText={t('import.discard')}
                cancelText={t('import.cancel')}
                okButtonProps={{ danger: true, loading: discarding.fetching }}
                onConfirm={() => act(discard)}
              >
                <Button danger icon={<DeleteOutlined aria-hidden />}>
                  {t('import.discard')}
                </Button>
              </Popconfirm>
            )}
          </div>
        )}
      </div>
      <ResourceTable<ImportRowView>
        id="import-rows"
        label={t('import.rows.label')}
        rowKey={(row) => String(row.line)}
        columns={columns}
        filters={filters}
        params={params}
        result={result}
        fetchPage={fetchPage}
        emptyText={t('import.rows.empty')}
      />
    </AdminPage>
  );
}
