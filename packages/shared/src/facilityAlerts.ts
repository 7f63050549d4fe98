/**
 * Facility alerts: a user saves the facility list's filters; each ad published for the first
 * time (or activated again) that matches them notifies the user once (`propertyAlert`). A user
 * keeps at most FACILITY_ALERTS_MAX of them; saving the same filters again keeps the one alert.
 */
export const FACILITY_ALERTS_MAX = 10;
/** The error key when a user already has FACILITY_ALERTS_MAX facility alerts. */
export const FACILITY_ALERTS_LIMIT_MESSAGE = 'facilityAlertsLimit';
