import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { formatListDate } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { placeOf } from '../../app/reference/referenceOptions';
import {
  PostArticle,
  PostContact,
  PostDescription,
  PostDetailPage,
} from '../../app/posts/PostDetail';
import { FactList, PostLabel } from '../../app/ui/PostParts';
import { JobQuery, type JobItem } from './jobs.graphql';
import { useSalaryText } from './useSalaryText';

/** `/{lang}/job-opportunities/:id`: one ad, with the ways to contact the employer. */
export function JobDetailPage() {
  return (
    <PostDetailPage kind="job" query={JobQuery} postOf={(data) => data.job}>
      {(job) => <JobView job={job} />}
    </PostDetailPage>
  );
}

function JobView({ job }: { job: JobItem }) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const salary = useSalaryText(job.salary);
  const open = job.postStatus !== 'pending' && !job.hired && !job.expired;
  const notice = job.hired
    ? t('detail.hiredNotice')
    : job.expired
      ? t('detail.expiredNotice')
      : job.postStatus === 'pending'
        ? t('detail.pendingNotice')
        : job.hasPendingEdit
          ? t('detail.editPendingNotice')
          : null;
  const place = placeOf(job, language, (region, city) => t('card.place', { region, city }));

  const facts: [string, ReactNode][] = [
    [t('detail.position'), job.position?.name[language]],
    [t('detail.workplace'), job.workplace?.name[language]],
    [t('detail.company'), job.companyName ? <bdi dir="auto">{job.companyName}</bdi> : null],
    [t('detail.place'), place],
    [t('detail.address'), <bdi dir="auto">{job.address}</bdi>],
    [t('detail.salary'), salary],
    [t('detail.runUntil'), formatListDate(job.runUntil, language)],
  ];

  return (
    <PostArticle
      kind="job"
      post={job}
      subtitle={
        (job.hired || job.expired || job.postStatus === 'pending') && (
          <PostLabel label={job.label}>{t(`labels.${job.label}`)}</PostLabel>
        )
      }
      listed={open}
      notice={notice}
    >
      <FactList facts={facts} />
      <PostDescription kind="job" text={job.description} />
      {open && (
        <PostContact
          kind="job"
          phoneNumber={job.phoneNumber}
          whatsAppText={t('detail.whatsAppText', { name: job.name })}
          email={job.email}
          emailSubject={job.name}
        />
      )}
    </PostArticle>
  );
}
