import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { Tag } from 'antd';
import { formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { dateColumn } from '../../../app/resource/dateColumn';
import {
  ResourceTable,
  useTableParams,
  type ResourceColumn,
} from '../../../app/resource/ResourceTable';
import { tablePaging } from '../../../app/resource/tableParams';
import { useResourceRows } from '../../../app/resource/useResourceRows';
import { ImportJobsTableQuery, type ImportJobView } from './import.graphql';
import styles from './ImportPage.module.css';

/**
 * The imports the caller reads (the entities whose section its roles open), newest first: each
 * links to its own page, where a reader sees its rows and a writer also its actions.
 */
export function ImportHistory() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const columns: ResourceColumn<ImportJobView>[] = [
    {
      key: 'fileName',
      title: t('import.history.file'),
      render: (job) => (
        <Link to={job.id} relative="path">
          <bdi>{job.fileName}</bdi>
        </Link>
      ),
      csv: (job) => job.fileName,
    },
    {
      key: 'entity',
      title: t('import.entity'),
      render: (job) => t(`import.entities.${job.entity}`),
      csv: (job) => job.entity,
      responsive: ['sm'],
    },
    {
      key: 'status',
      title: t('import.rows.status'),
      render: (job) => <Tag>{t(`import.jobStatus.${job.status}`)}</Tag>,
      csv: (job) => job.status,
      noWrap: true,
    },
    {
      key: 'imported',
      title: t('import.summary.imported'),
      render: (job) => (
        <span className={styles.number}>
          {formatNumber(job.imported, language)} / {formatNumber(job.total, language)}
        </span>
      ),
      csv: (job) => `${job.imported}/${job.total}`,
      noWrap: true,
    },
    dateColumn({
      key: 'createdAt',
      title: t('import.history.created'),
      date: (job) => job.createdAt,
      language,
    }),
  ];
  const params = useTableParams([], columns);
  const { result, fetchPage } = useResourceRows(
    ImportJobsTableQuery,
    tablePaging,
    (data) => data.importJobsTable,
    params,
  );
  return (
    <section className={styles.history} aria-labelledby="import-history-title">
      <h2 id="import-history-title" className={styles.historyTitle}>
        {t('import.history.title')}
      </h2>
      <ResourceTable<ImportJobView>
        id="import-history"
        label={t('import.history.title')}
        rowKey={(job) => job.id}
        columns={columns}
        filters={[]}
        params={params}
        result={result}
        fetchPage={fetchPage}
        emptyText={t('import.history.empty')}
      />
    </section>
  );
}
