import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { POST_PAGES } from '@dawa/shared/postPages';
import { useQuery } from 'urql';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { LazyPrescriptionFormDialog } from './LazyPrescriptionForm';
import { CardSkeletons, ListFailure, NewPrescriptionButton } from './ListParts';
import { PrescriptionCard } from './PrescriptionCard';
import { MyPrescriptionsQuery } from './prescriptions.graphql';
import { CardGrid } from '../../app/ui/CardGrid';
import { EmptyState } from '../../app/ui/EmptyState';
import { Page } from '../../app/ui/Page';
import { SummaryIntro } from '../../app/ui/SummaryIntro';
import { buttonClass } from '../../app/ui/buttonClass';

export interface MyPrescriptionsSummaryProps {
  /** How many of the newest to show; the rest are one link away (`/my-prescriptions`). */
  limit: number;
}

/** The viewer's newest accepted prescriptions, for the profile's tab (SPEC §2). */
export function MyPrescriptionsSummary({ limit }: MyPrescriptionsSummaryProps) {
  const { t } = useTranslation('prescriptions');
  const language = useLanguage();
  const [creating, setCreating] = useState(false);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: MyPrescriptionsQuery,
    variables: { first: limit },
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const connection = data?.myPrescriptions;
  const items = connection?.items;

  return (
    <Page>
      <SummaryIntro
        actions={
          <>
            {connection?.pageInfo.hasNextPage && (
              <Link className={buttonClass()} to={`/${language}/${POST_PAGES.prescription.mine}`}>
                {t('list.seeAllMine')}
              </Link>
            )}
            <NewPrescriptionButton onClick={() => setCreating(true)} />
          </>
        }
      >
        {t('list.myIntro')}
      </SummaryIntro>
      {error && !data ? (
        <ListFailure onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : !items ? (
        <CardSkeletons count={Math.min(limit, 3)} />
      ) : items.length === 0 ? (
        <EmptyState>
          <p>{t('list.emptyMine')}</p>
        </EmptyState>
      ) : (
        <CardGrid items={items} busy={fetching} keyOf={(item) => item.id}>
          {(item) => <PrescriptionCard item={item} />}
        </CardGrid>
      )}
      <LazyPrescriptionFormDialog open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
