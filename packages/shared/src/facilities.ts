/**
 * Facility (SPEC §3 Property) input rules, shared by the server and the web form. SPEC §5 names
 * the messages but shows no bounds; these are ours:
 * - name (the ad's title): 3–120 characters; address 5–200; description 20–3000 (what is
 *   sold or wanted, licences, stock, the street);
 * - expected price: whole Egyptian pounds, 1–1,000,000,000 (a pharmacy in a busy street sells
 *   for millions; for rent, the monthly rent; for a purchase request, the budget);
 * - average daily income: whole pounds, 0–10,000,000 (0 for a closed or new facility);
 * - space area: whole m², 1–100,000 (a kiosk pharmacy to a distributor's warehouse);
 * - status: opened or closed (`isClosed`);
 * - photos: upload ids from `POST /api/uploads?purpose=facility`, at most FACILITY_PHOTOS_MAX,
 *   each once; the order is the gallery's and the first is the cover on cards. None is
 *   allowed: a purchase request has nothing to show;
 * - an Egyptian mobile number (11 digits, 01…), which the contact buttons call.
 * Type, listed-for, city and region (optional) are reference-data ids; the server checks they
 * exist and that the region is one of the city's. Messages are catalogue keys under
 * `validation.`. Every number fits GraphQL's 32-bit Int.
 */
export const FACILITY_NAME_MIN = 3;
export const FACILITY_NAME_MAX = 120;
export const FACILITY_ADDRESS_MIN = 5;
export const FACILITY_ADDRESS_MAX = 200;
export const FACILITY_DESCRIPTION_MIN = 20;
export const FACILITY_DESCRIPTION_MAX = 3000;
export const FACILITY_PRICE_MAX = 1_000_000_000;
export const FACILITY_INCOME_MAX = 10_000_000;
export const FACILITY_AREA_MAX = 100_000;
/** The most photos of one facility; `validation.tooManyPhotos` says this number. */
export const FACILITY_PHOTOS_MAX = 10;

/** SPEC §9: facilities 10 a page (9 going back); `?page=N` restores up to page 25 at once. */
export const FACILITY_PAGE_SIZE = 10;
export const FACILITY_FETCH_MAX = FACILITY_PAGE_SIZE * 25;

/**
 * SPEC §2/§7: the add-facility guard reads the remote setting `property`; 5 facilities a Cairo
 * calendar month by default ('You Can Not Add More Than 5 Facilities In A Month').
 */
export const FACILITY_QUOTA_SETTING = 'property';
export const FACILITY_QUOTA_DEFAULT = 5;
/** The QUOTA_EXCEEDED field error's message key. */
export const FACILITY_QUOTA_MESSAGE = 'facilityQuota';

/** What the owner's list says of a facility ad (SPEC §4 labels, as jobs less hired and expired). */
export const FACILITY_LABELS = ['inReview', 'ready', 'active', 'inactive'] as const;
export type FacilityLabel = (typeof FACILITY_LABELS)[number];

/** The public list's orders (SPEC §7): newest published first, or by expected price. */
export const FACILITY_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
export type FacilitySort = (typeof FACILITY_SORTS)[number];

/** `similarProperties`: 4 by default, at most 12. */
export const FACILITY_SIMILAR_DEFAULT = 4;
export const FACILITY_SIMILAR_MAX = 12;
