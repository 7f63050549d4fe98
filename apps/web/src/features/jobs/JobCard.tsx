import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { postPath } from '@dawa/shared/postPages';
import { formatListDate } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { CardLink } from '../../app/ui/CardLink';
import { Avatar } from '../../app/ui/Avatar';
import { useExtraSmall } from '../../app/layout/useExtraSmall';
import { Card } from '../../app/ui/CardGrid';
import { cardTexts } from './jobFormat';
import type { JobItem } from './jobs.graphql';
import { useSalaryText } from './useSalaryText';
import styles from './Jobs.module.css';

export interface JobCardProps {
  job: JobItem;
  /** The owner's view: the ad's label (In Review, Active, Expired…) beside the title. */
  showLabel?: boolean;
  /** The owner's actions, under the card's text. */
  actions?: ReactNode;
}

/**
 * A job in a list (SPEC §9): title (the link), company, place, salary, the address and the
 * description cut for the screen, who posted it and when. Text keeps its own direction.
 */
export function JobCard({ job, showLabel, actions }: JobCardProps) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const extraSmall = useExtraSmall();
  const salary = useSalaryText(job.salary);
  const titleId = useId();
  const texts = cardTexts(job, extraSmall);
  const author = job.creator?.fullName ?? t('card.unknownAuthor');
  const place =
    job.city && job.region
      ? t('card.place', { region: job.region.name[language], city: job.city.name[language] })
      : (job.city?.name[language] ?? '');
  const date = job.publishedAt ?? job.createdAt;

  return (
    <Card aria-labelledby={titleId} data-job-id={job.id}>
      <h2 className={styles.cardTitle} id={titleId}>
        <CardLink to={`/${language}${postPath('job', job.id)}`}>
          <bdi>{job.name}</bdi>
        </CardLink>
      </h2>
      {showLabel && (
        <p className={styles.labels}>
          <span className={styles.label} data-label={job.label}>
            {t(`labels.${job.label}`)}
          </span>
          {/* The edit waits for review; the ad stays listed as it was. */}
          {job.hasPendingEdit && (
            <span className={styles.label} data-label="editInReview">
              {t('labels.editInReview')}
            </span>
          )}
        </p>
      )}
      {(job.companyName || job.position) && (
        <p className={styles.company}>
          {job.position && <span>{job.position.name[language]}</span>}
          {job.companyName && <bdi dir="auto">{job.companyName}</bdi>}
        </p>
      )}
      <ul className={styles.facts}>
        <li>
          <EnvironmentOutlined aria-hidden />
          <span>
            {place}
            {texts.address && (
              <>
                {' · '}
                <bdi dir="auto" title={job.address}>
                  {texts.address}
                </bdi>
              </>
            )}
          </span>
        </li>
        <li>
          <WalletOutlined aria-hidden />
          <span>{salary}</span>
        </li>
      </ul>
      <p className={styles.cardText} dir="auto">
        {texts.description}
      </p>
      <p className={styles.byline}>
        <Avatar name={author} src={job.creator?.avatar} size={24} />
        <bdi className={styles.author}>{t('card.by', { name: author })}</bdi>
        <time dateTime={date}>{t('card.published', { date: formatListDate(date, language) })}</time>
      </p>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </Card>
  );
}
