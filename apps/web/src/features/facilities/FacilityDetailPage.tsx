import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { FACILITY_SIMILAR_DEFAULT } from '@dawa/shared/facilities';
import { POST_PAGES, postEditPath } from '@dawa/shared/postPages';
import { ShareMenu } from '../../app/dialogs/ShareMenu';
import { formatListDate, formatNumber, formatSerial } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useSession } from '../../app/session/session';
import { AntdScope } from '../../app/theme/AntdScope';
import { BackLink } from '../../app/ui/BackLink';
import { buttonClass } from '../../app/ui/buttonClass';
import { CardGrid } from '../../app/ui/CardGrid';
import { ContactButtons } from '../../app/ui/ContactButtons';
import { Gallery } from '../../app/ui/Gallery';
import { Page } from '../../app/ui/Page';
import { pageTitle } from '../../app/ui/pageTitle';
import {
  Byline,
  FactList,
  PostHeader,
  PostLabel,
  PostMissing,
  PostLabels,
  PostNotice,
  PostSection,
  PostShare,
  PostText,
} from '../../app/ui/PostParts';
import { useDeleteConfirmation } from '../../app/ui/useDeleteConfirmation';
import { ActivateButton } from './ActivateButton';
import { FacilityCard } from './FacilityCard';
import {
  PropertyDestroyMutation,
  PropertyQuery,
  SimilarPropertiesQuery,
  type PropertyItem,
} from './facilities.graphql';
import { useFacilityFormat } from './useFacilityFormat';
import styles from './Facilities.module.css';

/** `/{lang}/facilities/:id`: one facility ad, its photos, its facts and how to reach the advertiser. */
export function FacilityDetailPage() {
  const { t } = useTranslation('facilities');
  const { id = '' } = useParams();
  const [{ data, error, fetching }] = useQuery({
    query: PropertyQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const facility = data?.property;
  useDocumentTitle(facility?.name ?? t('section'));

  if (!facility) {
    return (
      <PostMissing
        fetching={fetching}
        error={error}
        loadingText={t('list.loading')}
        notFoundText={t('detail.notFound')}
      />
    );
  }
  return <FacilityView facility={facility} />;
}

function FacilityView({ facility }: { facility: PropertyItem }) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const session = useSession();
  const format = useFacilityFormat();
  const own = session?.user.id === facility.createdBy;
  const author = facility.creator?.fullName ?? t('card.unknownAuthor');
  const listed = facility.postStatus !== 'pending' && facility.isActive;
  const adNumber = formatSerial(facility.adNumber, language);
  const notice =
    facility.postStatus === 'pending'
      ? t('detail.pendingNotice')
      : !facility.isActive
        ? facility.deactivationReason
          ? t('detail.inactiveReason', { reason: facility.deactivationReason.name[language] })
          : t('detail.inactiveNotice')
        : facility.hasPendingEdit
          ? t('detail.editPendingNotice')
          : null;

  const facts: [string, ReactNode][] = [
    [t('detail.listedFor'), format.listedForName(facility)],
    [t('detail.type'), format.typeName(facility)],
    [t('detail.price'), format.price(facility.price)],
    [t('detail.area'), format.area(facility.spaceArea)],
    [t('detail.income'), format.income(facility.income)],
    [t('detail.status'), format.status(facility.isClosed)],
    [t('detail.place'), format.place(facility)],
    [t('detail.address'), <bdi dir="auto">{facility.address}</bdi>],
    [t('detail.adNumber'), adNumber],
    [t('detail.viewers'), formatNumber(facility.viewers, language)],
  ];

  return (
    <Page as="article" aria-labelledby="facility-title">
      <BackLink to={`/${language}/${POST_PAGES.facility.list}`}>{t('detail.back')}</BackLink>
      <PostHeader>
        <PostLabels>
          {facility.listedFor && (
            <PostLabel label="listedFor">{format.listedForName(facility)}</PostLabel>
          )}
          <PostLabel label={facility.isClosed ? 'closed' : 'opened'}>
            {format.status(facility.isClosed)}
          </PostLabel>
          {!listed && <PostLabel label={facility.label}>{t(`labels.${facility.label}`)}</PostLabel>}
        </PostLabels>
        <h1 id="facility-title" className={pageTitle}>
          <bdi>{facility.name}</bdi>
        </h1>
        <p className={styles.headline}>
          <span className={styles.price}>{format.price(facility.price)}</span>
          <span className={styles.adNumber}>{t('card.adNumber', { number: adNumber })}</span>
        </p>
        <Byline
          author={author}
          avatar={facility.creator?.avatar}
          byText={t('card.by', { name: author })}
          date={
            facility.publishedAt
              ? {
                  iso: facility.publishedAt,
                  text: t('card.published', {
                    date: formatListDate(facility.publishedAt, language),
                  }),
                }
              : null
          }
          size={32}
        />
        {listed && (
          <PostShare>
            <ShareMenu
              service={POST_PAGES.facility.list}
              id={facility.id}
              text={`${facility.name} - ${facility.description.slice(0, 120)}`}
            />
          </PostShare>
        )}
      </PostHeader>
      {notice && <PostNotice>{notice}</PostNotice>}
      {own && <OwnerActions facility={facility} />}
      {facility.images.length > 0 ? (
        <Gallery photos={facility.images} title={facility.name} />
      ) : (
        <div className={styles.noPhotos} title={t('card.noPhoto')}>
          <ShopOutlined aria-hidden />
        </div>
      )}
      <FactList facts={facts} />
      <PostSection id="facility-description" title={t('detail.description')}>
        <PostText>{facility.description}</PostText>
      </PostSection>
      {listed && !own && (
        <PostSection id="facility-contact" title={t('detail.contact')}>
          <ContactButtons
            phoneNumber={facility.phoneNumber}
            email={facility.email}
            emailSubject={t('detail.emailSubject', { number: adNumber, name: facility.name })}
            whatsAppText={t('detail.whatsAppText', { number: adNumber, name: facility.name })}
            texts={{
              call: (phone) => t('detail.call', { phone }),
              whatsApp: t('detail.whatsApp'),
              email: t('detail.email'),
            }}
          />
        </PostSection>
      )}
      {listed && <SimilarFacilities id={facility.id} />}
    </Page>
  );
}

/** Edit, Activate ad (an inactive one) and delete, for the ad's owner. */
function OwnerActions({ facility }: { facility: PropertyItem }) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const navigate = useNavigate();
  const [, destroy] = useMutation(PropertyDestroyMutation);
  const { confirmDelete, contextHolder } = useDeleteConfirmation();
  return (
    <section className={styles.ownerActions} aria-label={t('detail.owner')}>
      <Link className={buttonClass()} to={`/${language}${postEditPath('facility', facility.id)}`}>
        {t('detail.edit')}
      </Link>
      <ActivateButton facility={facility} />
      <button
        type="button"
        className={buttonClass()}
        onClick={() =>
          confirmDelete({
            title: t('detail.deleteTitle', { name: facility.name }),
            content: t('detail.deleteText'),
            okText: t('detail.delete'),
            cancelText: t('detail.cancel'),
            done: { key: `facility-${facility.id}`, title: t('detail.deleted') },
            remove: () => destroy({ id: facility.id }),
            onDeleted: () => void navigate(`/${language}/${POST_PAGES.facility.mine}`),
          })
        }
      >
        {t('detail.delete')}
      </button>
      <AntdScope>{contextHolder}</AntdScope>
    </section>
  );
}

/** Up to four listed facilities like this one (same type and listed-for, same governorate first). */
function SimilarFacilities({ id }: { id: string }) {
  const { t } = useTranslation('facilities');
  const [{ data }] = useQuery({
    query: SimilarPropertiesQuery,
    variables: { id, first: FACILITY_SIMILAR_DEFAULT },
  });
  const items = data?.similarProperties;
  if (!items || items.length === 0) return null;
  return (
    <PostSection id="facility-similar" title={t('detail.similar')}>
      <CardGrid items={items} label={t('detail.similar')} keyOf={(item) => item.id}>
        {(item) => <FacilityCard facility={item} />}
      </CardGrid>
    </PostSection>
  );
}
