import type { Language } from './language';
import type { PriceChartTexts } from './priceChart';
import type { ShareNetwork } from './share';

/**
 * The drug page the server renders for visitors from search (issue #18 point 7, ADR 0036):
 * the web app's drug index leaves an empty element with this id, the server writes the drug's
 * article into it, and the app keeps that article when it hydrates.
 */
export const DRUG_ARTICLE_ID = 'drug-article';

/**
 * The article's elements the app fills once it runs: following the price (a sign-in link
 * until then), and copying the link and the phone's share sheet beside the share links.
 */
export const DRUG_ARTICLE_FOLLOW_ID = 'drug-article-follow';
export const DRUG_ARTICLE_SHARE_ID = 'drug-article-share-actions';

/** The article's texts, as the web catalogue's `drugs.details` words them. */
export interface DrugPageTexts {
  tradeName: string;
  price: string;
  oldPrice: string;
  change: string;
  up: (percent: string) => string;
  down: (percent: string) => string;
  currency: (value: string) => string;
  generics: string;
  company: string;
  route: string;
  category: string;
  uses: string;
  info: string;
  alternatives: string;
  similarities: string;
  /** A vocabulary term on Arabic pages: its Arabic label with the English beside it. */
  term: (label: string, english: string) => string;
  barcode: string;
  /** Following the price signed out, as `drugs.follow.signIn`. */
  followSignIn: string;
  history: PriceChartTexts;
  /** What the cheapest drug with the same generic names saves, as `drugs.saving.text`. */
  saving: (price: string, percent: string) => string;
  /** The share links' heading and names (the app's `dialogs.share`). */
  share: string;
  shareOn: Record<ShareNetwork, string>;
  newTab: string;
}

export const DRUG_PAGE_TEXTS: Record<Language, DrugPageTexts> = {
  en: {
    tradeName: 'Trade name',
    price: 'Price',
    oldPrice: 'Old price',
    change: 'Change',
    up: (percent) => `Up ${percent}`,
    down: (percent) => `Down ${percent}`,
    currency: (value) => `${value} L.E.`,
    generics: 'Generic names',
    company: 'Company',
    route: 'Route',
    category: 'Category',
    uses: 'Pharmacological uses',
    info: 'Additional information',
    alternatives: 'Show alternatives',
    similarities: 'Show similar drugs',
    term: (label, english) => `${label} (${english})`,
    barcode: 'Barcode',
    followSignIn: 'Sign in to follow the price',
    history: {
      chart: 'Price over time',
      summary: (first, current, since) => `From ${first} to ${current} since ${since}`,
      table: 'Price changes',
      date: 'Date',
      from: 'From',
      to: 'To',
      today: 'Today',
    },
    saving: (price, percent) => `Same generic names from ${price} — save ${percent}`,
    share: 'Share',
    shareOn: {
      linkedin: 'Share on LinkedIn',
      whatsapp: 'Share on WhatsApp',
      twitter: 'Share on X (Twitter)',
    },
    newTab: '(opens in a new tab)',
  },
  ar: {
    tradeName: 'الاسم التجاري',
    price: 'السعر',
    oldPrice: 'السعر القديم',
    change: 'التغيير',
    up: (percent) => `ارتفع ${percent}`,
    down: (percent) => `انخفض ${percent}`,
    currency: (value) => `${value} ج.م`,
    generics: 'الأسماء العلمية',
    company: 'الشركة المصنِّعة',
    route: 'طريقة الإعطاء',
    category: 'الفئة',
    uses: 'الاستخدامات الدوائية',
    info: 'معلومات إضافية',
    alternatives: 'اعرض البدائل',
    similarities: 'اعرض المثائل',
    term: (label, english) => `${label} (${english})`,
    barcode: 'الباركود',
    followSignIn: 'سجّل الدخول لمتابعة السعر',
    history: {
      chart: 'السعر عبر الزمن',
      summary: (first, current, since) => `من ${first} إلى ${current} منذ ${since}`,
      table: 'تغييرات السعر',
      date: 'التاريخ',
      from: 'من',
      to: 'إلى',
      today: 'اليوم',
    },
    saving: (price, percent) => `نفس الأسماء العلمية من ${price} — وفّر ${percent}`,
    share: 'مشاركة',
    shareOn: {
      linkedin: 'مشاركة على لينكدإن',
      whatsapp: 'مشاركة على واتساب',
      twitter: 'مشاركة على إكس (تويتر)',
    },
    newTab: '(يفتح في علامة تبويب جديدة)',
  },
};
