import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { openApp } from './ShellPage';

const TEXT = {
  en: {
    title: 'Dawa | Drug index',
    heading: 'Drug index',
    search: 'Search drugs',
    suggestions: 'Suggestions',
    filterGroup: 'Search by',
    filters: {
      tradeName: 'Trade name',
      genericName: 'Generic name',
      newPrice: 'Price',
      company: 'Company',
    },
    filterButton: (filter: string) => `Search by: ${filter}`,
    tabs: { results: 'Results', alternatives: 'Alternatives', similarities: 'Similarities' },
    resultsHeading: 'Search results',
    pager: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    pageStatus: (page: number, total: number) => `Page ${page} of ${total}`,
    noResults: 'No results',
    tryAgain: 'Try again',
    chosen: 'Chosen drug',
    cheapest: 'Cheapest first',
    clearSelection: 'Clear the selection',
    close: 'Close',
    showAlternatives: 'Show alternatives',
    showSimilarities: 'Show similar drugs',
    imageSearch: 'Search images',
    interactions: 'Check drug interactions',
    price: 'Price',
    oldPrice: 'Old price',
    facts: { category: 'Category', route: 'Route', uses: 'Pharmacological uses' },
    currency: 'L.E.',
    submit: 'Submit',
    openFull: 'Open the full drug index',
    embedHeading: 'Drug index',
    equivalentsHeading: { alternatives: 'Alternatives to', similarities: 'Drugs similar to' },
  },
  ar: {
    title: 'دواء | دليل الأدوية',
    heading: 'دليل الأدوية',
    search: 'ابحث عن دواء',
    suggestions: 'اقتراحات',
    filterGroup: 'البحث بـ',
    filters: {
      tradeName: 'الاسم التجاري',
      genericName: 'الاسم العلمي',
      newPrice: 'السعر',
      company: 'الشركة',
    },
    filterButton: (filter: string) => `البحث بـ: ${filter}`,
    tabs: { results: 'النتائج', alternatives: 'البدائل', similarities: 'المثائل' },
    resultsHeading: 'نتائج البحث',
    pager: 'صفحات النتائج',
    previous: 'السابق',
    next: 'التالي',
    pageStatus: (page: number, total: number) => `صفحة ${page} من ${total}`,
    noResults: 'لا توجد نتائج',
    tryAgain: 'حاول مرة أخرى',
    chosen: 'الدواء المختار',
    cheapest: 'الأرخص أولًا',
    clearSelection: 'ألغِ الاختيار',
    close: 'إغلاق',
    showAlternatives: 'اعرض البدائل',
    showSimilarities: 'اعرض المثائل',
    imageSearch: 'ابحث عن صور',
    interactions: 'افحص التداخلات الدوائية',
    price: 'السعر',
    oldPrice: 'السعر القديم',
    facts: { category: 'الفئة', route: 'طريقة الإعطاء', uses: 'الاستخدامات الدوائية' },
    currency: 'ج.م',
    submit: 'إرسال',
    openFull: 'افتح دليل الأدوية كاملًا',
    embedHeading: 'دليل الأدوية',
    equivalentsHeading: { alternatives: 'بدائل', similarities: 'مثائل' },
  },
} as const;

export type SearchBy = keyof (typeof TEXT)['en']['filters'];
export type Fact = keyof (typeof TEXT)['en']['facts'];
export type Mode = keyof (typeof TEXT)['en']['tabs'];

export interface ApiDrug {
  id: string;
  tradeName: string;
  arabicName: string | null;
  genericNames: string[];
  companies: string[];
  price: number;
  oldPrice: number | null;
  mechanismOfAction: string | null;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every field the screen reads (a mocked answer must have them all). */
const DRUG_FIELDS = `id tradeName arabicName genericNames companies routeLabels { en ar }
  pharmacologicalUseLabels { en ar } categoryLabel { en ar } mechanismOfAction barcode price oldPrice`;

/** The drug index screen `/{lang}/drug-index`, or the same search embedded in the home page. */
export class DrugIndexPage {
  readonly text: (typeof TEXT)[Language];
  /** The screen's main landmark, or the home page's drug-search region. */
  readonly root: Locator;
  readonly searchBox: Locator;
  readonly suggestions: Locator;
  readonly filterGroup: Locator;
  readonly resultsHeading: Locator;
  readonly cards: Locator;
  readonly pager: Locator;
  /** What an empty result shows in place of the cards (a panel; it does not take the focus). */
  readonly noResults: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Language,
    embedded = false,
  ) {
    this.text = TEXT[lang];
    this.root = embedded
      ? page.getByRole('region', { name: this.text.embedHeading })
      : page.getByRole('main');
    this.searchBox = this.root.getByRole('combobox', { name: this.text.search });
    this.suggestions = this.root.getByRole('listbox', { name: this.text.suggestions });
    this.filterGroup = this.root.getByRole('group', { name: this.text.filterGroup });
    this.resultsHeading = this.root.getByRole('heading', { name: this.text.resultsHeading });
    this.cards = this.root.locator('article');
    this.pager = this.root.getByRole('navigation', { name: this.text.pager });
    this.noResults = this.root.getByRole('region', { name: this.text.noResults });
  }

  async open(query = '') {
    // The drug index is prerendered: it shows before the app responds.
    await openApp(this.page, `/${this.lang}/drug-index${query}`);
    await this.searchBox.waitFor();
  }

  /** The query part of the URL as parameters. */
  params(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  filterTab(searchBy: SearchBy): Locator {
    return this.filterGroup.getByRole('button', { name: this.text.filters[searchBy], exact: true });
  }

  filterButton(searchBy: SearchBy): Locator {
    return this.root.getByRole('button', {
      name: this.text.filterButton(this.text.filters[searchBy]),
    });
  }

  tab(mode: Mode): Locator {
    return this.root.getByRole('tab', { name: this.text.tabs[mode], exact: true });
  }

  /** The card whose name (its heading) is `name`. */
  card(name: string): Locator {
    const exact = new RegExp(`^${escapeRegExp(name)}$`);
    return this.cards.filter({ has: this.page.getByRole('heading').filter({ hasText: exact }) });
  }

  /** The names on the cards, in order. */
  cardNames(): Promise<string[]> {
    return this.cards.getByRole('heading').allInnerTexts();
  }

  pageStatus(page: number, total: number): Locator {
    return this.pager.getByText(this.text.pageStatus(page, total), { exact: true });
  }

  nextButton(): Locator {
    return this.pager.getByRole('button', { name: this.text.next });
  }

  previousButton(): Locator {
    return this.pager.getByRole('button', { name: this.text.previous });
  }

  /** The detail dialog's own Close button (the corner × is also named "Close"). */
  closeButton(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: this.text.close, exact: true }).last();
  }

  /** The drug's detail dialog (the only dialog open when no name is given). */
  detailsDialog(name?: string): Locator {
    return this.page.getByRole('dialog', name === undefined ? {} : { name });
  }

  /** The value of one fact of a detail dialog (its `dd`), found by the fact's label. */
  fact(dialog: Locator, fact: Fact): Locator {
    const label = new RegExp(`^${escapeRegExp(this.text.facts[fact])}$`);
    return dialog
      .locator('dt')
      .filter({ hasText: label })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** Types like a person: the search fires by itself 1000 ms after the last key. */
  async type(text: string) {
    await this.searchBox.click();
    await this.searchBox.fill('');
    await this.searchBox.pressSequentially(text, { delay: 40 });
  }

  /** The name a card shows for a drug on this page's language (SPEC §2). */
  displayName(drug: Pick<ApiDrug, 'tradeName' | 'arabicName'>): string {
    return this.lang === 'ar' && drug.arabicName ? drug.arabicName : drug.tradeName;
  }
}

/** The search API, to know what the screen should show. */
export async function apiSearch(
  request: APIRequestContext,
  query: string,
  searchBy: SearchBy,
  pageSize = 100,
): Promise<{ total: number; items: ApiDrug[] }> {
  const response = await request.post('/graphql', {
    data: {
      query: `query ($query: String!, $searchBy: DrugSearchBy!, $pageSize: Int) {
        drugSearch(query: $query, searchBy: $searchBy, pageSize: $pageSize) {
          total items { ${DRUG_FIELDS} }
        }
      }`,
      variables: { query, searchBy, pageSize },
    },
  });
  const body = (await response.json()) as {
    data: { drugSearch: { total: number; items: ApiDrug[] } };
  };
  return body.data.drugSearch;
}

export async function apiEquivalents(
  request: APIRequestContext,
  id: string,
  kind: 'alternatives' | 'similarities',
  orderBy: 'name' | 'price' = 'name',
): Promise<ApiDrug[]> {
  const field = kind === 'alternatives' ? 'drugAlternatives' : 'drugSimilarities';
  const response = await request.post('/graphql', {
    data: {
      query: `query ($id: ID!, $orderBy: DrugOrder) { ${field}(id: $id, orderBy: $orderBy) { ${DRUG_FIELDS} } }`,
      variables: { id, orderBy },
    },
  });
  const body = (await response.json()) as { data: Record<string, ApiDrug[]> };
  return body.data[field] ?? [];
}
