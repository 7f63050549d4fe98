import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { POST_PAGES } from '@dawa/shared/postPages';
import { AlertsPanel } from '../../app/alerts/AlertsPanel';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { CardGrid } from '../../app/ui/CardGrid';
import { paramsWithFilter } from './jobFilter';
import { JobCard } from './JobCard';
import { MyJobsQuery } from './jobs.graphql';
import { useAlertSummary } from './useAlertSummary';
import { useJobReference } from './useJobReference';
import styles from './Jobs.module.css';
import { Page } from '../../app/ui/Page';
import { SummaryIntro } from '../../app/ui/SummaryIntro';

export interface MyJobsSummaryProps {
  /** How many of the newest to show; the rest are on `/my-jobs`. */
  limit: number;
}

/**
 * The profile's jobs tab (SPEC §2): the viewer's newest job ads with their labels, and their
 * job alerts.
 */
export function MyJobsSummary({ limit }: MyJobsSummaryProps) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const [{ data, error }] = useQuery({
    query: MyJobsQuery,
    variables: { first: limit },
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const items = data?.myJobs.items;
  const summary = useAlertSummary(useJobReference());

  return (
    <Page>
      <SummaryIntro
        actions={
          <>
            <ButtonLink to={`/${language}/${POST_PAGES.job.mine}`}>{t('mine.manage')}</ButtonLink>
            <ButtonLink to={`/${language}/${POST_PAGES.job.create}`} type="primary">
              {t('list.add')}
            </ButtonLink>
          </>
        }
      >
        {t('mine.intro')}
      </SummaryIntro>
      {items && items.length === 0 && <p className={styles.status}>{t('mine.empty')}</p>}
      {items && items.length > 0 && (
        <CardGrid items={items} label={t('mine.heading')} keyOf={(job) => job.id}>
          {(job) => <JobCard job={job} showLabel />}
        </CardGrid>
      )}
      <AlertsPanel
        kind="job"
        summary={summary}
        search={(filter) => paramsWithFilter(new URLSearchParams(), filter).toString()}
      />
    </Page>
  );
}
