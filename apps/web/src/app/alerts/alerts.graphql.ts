import { graphql, type ResultOf, type VariablesOf } from '../graphql';

/**
 * The saved-alert operations of each alert kind (ADR 0026), aliased to the same names
 * (`alerts`, `alert`, `deleted`) so that one hook and one set of components serve them all.
 * An alert's fields are the list filter's fields, each null for any.
 */
const JobAlertsQuery = graphql(`
  query JobAlerts {
    alerts: jobAlerts {
      id
      type
      workplaceId
      positionId
      cityId
      regionId
      salaryMin
      salaryPeriod
      text
    }
  }
`);

const JobAlertCreateMutation = graphql(`
  mutation JobAlertCreate($filter: JobFilter!) {
    alert: jobAlertCreate(filter: $filter) {
      id
    }
  }
`);

const JobAlertDeleteMutation = graphql(`
  mutation JobAlertDelete($id: ID!) {
    deleted: jobAlertDelete(id: $id)
  }
`);

const PropertyAlertsQuery = graphql(`
  query PropertyAlerts {
    alerts: propertyAlerts {
      id
      listedForId
      typeId
      cityId
      regionId
      priceMin
      priceMax
      areaMin
      areaMax
      isClosed
    }
  }
`);

const PropertyAlertCreateMutation = graphql(`
  mutation PropertyAlertCreate($filter: PropertyFilter!) {
    alert: propertyAlertCreate(filter: $filter) {
      id
    }
  }
`);

const PropertyAlertDeleteMutation = graphql(`
  mutation PropertyAlertDelete($id: ID!) {
    deleted: propertyAlertDelete(id: $id)
  }
`);

export const ALERT_DOCUMENTS = {
  job: { list: JobAlertsQuery, create: JobAlertCreateMutation, remove: JobAlertDeleteMutation },
  facility: {
    list: PropertyAlertsQuery,
    create: PropertyAlertCreateMutation,
    remove: PropertyAlertDeleteMutation,
  },
};

/** The kinds of post a user can save alerts of. */
export type AlertKind = keyof typeof ALERT_DOCUMENTS;

/** A saved alert of a kind as the list query answers it. */
export type AlertOf<K extends AlertKind> = ResultOf<
  (typeof ALERT_DOCUMENTS)[K]['list']
>['alerts'][number];

/** A kind's list filters as an alert saves them (the mutation's `filter`). */
export type AlertFilterOf<K extends AlertKind> = VariablesOf<
  (typeof ALERT_DOCUMENTS)[K]['create']
>['filter'];
