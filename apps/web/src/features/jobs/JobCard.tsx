import { EnvironmentIcon } from '../../app/ui/postIcons';
import { WalletIcon } from './jobIcons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { postPath } from '@dawa/shared/postPages';
import { useLanguage } from '../../app/i18n/useLanguage';
import { PostByline } from '../../app/posts/PostByline';
import { placeOf } from '../../app/reference/referenceOptions';
import {
  PostCardActions,
  PostCardFacts,
  PostCardTitle,
  PostLabel,
  PostLabels,
} from '../../app/ui/PostParts';
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
  const place = placeOf(job, language, (region, city) => t('card.place', { region, city }));

  return (
    <Card aria-labelledby={titleId} data-job-id={job.id}>
      <PostCardTitle id={titleId} to={`/${language}${postPath('job', job.id)}`}>
        {job.name}
      </PostCardTitle>
      {showLabel && (
        <PostLabels>
          <PostLabel label={job.label}>{t(`labels.${job.label}`)}</PostLabel>
          {/* The edit waits for review; the ad stays listed as it was. */}
          {job.hasPendingEdit && (
            <PostLabel label="editInReview">{t('labels.editInReview')}</PostLabel>
          )}
        </PostLabels>
      )}
      {(job.companyName || job.position) && (
        <p className={styles.company}>
          {job.position && <span>{job.position.name[language]}</span>}
          {job.companyName && <bdi dir="auto">{job.companyName}</bdi>}
        </p>
      )}
      <PostCardFacts
        facts={[
          [
            <EnvironmentIcon key="place" />,
            <>
              {place}
              {texts.address && (
                <>
                  {' · '}
                  <bdi dir="auto" title={job.address}>
                    {texts.address}
                  </bdi>
                </>
              )}
            </>,
          ],
          [<WalletIcon key="salary" />, salary],
        ]}
      />
      <p className={styles.cardText} dir="auto">
        {texts.description}
      </p>
      <PostByline kind="job" creator={job.creator} date={job.publishedAt ?? job.createdAt} />
      {actions && <PostCardActions>{actions}</PostCardActions>}
    </Card>
  );
}
