import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { POST_PAGES } from '@dawa/shared/postPages';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import type { PageCursor } from '../../app/paging/cursorPaging';
import { Pager } from '../../app/paging/Pager';
import { EmptyState } from '../../app/ui/EmptyState';
import { ListPage } from '../../app/ui/ListPage';
import { LazyPrescriptionFormDialog } from './LazyPrescriptionForm';
import { CardSkeletons, ListFailure, NewPrescriptionButton } from './ListParts';
import { PrescriptionCard } from './PrescriptionCard';
import { usePrescriptionList } from './usePrescriptionList';
import { buttonClass } from '../../app/ui/buttonClass';

/** The public list or the viewer's own (SPEC §2/§4), with the "new prescription" form. */
export function PrescriptionListPage({ mine }: { mine: boolean }) {
  const { t } = useTranslation('prescriptions');
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(mine ? t('mySection') : t('section'));
  const list = usePrescriptionList(mine);
  const [creating, setCreating] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnLoad = useRef(false);
  const base = `/${language}/${mine ? POST_PAGES.prescription.mine : POST_PAGES.prescription.list}`;

  const goTo = (page: number, cursor: PageCursor | null) => {
    focusOnLoad.current = true;
    void navigate(page > 1 ? `${base}?page=${page}` : base, { state: cursor });
  };

  useEffect(() => {
    if (focusOnLoad.current && list.items && !list.fetching) {
      focusOnLoad.current = false;
      headingRef.current?.focus();
    }
  }, [list.items, list.fetching]);

  return (
    <>
      <ListPage
        header={{
          title: mine ? t('list.myHeading') : t('list.heading'),
          intro: mine ? t('list.myIntro') : t('list.intro'),
          titleRef: headingRef,
          actions: (
            <>
              <Link
                className={buttonClass()}
                to={`/${language}/${mine ? POST_PAGES.prescription.list : POST_PAGES.prescription.mine}`}
              >
                {mine ? t('list.all') : t('list.mine')}
              </Link>
              <NewPrescriptionButton onClick={() => setCreating(true)} />
            </>
          ),
        }}
        items={list.items}
        keyOf={(item) => item.id}
        renderItem={(item) => <PrescriptionCard item={item} />}
        loading={list.fetching}
        loadingText={t('list.loading')}
        failure={list.failed ? <ListFailure onRetry={list.retry} /> : undefined}
        placeholder={<CardSkeletons count={6} />}
        empty={
          <EmptyState>
            <p>
              {list.page > 1 ? t('list.emptyPage') : mine ? t('list.emptyMine') : t('list.empty')}
            </p>
            {list.page > 1 && (
              <Link className={buttonClass()} to={base}>
                {t('list.firstPage')}
              </Link>
            )}
          </EmptyState>
        }
        pager={<Pager namespace="prescriptions" page={list.page} pager={list.pager} goTo={goTo} />}
      />
      <LazyPrescriptionFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
