/** SPEC §9: the offers list shows 10 a page, newest first. */
export const OFFER_PAGE_SIZE = 10;

export const OFFER_TITLE_MIN = 3;
export const OFFER_TITLE_MAX = 120;
export const OFFER_DESCRIPTION_MIN = 10;
export const OFFER_DESCRIPTION_MAX = 2000;
