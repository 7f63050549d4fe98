/**
 * Job ad input rules (SPEC §3 Job, §5 messages), shared by the server and the web form. SPEC §5
 * shows no bounds for the product's own fields; these are ours:
 * - name (the ad's title): 3–120 characters; company name 2–120, required when a company
 *   owner posts (an individual may leave it out);
 * - address 5–200; description 20–3000 (what the work is, hours, requirements);
 * - salary: negotiable, or from–to in whole Egyptian pounds (1–1,000,000, from ≤ to) per hour
 *   or per month;
 * - e-mail and an Egyptian mobile number (11 digits, 01…), which the contact buttons call;
 * - run-until: a calendar date from tomorrow to 90 days ahead (Cairo): an ad lives at most a
 *   season, and its owner can activate it again when it expires.
 * Workplace, position, city and region are reference-data ids; the server checks they exist
 * and that the region is one of the city's. Messages are catalogue keys under `validation.`.
 */
export const JOB_NAME_MIN = 3;
export const JOB_NAME_MAX = 120;
export const JOB_COMPANY_MIN = 2;
export const JOB_COMPANY_MAX = 120;
export const JOB_ADDRESS_MIN = 5;
export const JOB_ADDRESS_MAX = 200;
export const JOB_DESCRIPTION_MIN = 20;
export const JOB_DESCRIPTION_MAX = 3000;
export const JOB_SALARY_MAX = 1_000_000;
/** The latest run-until date, in days after today (Cairo). */
export const JOB_RUN_MAX_DAYS = 90;

/** SPEC §9: jobs 10 a page (9 going back); `?page=N` restores up to page 25 at once. */
export const JOB_PAGE_SIZE = 10;
export const JOB_FETCH_MAX = JOB_PAGE_SIZE * 25;

/**
 * SPEC §2/§7: the guard reads the remote setting `job`; its value is not shown, so ours is 10
 * ads a Cairo calendar month (a pharmacy hiring for several shifts, not a recruiter's feed).
 */
export const JOB_QUOTA_SETTING = 'job';
export const JOB_QUOTA_DEFAULT = 10;
/** The QUOTA_EXCEEDED field error's message key (SPEC §8 'You Can Not Add More Jobs This Month'). */
export const JOB_QUOTA_MESSAGE = 'jobQuota';

/** SPEC §3: who posts the ad. */
export const JOB_TYPES = ['companyOwner', 'individualEmployee'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const SALARY_PERIODS = ['hour', 'month'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** SPEC §9: cards cut the address and description, shorter on extra-small screens. */
export const JOB_CARD_TRUNCATION = {
  address: { extraSmall: 7, other: 15 },
  description: { extraSmall: 100, other: 340 },
} as const;

/**
 * What a job ad shows its owner (SPEC §4 labels): In Review while a new ad waits for a
 * moderator; Ready when an ad that was published before and activated again waits to go
 * back live (an edit of a live ad leaves it Active, its edit waiting beside it: ADR 0021); Active once accepted; Expired past its run-until date; Inactive when taken
 * down; Hired once filled. Expired and Inactive ads offer "Activate ad".
 */
export const JOB_LABELS = ['inReview', 'ready', 'active', 'inactive', 'expired', 'hired'] as const;
export type JobLabel = (typeof JOB_LABELS)[number];

/**
 * Job alerts: a user saves the list's filters; each ad published for the first time (or
 * activated again) that matches them notifies the user once (`jobAlert`). A user keeps at most
 * JOB_ALERTS_MAX alerts; saving the same filters again keeps the one alert.
 */
export const JOB_ALERTS_MAX = 10;
export const JOB_ALERT_TEXT_MAX = 100;
/** The error key when a user already has JOB_ALERTS_MAX alerts. */
export const JOB_ALERTS_LIMIT_MESSAGE = 'jobAlertsLimit';
