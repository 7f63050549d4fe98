import {
  DRUG_ARTICLE_FOLLOW_ID,
  DRUG_ARTICLE_ID,
  DRUG_ARTICLE_SHARE_ID,
  DRUG_PAGE_TEXTS,
} from '@dawa/shared/drugPage';
import { cheapestSaving, priceMove, pricePoints } from '@dawa/shared/drugPrices';
import { escapeHtml } from '@dawa/shared/html';
import type { Language } from '@dawa/shared/language';
import { priceChartMarkup } from '@dawa/shared/priceChart';
import { SHARE_NETWORKS, shareIntentUrl } from '@dawa/shared/share';
import type { Drug } from './drugs.tables';
import type { DrugTermKind, DrugVocabulary } from './drugs.vocabulary';

/** Latin digits in both languages, as the web app's format module writes them (ADR 0020). */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

const formats = (language: Language) => ({
  price: new Intl.NumberFormat(LOCALES[language], {
    useGrouping: false,
    maximumFractionDigits: 2,
  }),
  percent: new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 0,
  }),
  // As the app's `formatShortDate`: in Egypt's time.
  date: new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Cairo',
  }),
});
const FORMATS = { en: formats('en'), ar: formats('ar') };

/** Additional information in paragraphs, split at blank lines as the detail dialog does. */
function paragraphs(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}

const fact = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
const isolated = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;
const list = (className: string, items: readonly string[]) =>
  `<ul class="${className}">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/**
 * The chart's width in the SVG's units: the page scales it to the article's width (at most
 * 1.2 times, ServerDrugArticle.module.css), so its text stays readable from phones to desktops.
 */
const CHART_WIDTH = 400;

/** What the article shows beside the drug's own columns. */
export interface DrugPageExtras {
  /** The drug's dated price changes (drugPriceHistory), for the chart. */
  history: readonly { previousPrice: number; price: number; createdAt: Date }[];
  /** The drug's similar drugs, cheapest first: the cheapest equivalent's line. */
  similar: readonly Drug[];
  /** The drug page's address as shared: base / language / service / id (SPEC §1). */
  shareUrl: string;
  /** Where the chart ends. */
  now: number;
}

/**
 * The drug's article (SPEC §2 details), what the detail dialog shows: names, prices, their
 * change and a chart of them over time, what the cheapest equivalent saves (a link to its
 * page), generic names, company, dosage form, category, uses, barcode, additional
 * information, links to its alternatives and similar drugs, and share links. Every value from
 * the catalogue is escaped; class names are the web app's (ServerDrugArticle.module.css styles
 * them inside the slot). Two empty elements are the app's: following the price and the
 * share buttons that need a script.
 */
export function drugArticle(
  drug: Drug,
  labels: DrugVocabulary,
  language: Language,
  extras: DrugPageExtras,
): string {
  const text = DRUG_PAGE_TEXTS[language];
  const format = FORMATS[language];
  const currency = (value: number) => text.currency(format.price.format(value));
  const money = (value: number) => escapeHtml(currency(value));
  // On Arabic pages a term shows its Arabic label with the English of the pack beside it.
  const term = (kind: DrugTermKind, value: string) => {
    const label = labels.label(kind, value);
    return language === 'ar' && label.ar !== label.en
      ? text.term(label.ar, `\u2068${label.en}\u2069`)
      : label.en;
  };
  const terms = (kind: DrugTermKind, values: readonly string[]) =>
    list(
      'terms',
      values.map((value) => isolated(term(kind, value))),
    );
  const name = language === 'ar' && drug.arabicName?.trim() ? drug.arabicName : drug.tradeName;

  const prices = [
    `<p class="price"><span class="label">${text.price}</span><span class="value">${money(drug.price)}</span></p>`,
  ];
  if (drug.oldPrice !== null) {
    prices.push(
      `<p class="price old"><span class="label">${text.oldPrice}</span><span class="value">${money(drug.oldPrice)}</span></p>`,
    );
    const move = priceMove(drug.oldPrice, drug.price);
    if (move) {
      const up = move.direction === 'up';
      const percent = format.percent.format(move.share);
      prices.push(
        `<p class="price ${up ? 'up' : 'down'}"><span class="label">${text.change}</span><span class="value">${escapeHtml(up ? text.up(percent) : text.down(percent))}</span></p>`,
      );
    }
  }

  const facts = [
    drug.genericNames.length > 0 &&
      fact(
        text.generics,
        list(
          'tags',
          drug.genericNames.map((generic) => `<span dir="auto">${escapeHtml(generic)}</span>`),
        ),
      ),
    drug.companies.length > 0 && fact(text.company, isolated(drug.companies.join(', '))),
    drug.routes.length > 0 && fact(text.route, terms('route', drug.routes)),
    drug.category !== null && fact(text.category, isolated(term('class', drug.category))),
    drug.pharmacologicalUses.length > 0 &&
      fact(text.uses, terms('class', drug.pharmacologicalUses)),
    drug.barcode !== null && fact(text.barcode, isolated(drug.barcode)),
  ].filter((item) => item !== false);

  const chart = priceChartMarkup(pricePoints(extras.history, drug.price, extras.now), {
    id: `${DRUG_ARTICLE_ID}-chart`,
    width: CHART_WIDTH,
    rtl: language === 'ar',
    classes: {
      caption: 'caption',
      svg: 'plot',
      grid: 'grid',
      line: 'line',
      dot: 'dot',
      label: 'label',
      table: 'hidden',
    },
    texts: text.history,
    axisPrice: (value) => format.price.format(value),
    price: currency,
    date: (at) => format.date.format(at),
  });

  const saving = cheapestSaving(drug, extras.similar);
  const cheapest =
    saving && extras.similar.find((other) => other.id !== drug.id && other.price === saving.price);
  const savingLine =
    saving && cheapest
      ? `<p class="saving">${escapeHtml(text.saving(currency(saving.price), format.percent.format(saving.share)))} <a href="/${language}/drug-index/${encodeURIComponent(cheapest.id)}">${isolated(language === 'ar' && cheapest.arabicName?.trim() ? cheapest.arabicName : cheapest.tradeName)}</a></p>`
      : '';

  const shareLinks = SHARE_NETWORKS.map(
    (network) =>
      `<a href="${escapeHtml(shareIntentUrl(network, extras.shareUrl, drug.tradeName))}" target="_blank" rel="noopener noreferrer" data-share-network="${network}">${text.shareOn[network]}<span class="hidden"> ${text.newTab}</span></a>`,
  );

  const info = paragraphs(drug.mechanismOfAction);
  const equivalents = (tab: 'alternatives' | 'similarities') =>
    `/${language}/drug-index?tab=${tab}&amp;id=${encodeURIComponent(drug.id)}`;

  return [
    `<article class="article" aria-labelledby="${DRUG_ARTICLE_ID}-name">`,
    `<h2 class="name" id="${DRUG_ARTICLE_ID}-name">${isolated(name)}</h2>`,
    name !== drug.tradeName
      ? `<p class="tradeName"><span class="label">${text.tradeName}</span> ${isolated(drug.tradeName)}</p>`
      : '',
    `<div class="prices">${prices.join('')}</div>`,
    chart ? `<figure class="chart">${chart}</figure>` : '',
    `<div class="follow" id="${DRUG_ARTICLE_FOLLOW_ID}"><a class="signIn" href="/${language}/drug-index/${encodeURIComponent(drug.id)}?auth=signin">${text.followSignIn}</a></div>`,
    savingLine,
    facts.length > 0 ? `<dl class="facts">${facts.join('')}</dl>` : '',
    info.length > 0
      ? `<section class="info"><h3>${text.info}</h3>${info
          .map((paragraph) => `<p dir="auto">${escapeHtml(paragraph)}</p>`)
          .join('')}</section>`
      : '',
    `<p class="links"><a href="${equivalents('alternatives')}">${text.alternatives}</a>`,
    `<a href="${equivalents('similarities')}">${text.similarities}</a></p>`,
    `<section class="share" aria-labelledby="${DRUG_ARTICLE_ID}-share">`,
    // The app's buttons go beside the heading, in room kept for them: nothing moves.
    `<div class="shareHead"><h3 id="${DRUG_ARTICLE_ID}-share">${text.share}</h3><span id="${DRUG_ARTICLE_SHARE_ID}"></span></div>`,
    `<p class="links">${shareLinks.join('')}</p></section>`,
    `</article>`,
  ].join('');
}
