import { FACILITY_ALERTS_LIMIT_MESSAGE } from '@dawa/shared/facilityAlerts';
import { JOB_ALERTS_LIMIT_MESSAGE } from '@dawa/shared/jobs';
import type { Language } from '@dawa/shared/language';
import { POST_PAGES } from '@dawa/shared/postPages';
import type { AlertKind } from './alerts.graphql';

interface AlertKindSettings {
  /** The id of its alerts panel, which "Manage alerts" scrolls to. */
  anchor: string;
  /** The profile tab that shows the panel. */
  tab: string;
  /** The field error's key when the user already keeps as many alerts as allowed. */
  limitMessage: string;
}

/** Where each kind's alerts are managed, and how its limit error is recognised. */
export const ALERT_KINDS: { readonly [K in AlertKind]: AlertKindSettings } = {
  job: { anchor: 'job-alerts', tab: 'jobs', limitMessage: JOB_ALERTS_LIMIT_MESSAGE },
  facility: {
    anchor: 'facility-alerts',
    tab: 'facilities',
    limitMessage: FACILITY_ALERTS_LIMIT_MESSAGE,
  },
};

/** The profile tab where a kind's alerts are managed, scrolled to the panel. */
export const alertsPath = (language: Language, kind: AlertKind) =>
  `/${language}/profile?tab=${ALERT_KINDS[kind].tab}#${ALERT_KINDS[kind].anchor}`;

/** A kind's public list, with the filters' URL parameters (`city=giza&q=night`). */
export const alertListPath = (language: Language, kind: AlertKind, search: string) =>
  `/${language}/${POST_PAGES[kind].list}${search ? `?${search}` : ''}`;
