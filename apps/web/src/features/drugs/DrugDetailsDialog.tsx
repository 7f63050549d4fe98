import { useId, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import type { DrugOrder, DrugTab } from '@dawa/shared/drugs';
import { ShareMenu } from '../../app/dialogs/ShareMenu';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { INTERACTIONS_CHECKER_URL } from '../../app/layout/services';
import { AntdScope } from '../../app/theme/AntdScope';
import { displayName, imageSearchUrl, paragraphs, termText } from './drugFormat';
import { DrugQuery, type DrugItem } from './drugs.graphql';
import { CheapestEquivalent } from './CheapestEquivalent';
import { DrugPrices } from './DrugPrices';
import { FollowPriceButton } from './FollowPriceButton';
import { useOfflineAnswer } from './offline/useOfflineAnswer';
import { PricesAsOfNote } from './PricesAsOfNote';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import styles from './DrugDetails.module.css';

export interface DrugDetailsDialogProps {
  open: boolean;
  drugId: string;
  /** The drug as a list already holds it; without it the dialog loads the drug. */
  initialDrug?: DrugItem;
  /** The offline catalogue's date when the list that holds the drug came from it. */
  pricesAsOf?: string;
  onClose: () => void;
  /** Lists the drug's alternatives or similar drugs; `order` price lists the cheapest first. */
  onShowEquivalents: (tab: DrugTab, id: string, order?: DrugOrder) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Values of a vocabulary, one per line, each in its own direction. */
function Terms({ texts }: { texts: readonly string[] }) {
  return (
    <ul className={styles.terms}>
      {texts.map((text, index) => (
        // A drug may list one value twice; the list never reorders.
        <li key={index}>
          <bdi>{text}</bdi>
        </li>
      ))}
    </ul>
  );
}

/**
 * The drug's detail dialog (SPEC §2): price, old price, the change and a chart of the prices
 * over time, following the price, what the cheapest equivalent saves, category and route, generic names,
 * company, additional information in paragraphs; share, image search and the external
 * interactions checker; and the way to its alternatives and similar drugs.
 */
export function DrugDetailsDialog({
  open,
  drugId,
  initialDrug,
  pricesAsOf,
  onClose,
  onShowEquivalents,
}: DrugDetailsDialogProps) {
  const { t } = useTranslation('drugs');
  const { t: tApp } = useTranslation();
  const language = useLanguage();
  const infoId = useId();
  const [{ data, fetching, error }] = useQuery({
    query: DrugQuery,
    variables: { id: drugId },
    pause: initialDrug !== undefined,
  });
  // Opened from a link without a network: the drug from the offline catalogue.
  const offline = useOfflineAnswer(fetching ? undefined : error, { op: 'drug', id: drugId });
  useApiErrorEffect(offline.error);
  const drug =
    initialDrug?.id === drugId ? initialDrug : (data?.drug ?? offline.result?.answer ?? undefined);
  const asOf = initialDrug?.id === drugId ? pricesAsOf : offline.result?.date;
  const loading =
    !drug && (fetching || offline.pending || (!data && !offline.error && !offline.result));

  const name = drug ? displayName(drug, language) : '';
  const info = paragraphs(drug?.mechanismOfAction);
  const newTab = tApp('chrome.newTab');
  const term = (label: { en: string; ar: string }) =>
    termText(label, language, (arabic, english) => t('details.term', { label: arabic, english }));

  const title = drug ? (
    // The block takes the page's direction (room for the close button on its side); the name
    // inside keeps its own.
    <span className={styles.title}>
      <bdi>{name}</bdi>
    </span>
  ) : loading ? (
    t('details.loading')
  ) : (
    t('details.notFound')
  );

  const footer = (
    <div className={styles.footer}>
      {drug && (
        <div className={styles.footerLinks}>
          <ShareMenu service="drug-index" id={drug.id} text={drug.tradeName} />
          <Button
            href={imageSearchUrl(drug.tradeName)}
            target="_blank"
            rel="noopener noreferrer"
            icon={<PictureOutlined aria-hidden />}
            data-testid="drug-image-search"
          >
            {t('details.imageSearch')}
            <span className={visuallyHidden}> {newTab}</span>
          </Button>
          <Button
            href={INTERACTIONS_CHECKER_URL}
            target="_blank"
            rel="noopener noreferrer"
            icon={<ExportOutlined aria-hidden />}
            data-testid="drug-interactions"
          >
            {t('details.interactions')}
            <span className={visuallyHidden}> {newTab}</span>
          </Button>
        </div>
      )}
      <Button type="primary" onClick={onClose}>
        {t('details.close')}
      </Button>
    </div>
  );

  return (
    <AntdScope>
      <Modal
        open={open}
        title={title}
        onCancel={onClose}
        footer={footer}
        width={720}
        centered
        className={styles.modal}
      >
        {loading && <div className={styles.loading} aria-busy="true" />}
        {!loading && !drug && <p role="alert">{t('details.notFound')}</p>}
        {drug && (
          <div className={styles.body}>
            {asOf && <PricesAsOfNote date={asOf} />}
            {name !== drug.tradeName && (
              <p className={styles.tradeName}>
                <span className={styles.factLabel}>{t('details.tradeName')}</span>{' '}
                <bdi>{drug.tradeName}</bdi>
              </p>
            )}
            <DrugPrices drug={drug} />
            <div className={styles.follow}>
              <FollowPriceButton drugId={drug.id} />
            </div>
            <CheapestEquivalent
              drug={drug}
              onShow={() => onShowEquivalents('similarities', drug.id, 'price')}
            />
            <dl className={styles.facts}>
              {drug.categoryLabel && (
                <Fact label={t('details.category')}>
                  <bdi>{term(drug.categoryLabel)}</bdi>
                </Fact>
              )}
              {drug.routeLabels.length > 0 && (
                <Fact label={t('details.route')}>
                  <Terms texts={drug.routeLabels.map(term)} />
                </Fact>
              )}
              {drug.genericNames.length > 0 && (
                <Fact label={t('details.generics')}>
                  <ul className={styles.tags}>
                    {drug.genericNames.map((generic) => (
                      <li key={generic} className={styles.tag} dir="auto">
                        {generic}
                      </li>
                    ))}
                  </ul>
                </Fact>
              )}
              {drug.companies.length > 0 && (
                <Fact label={t('details.company')}>
                  <bdi>{drug.companies.join(', ')}</bdi>
                </Fact>
              )}
              {drug.pharmacologicalUseLabels.length > 0 && (
                <Fact label={t('details.uses')}>
                  <Terms texts={drug.pharmacologicalUseLabels.map(term)} />
                </Fact>
              )}
              {drug.barcode && (
                <Fact label={t('details.barcode')}>
                  <bdi>{drug.barcode}</bdi>
                </Fact>
              )}
            </dl>
            {info.length > 0 && (
              <section className={styles.info} aria-labelledby={infoId}>
                <h3 id={infoId} className={styles.infoHeading}>
                  {t('details.info')}
                </h3>
                {info.map((paragraph, index) => (
                  <p key={index} dir="auto" className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </section>
            )}
            <div className={styles.equivalents}>
              <Button
                icon={<SwapOutlined aria-hidden />}
                onClick={() => onShowEquivalents('alternatives', drug.id)}
              >
                {t('details.alternatives')}
              </Button>
              <Button
                icon={<ApartmentOutlined aria-hidden />}
                onClick={() => onShowEquivalents('similarities', drug.id)}
              >
                {t('details.similarities')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </AntdScope>
  );
}
