import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useQuery, type DocumentInput } from 'urql';
import { useApiErrorEffect } from '../errors/useApiErrorEffect';
import { CardGrid } from '../ui/CardGrid';
import { Page } from '../ui/Page';
import { SummaryIntro } from '../ui/SummaryIntro';
import { PostLinks } from './PostLinks';
import { LISTED_KIND_NAMESPACES, type ListedKind } from './listedKinds';
import styles from './Posts.module.css';

export interface MyPostsSummaryProps<Data, Item extends { id: string }> {
  kind: ListedKind;
  /** How many of the newest to show; the rest are on the kind's "my" page. */
  limit: number;
  query: DocumentInput<Data, { first: number }>;
  itemsOf: (data: Data) => readonly Item[];
  /** An ad's card, with its label. */
  card: (item: Item) => ReactNode;
  /** The kind's saved alerts, under the ads. */
  alerts: ReactNode;
}

/**
 * A kind's profile tab (SPEC §2): the viewer's newest ads of the kind with their labels, links
 * to manage them and to add one, and their alerts.
 */
export function MyPostsSummary<Data, Item extends { id: string }>({
  kind,
  limit,
  query,
  itemsOf,
  card,
  alerts,
}: MyPostsSummaryProps<Data, Item>) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const [{ data, error }] = useQuery({
    query,
    variables: { first: limit },
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const items = data && itemsOf(data);

  return (
    <Page>
      <SummaryIntro actions={<PostLinks kind={kind} to="mine" label={t('mine.manage')} />}>
        {t('mine.intro')}
      </SummaryIntro>
      {items && items.length === 0 && <p className={styles.status}>{t('mine.empty')}</p>}
      {items && items.length > 0 && (
        <CardGrid items={items} label={t('mine.heading')} keyOf={(item) => item.id}>
          {card}
        </CardGrid>
      )}
      {alerts}
    </Page>
  );
}
