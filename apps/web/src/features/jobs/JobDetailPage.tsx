import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { POST_PAGES } from '@dawa/shared/postPages';
import { formatListDate } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { placeOf } from '../../app/reference/referenceOptions';
import { ShareMenu } from '../../app/dialogs/ShareMenu';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { ContactButtons } from '../../app/ui/ContactButtons';
import {
  Byline,
  FactList,
  PostHeader,
  PostLabel,
  PostMissing,
  PostNotice,
  PostSection,
  PostShare,
  PostText,
} from '../../app/ui/PostParts';
import { JobQuery, type JobItem } from './jobs.graphql';
import { useSalaryText } from './useSalaryText';
import { Page } from '../../app/ui/Page';
import { BackLink } from '../../app/ui/BackLink';
import { pageTitle } from '../../app/ui/pageTitle';

/** `/{lang}/job-opportunities/:id`: one ad, with the ways to contact the employer. */
export function JobDetailPage() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  const [{ data, error, fetching }] = useQuery({
    query: JobQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const job = data?.job;
  useDocumentTitle(job?.name ?? t('section'));

  if (!job) {
    return (
      <PostMissing
        fetching={fetching}
        error={error}
        loadingText={t('list.loading')}
        notFoundText={t('detail.notFound')}
      />
    );
  }
  return <JobView job={job} />;
}

function JobView({ job }: { job: JobItem }) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const salary = useSalaryText(job.salary);
  const author = job.creator?.fullName ?? t('card.unknownAuthor');
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
  const whatsAppText = t('detail.whatsAppText', { name: job.name });

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
    <Page as="article" aria-labelledby="job-title">
      <BackLink to={`/${language}/${POST_PAGES.job.list}`}>{t('detail.back')}</BackLink>
      <PostHeader>
        <h1 id="job-title" className={pageTitle}>
          <bdi>{job.name}</bdi>
        </h1>
        {(job.hired || job.expired || job.postStatus === 'pending') && (
          <PostLabel label={job.label}>{t(`labels.${job.label}`)}</PostLabel>
        )}
        <Byline
          author={author}
          avatar={job.creator?.avatar}
          byText={t('card.by', { name: author })}
          date={
            job.publishedAt
              ? {
                  iso: job.publishedAt,
                  text: t('card.published', { date: formatListDate(job.publishedAt, language) }),
                }
              : null
          }
          size={32}
        />
        {open && (
          <PostShare>
            <ShareMenu
              service={POST_PAGES.job.list}
              id={job.id}
              text={`${job.name} - ${job.description.slice(0, 120)}`}
            />
          </PostShare>
        )}
      </PostHeader>
      {notice && <PostNotice>{notice}</PostNotice>}
      <FactList facts={facts} />
      <PostSection id="job-description" title={t('detail.description')}>
        <PostText>{job.description}</PostText>
      </PostSection>
      {open && (
        <PostSection id="job-contact" title={t('detail.contact')}>
          <ContactButtons
            phoneNumber={job.phoneNumber}
            whatsAppText={whatsAppText}
            email={job.email}
            emailSubject={job.name}
            texts={{
              call: (phone) => t('detail.call', { phone }),
              whatsApp: t('detail.whatsApp'),
              email: t('detail.email'),
            }}
          />
        </PostSection>
      )}
    </Page>
  );
}
