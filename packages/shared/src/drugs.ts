/**
 * Drug index constants of SPEC §2, §4 and §9, shared by the server, the web app and the
 * search package. Kept free of zod so the home page can use it without loading a validator.
 */

/** How a search query is matched (SPEC §2 `searchBy`). `newPrice` is the current price. */
export const DRUG_SEARCH_BY = ['tradeName', 'genericName', 'newPrice', 'company'] as const;
export type DrugSearchBy = (typeof DRUG_SEARCH_BY)[number];

export function isDrugSearchBy(value: unknown): value is DrugSearchBy {
  return typeof value === 'string' && (DRUG_SEARCH_BY as readonly string[]).includes(value);
}

/** The drug-index tabs that list the equivalents of a chosen drug. */
export const DRUG_TABS = ['alternatives', 'similarities'] as const;
export type DrugTab = (typeof DRUG_TABS)[number];

export function isDrugTab(value: unknown): value is DrugTab {
  return typeof value === 'string' && (DRUG_TABS as readonly string[]).includes(value);
}

/** Order of an equivalents list: by name, or cheapest first. The chosen drug always leads. */
export const DRUG_ORDERS = ['name', 'price'] as const;
export type DrugOrder = (typeof DRUG_ORDERS)[number];

/** Hits per page by breakpoint (SPEC §9): extra small, small, larger. */
export const DRUG_PAGE_SIZES = { extraSmall: 4, small: 6, large: 9 } as const;
export const DRUG_PAGE_SIZE_MAX = 100;
/** Equivalents fetched for alternatives and similarities (SPEC §7). */
export const DRUG_EQUIVALENTS_MAX = 250;
export const DRUG_SUGGESTIONS_MAX = 10;
/** Corrections a search that finds nothing offers ("did you mean"). */
export const DRUG_DID_YOU_MEAN_MAX = 5;
export const DRUG_MOST_SEARCHED_MAX = 20;
export const DRUG_MOST_SEARCHED_DAYS = 30;
export const DRUG_QUERY_MAX = 100;
/** Drugs one user may follow for price alerts. */
export const DRUG_FOLLOWS_MAX = 200;
/** Price changes a drug's history lists (newest first). */
export const DRUG_PRICE_HISTORY_MAX = 100;

/** Debounces of SPEC §4 / §9. */
export const DRUG_SEARCH_DEBOUNCE_MS = 1000;
export const DRUG_SUGGEST_DEBOUNCE_MS = 300;

/** Card truncation of SPEC §2. */
export const DRUG_CARD_NAME_MAX = 50;
export const DRUG_CARD_GENERIC_MAX = 40;
export const DRUG_CARD_PRICE_CHARS = 5;

/** Field bounds of a drug record (admin form, import). */
export const DRUG_TEXT_MAX = 300;
export const DRUG_LIST_MAX = 30;
export const DRUG_LONG_TEXT_MAX = 5000;
export const DRUG_PRICE_MAX = 10_000_000;
