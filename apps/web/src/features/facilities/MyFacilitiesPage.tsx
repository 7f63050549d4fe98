import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { FACILITY_PAGE_SIZE } from '@dawa/shared/facilities';
import { postEditPath } from '@dawa/shared/postPages';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Pager } from '../../app/paging/Pager';
import { usePagedQuery } from '../../app/paging/usePagedQuery';
import { buttonClass } from '../../app/ui/buttonClass';
import { EmptyState } from '../../app/ui/EmptyState';
import { PostAddLink, PostLinks } from '../../app/posts/PostLinks';
import { ListPage } from '../../app/ui/ListPage';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';
import { ActivateButton } from './ActivateButton';
import { FacilityCard } from './FacilityCard';
import { MyPropertiesQuery, PropertyChangedSubscription } from './facilities.graphql';

/**
 * `/{lang}/my-facilities` (SPEC §2, §4): the user's facility ads, accepted and waiting for
 * review, each with its label (In review, Ready, Active, Inactive), Edit, and Activate ad for
 * an inactive one. Live: a moderator's decision shows without a reload.
 */
export function MyFacilitiesPage() {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  useDocumentTitle(t('mine.heading'));
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((key) => key + 1);
  const { page, goTo, current, loading, pager } = usePagedQuery(
    MyPropertiesQuery,
    'myProperties',
    FACILITY_PAGE_SIZE,
    reloadKey,
  );
  useLiveSubscription(PropertyChangedSubscription, { mine: true }, reload, { onReopen: reload });

  return (
    <ListPage
      header={{
        title: t('mine.heading'),
        intro: t('mine.intro'),
        actions: <PostLinks kind="facility" to="list" label={t('detail.back')} />,
      }}
      items={current?.items}
      label={t('mine.heading')}
      keyOf={(facility) => facility.id}
      renderItem={(facility) => (
        <FacilityCard
          facility={facility}
          showLabel
          actions={
            <>
              <Link
                className={buttonClass()}
                to={`/${language}${postEditPath('facility', facility.id)}`}
              >
                {t('mine.edit')}
              </Link>
              <ActivateButton facility={facility} onActivated={reload} />
            </>
          }
        />
      )}
      loading={loading}
      loadingText={t('list.loading')}
      empty={
        <EmptyState>
          <p>{t('mine.empty')}</p>
          <PostAddLink kind="facility" />
        </EmptyState>
      }
      pager={<Pager namespace="facilities" page={page} pager={pager} goTo={goTo} />}
    />
  );
}
