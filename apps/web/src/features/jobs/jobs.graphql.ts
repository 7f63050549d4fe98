import { graphql, type ResultOf, type VariablesOf } from '../../app/graphql';
import { PageInfoFields } from '../../app/paging/pageInfo.graphql';
import { CityOptionFields } from '../../app/reference/reference.graphql';

/** What a card and the job view show. */
export const JobFields = graphql(`
  fragment JobFields on Job @_unmask {
    id
    name
    type
    companyName
    workplaceId
    positionId
    cityId
    regionId
    workplace {
      id
      name {
        en
        ar
      }
    }
    position {
      id
      name {
        en
        ar
      }
    }
    city {
      id
      name {
        en
        ar
      }
    }
    region {
      id
      name {
        en
        ar
      }
    }
    address
    description
    salary {
      negotiable
      from
      to
      period
    }
    email
    phoneNumber
    runUntil
    hired
    expired
    label
    publishedAt
    createdAt
    createdBy
    postStatus
    isActive
    hasPendingEdit
    creator {
      id
      fullName
      avatar
    }
  }
`);
export type JobItem = ResultOf<typeof JobFields>;

export const JobsQuery = graphql(
  `
    query Jobs($filter: JobFilter, $first: Int, $after: String, $last: Int, $before: String) {
      jobs(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
        items {
          ...JobFields
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [JobFields, PageInfoFields],
);
export type JobFilter = NonNullable<VariablesOf<typeof JobsQuery>['filter']>;

export const JobQuery = graphql(
  `
    query Job($id: ID!) {
      job(id: $id) {
        ...JobFields
      }
    }
  `,
  [JobFields],
);

/** The owner's edit form: the ad, and the edit of it waiting for review, if any (ADR 0021). */
export const JobEditQuery = graphql(
  `
    query JobEdit($id: ID!) {
      job(id: $id) {
        ...JobFields
        pendingEdit {
          ...JobFields
        }
      }
    }
  `,
  [JobFields],
);

export const JobChangedSubscription = graphql(
  `
    subscription JobChanged($mine: Boolean) {
      jobChanged(mine: $mine) {
        kind
        id
        job {
          ...JobFields
        }
      }
    }
  `,
  [JobFields],
);

/** The reference lists the filters and the form choose from (SPEC §3, §7). */
export const JobReferenceQuery = graphql(
  `
    query JobReference {
      cities {
        ...CityOptionFields
      }
      workplaces {
        id
        name {
          en
          ar
        }
      }
      jobPositions {
        id
        name {
          en
          ar
        }
      }
    }
  `,
  [CityOptionFields],
);
export type JobReference = ResultOf<typeof JobReferenceQuery>;

export const JobCreateMutation = graphql(
  `
    mutation JobCreate($data: JobInput!) {
      jobCreate(data: $data) {
        ...JobFields
      }
    }
  `,
  [JobFields],
);

export const JobUpdateMutation = graphql(
  `
    mutation JobUpdate($id: ID!, $data: JobInput!) {
      jobUpdate(id: $id, data: $data) {
        ...JobFields
      }
    }
  `,
  [JobFields],
);
export type JobInputData = VariablesOf<typeof JobCreateMutation>['data'];

export const MyJobsQuery = graphql(
  `
    query MyJobs($first: Int, $after: String, $last: Int, $before: String) {
      myJobs(first: $first, after: $after, last: $last, before: $before) {
        items {
          ...JobFields
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [JobFields, PageInfoFields],
);

export const JobHiredSetMutation = graphql(
  `
    mutation JobHiredSet($id: ID!, $hired: Boolean!) {
      jobHiredSet(id: $id, hired: $hired) {
        ...JobFields
      }
    }
  `,
  [JobFields],
);

export const JobActivateMutation = graphql(
  `
    mutation JobActivate($id: ID!, $runUntil: String!) {
      jobActivate(id: $id, runUntil: $runUntil) {
        ...JobFields
      }
    }
  `,
  [JobFields],
);
