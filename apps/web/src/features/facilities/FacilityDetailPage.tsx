import { ShopIcon } from '../../app/ui/serviceIcons';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation, useQuery } from 'urql';
import { FACILITY_SIMILAR_DEFAULT } from '@dawa/shared/facilities';
import { POST_PAGES, postEditPath } from '@dawa/shared/postPages';
import { formatNumber, formatSerial } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useSession } from '../../app/session/session';
import { buttonClass } from '../../app/ui/buttonClass';
import { CardGrid } from '../../app/ui/CardGrid';
import { Gallery } from '../../app/ui/Gallery';
import {
  PostArticle,
  PostContact,
  PostDescription,
  PostDetailPage,
} from '../../app/posts/PostDetail';
import { FactList, PostLabel, PostLabels, PostSection } from '../../app/ui/PostParts';
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
  return (
    <PostDetailPage kind="facility" query={PropertyQuery} postOf={(data) => data.property}>
      {(facility) => <FacilityView facility={facility} />}
    </PostDetailPage>
  );
}

function FacilityView({ facility }: { facility: PropertyItem }) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const session = useSession();
  const format = useFacilityFormat();
  const own = session?.user.id === facility.createdBy;
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
    <PostArticle
      kind="facility"
      post={facility}
      badges={
        <PostLabels>
          {facility.listedFor && (
            <PostLabel label="listedFor">{format.listedForName(facility)}</PostLabel>
          )}
          <PostLabel label={facility.isClosed ? 'closed' : 'opened'}>
            {format.status(facility.isClosed)}
          </PostLabel>
          {!listed && <PostLabel label={facility.label}>{t(`labels.${facility.label}`)}</PostLabel>}
        </PostLabels>
      }
      subtitle={
        <p className={styles.headline}>
          <span className={styles.price}>{format.price(facility.price)}</span>
          <span className={styles.adNumber}>{t('card.adNumber', { number: adNumber })}</span>
        </p>
      }
      listed={listed}
      notice={notice}
    >
      {own && <OwnerActions facility={facility} />}
      {facility.images.length > 0 ? (
        <Gallery photos={facility.images} title={facility.name} />
      ) : (
        <div className={styles.noPhotos} title={t('card.noPhoto')}>
          <ShopIcon />
        </div>
      )}
      <FactList facts={facts} />
      <PostDescription kind="facility" text={facility.description} />
      {listed && !own && (
        <PostContact
          kind="facility"
          phoneNumber={facility.phoneNumber}
          email={facility.email}
          emailSubject={t('detail.emailSubject', { number: adNumber, name: facility.name })}
          whatsAppText={t('detail.whatsAppText', { number: adNumber, name: facility.name })}
        />
      )}
      {listed && <SimilarFacilities id={facility.id} />}
    </PostArticle>
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
      {contextHolder}
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
