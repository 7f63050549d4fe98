import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import { POST_PAGES } from '@dawa/shared/postPages';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { formatListDate, formatPhone } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ShareMenu } from '../../app/dialogs/ShareMenu';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Avatar } from '../../app/ui/Avatar';
import { whatsAppNumber } from './jobFormat';
import { JobQuery, type JobItem } from './jobs.graphql';
import { useSalaryText } from './useSalaryText';
import { buttonClass } from '../../app/ui/buttonClass';
import styles from './Jobs.module.css';
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
  const notFound = error?.graphQLErrors.some((item) => item.extensions.code === 'NOT_FOUND');
  useApiErrorEffect(notFound ? undefined : error);
  const job = data?.job;
  useDocumentTitle(job?.name ?? t('section'));

  if (!job) {
    return (
      <Page>
        <p className={styles.status} role="status">
          {fetching ? t('list.loading') : notFound ? t('detail.notFound') : ''}
        </p>
      </Page>
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
  const place =
    job.city && job.region
      ? t('card.place', { region: job.region.name[language], city: job.city.name[language] })
      : (job.city?.name[language] ?? '');
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
      <header className={styles.detailHeader}>
        <h1 id="job-title" className={pageTitle}>
          <bdi>{job.name}</bdi>
        </h1>
        {(job.hired || job.expired || job.postStatus === 'pending') && (
          <span className={styles.label} data-label={job.label}>
            {t(`labels.${job.label}`)}
          </span>
        )}
        <p className={styles.byline}>
          <Avatar name={author} src={job.creator?.avatar} size={32} />
          <bdi className={styles.author}>{t('card.by', { name: author })}</bdi>
          {job.publishedAt && (
            <time dateTime={job.publishedAt}>
              {t('card.published', { date: formatListDate(job.publishedAt, language) })}
            </time>
          )}
        </p>
        {open && (
          <div className={styles.share}>
            <ShareMenu
              service={POST_PAGES.job.list}
              id={job.id}
              text={`${job.name} - ${job.description.slice(0, 120)}`}
            />
          </div>
        )}
      </header>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <dl className={styles.factList}>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <section className={styles.section} aria-labelledby="job-description">
        <h2 id="job-description" className={styles.sectionTitle}>
          {t('detail.description')}
        </h2>
        <p className={styles.description} dir="auto">
          {job.description}
        </p>
      </section>
      {open && (
        <section className={styles.section} aria-labelledby="job-contact">
          <h2 id="job-contact" className={styles.sectionTitle}>
            {t('detail.contact')}
          </h2>
          <div className={styles.contact}>
            <a className={buttonClass({ type: 'primary' })} href={`tel:${job.phoneNumber}`}>
              <PhoneOutlined aria-hidden />
              <span>{t('detail.call', { phone: formatPhone(job.phoneNumber) })}</span>
            </a>
            <a
              className={buttonClass()}
              href={`https://wa.me/${whatsAppNumber(job.phoneNumber)}?text=${encodeURIComponent(whatsAppText)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppOutlined aria-hidden />
              <span>{t('detail.whatsApp')}</span>
            </a>
            <a
              className={buttonClass()}
              href={`mailto:${job.email}?subject=${encodeURIComponent(job.name)}`}
            >
              <MailOutlined aria-hidden />
              <span>{t('detail.email')}</span>
            </a>
          </div>
        </section>
      )}
    </Page>
  );
}
