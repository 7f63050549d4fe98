import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { POST_PAGES } from '@dawa/shared/postPages';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { CardGrid } from '../../app/ui/CardGrid';
import { Page } from '../../app/ui/Page';
import { SummaryIntro } from '../../app/ui/SummaryIntro';
import { AlertsPanel } from '../../app/alerts/AlertsPanel';
import { FacilityCard } from './FacilityCard';
import { paramsWithFilter } from './facilityFilter';
import { useFacilityAlertSummary } from './useFacilityAlertSummary';
import { useFacilityReference } from './useFacilityReference';
import { MyPropertiesQuery } from './facilities.graphql';
import styles from './Facilities.module.css';

export interface MyFacilitiesSummaryProps {
  /** How many of the newest to show; the rest are on `/my-facilities`. */
  limit: number;
}

/** The profile's facilities tab (SPEC §2): the viewer's newest facility ads with their labels. */
export function MyFacilitiesSummary({ limit }: MyFacilitiesSummaryProps) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const [{ data, error }] = useQuery({
    query: MyPropertiesQuery,
    variables: { first: limit },
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const items = data?.myProperties.items;
  const summary = useFacilityAlertSummary(useFacilityReference());

  return (
    <Page>
      <SummaryIntro
        actions={
          <>
            <ButtonLink to={`/${language}/${POST_PAGES.facility.mine}`}>
              {t('mine.manage')}
            </ButtonLink>
            <ButtonLink to={`/${language}/${POST_PAGES.facility.create}`} type="primary">
              {t('list.add')}
            </ButtonLink>
          </>
        }
      >
        {t('mine.intro')}
      </SummaryIntro>
      {items && items.length === 0 && <p className={styles.status}>{t('mine.empty')}</p>}
      {items && items.length > 0 && (
        <CardGrid items={items} label={t('mine.heading')} keyOf={(facility) => facility.id}>
          {(facility) => <FacilityCard facility={facility} showLabel />}
        </CardGrid>
      )}
      <AlertsPanel
        kind="facility"
        summary={summary}
        search={(filter) => paramsWithFilter(new URLSearchParams(), filter, 'newest').toString()}
      />
    </Page>
  );
}
