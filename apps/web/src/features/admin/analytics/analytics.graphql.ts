import { graphql, type ResultOf } from '../../../app/graphql';

/** The dashboard's figures for a range of Cairo days (`analytics` readers). */
export const AnalyticsDashboardQuery = graphql(`
  query AnalyticsDashboard($from: String!, $to: String!) {
    analyticsDashboard(from: $from, to: $to) {
      from
      to
      activeUsers {
        day
        visitors
        users
      }
      signUps {
        day
        key
        count
      }
      logins {
        day
        key
        count
      }
      drugFilters {
        key
        count
      }
      topDrugs {
        id
        tradeName
        arabicName
        hits
      }
      shares {
        service
        network
        count
      }
      postsCreated {
        day
        key
        count
      }
      moderationBacklog {
        day
        key
        count
      }
      notificationsSent {
        day
        key
        count
      }
    }
  }
`);

export type AnalyticsDashboardData = ResultOf<typeof AnalyticsDashboardQuery>['analyticsDashboard'];
