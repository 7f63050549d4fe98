import type { ReactNode } from 'react';
import { CardGrid } from './CardGrid';
import { Page } from './Page';
import { PageHeader, type PageHeaderProps } from './PageHeader';
import { visuallyHidden } from './visuallyHidden';

export interface ListPageProps<T> {
  header: PageHeaderProps;
  /** Between the header and the list: filters, alerts. */
  filters?: ReactNode;
  /** The page's items; undefined until the first answer. */
  items: readonly T[] | undefined;
  /** The list's name for assistive technology. */
  label?: string;
  keyOf: (item: T) => string;
  /** A card; `index` is its place on the page. */
  renderItem: (item: T, index: number) => ReactNode;
  /** An answer is on its way: the first one, or a new page over the one shown. */
  loading: boolean;
  /** Said while the first answer is on its way. */
  loadingText: string;
  /** Shown instead of the list when it could not be loaded. */
  failure?: ReactNode;
  /** Shown while the first answer is on its way (skeleton cards). */
  placeholder?: ReactNode;
  /** Shown when the page has no items. */
  empty: ReactNode;
  /** Under the list: its pager. */
  pager: ReactNode;
}

/**
 * A page of posts: the header, the filters, the cards (or the loading, empty or failed
 * state) and the pager, with the loading said to assistive technology.
 */
export function ListPage<T>({
  header,
  filters,
  items,
  label,
  keyOf,
  renderItem,
  loading,
  loadingText,
  failure,
  placeholder,
  empty,
  pager,
}: ListPageProps<T>) {
  return (
    <Page>
      <PageHeader {...header} />
      {filters}
      <p className={visuallyHidden} role="status">
        {loading && !items ? loadingText : ''}
      </p>
      {failure ??
        (!items ? (
          placeholder
        ) : items.length === 0 ? (
          empty
        ) : (
          <CardGrid items={items} label={label} busy={loading} keyOf={keyOf}>
            {renderItem}
          </CardGrid>
        ))}
      {pager}
    </Page>
  );
}
