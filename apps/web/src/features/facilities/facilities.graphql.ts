import { graphql, type ResultOf, type VariablesOf } from '../../app/graphql';
import { PageInfoFields } from '../../app/paging/pageInfo.graphql';
import { CityOptionFields } from '../../app/reference/reference.graphql';

/** A facility's photo: the full picture and its thumbnail (SPEC §3 pictures). */
export const PropertyImageFields = graphql(`
  fragment PropertyImageFields on PropertyImage @_unmask {
    uploadId
    url
    thumbnailUrl
    width
    height
  }
`);
export type PropertyImageItem = ResultOf<typeof PropertyImageFields>;

/** What a card and the facility's page show (SPEC §3 Property). */
export const PropertyFields = graphql(
  `
    fragment PropertyFields on Property @_unmask {
      id
      adNumber
      name
      address
      income
      cityId
      regionId
      listedForId
      typeId
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
      listedFor {
        id
        name {
          en
          ar
        }
      }
      type {
        id
        name {
          en
          ar
        }
      }
      price
      images {
        ...PropertyImageFields
      }
      cover {
        ...PropertyImageFields
      }
      description
      phoneNumber
      email
      spaceArea
      isClosed
      viewers
      label
      publishedAt
      createdAt
      createdBy
      postStatus
      isActive
      hasPendingEdit
      deactivationReason {
        id
        name {
          en
          ar
        }
      }
      creator {
        id
        fullName
        avatar
      }
    }
  `,
  [PropertyImageFields],
);
export type PropertyItem = ResultOf<typeof PropertyFields>;

export const PropertiesQuery = graphql(
  `
    query Properties(
      $filter: PropertyFilter
      $sort: PropertySort
      $first: Int
      $after: String
      $last: Int
      $before: String
    ) {
      properties(
        filter: $filter
        sort: $sort
        first: $first
        after: $after
        last: $last
        before: $before
      ) {
        items {
          ...PropertyFields
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [PropertyFields, PageInfoFields],
);
export type PropertyFilter = NonNullable<VariablesOf<typeof PropertiesQuery>['filter']>;

/** One facility's page; reading it counts the viewer (SPEC §3 viewers). */
export const PropertyQuery = graphql(
  `
    query Property($id: ID!) {
      property(id: $id) {
        ...PropertyFields
      }
    }
  `,
  [PropertyFields],
);

/** The detail page's "similar facilities" (same type and listed-for, same governorate first). */
export const SimilarPropertiesQuery = graphql(
  `
    query SimilarProperties($id: ID!, $first: Int) {
      similarProperties(id: $id, first: $first) {
        ...PropertyFields
      }
    }
  `,
  [PropertyFields],
);

/** The owner's edit form: the ad, and the edit of it waiting for review, if any (ADR 0021). */
export const PropertyEditQuery = graphql(
  `
    query PropertyEdit($id: ID!) {
      property(id: $id) {
        ...PropertyFields
        pendingEdit {
          ...PropertyFields
        }
      }
    }
  `,
  [PropertyFields],
);

export const PropertyChangedSubscription = graphql(
  `
    subscription PropertyChanged($mine: Boolean) {
      propertyChanged(mine: $mine) {
        kind
        id
        property {
          ...PropertyFields
        }
      }
    }
  `,
  [PropertyFields],
);

/** The reference lists the filters and the form choose from (SPEC §3, §7). */
export const FacilityReferenceQuery = graphql(
  `
    query FacilityReference {
      cities {
        ...CityOptionFields
      }
      facilityTypes {
        id
        name {
          en
          ar
        }
      }
      facilityListedFor {
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
export type FacilityReference = ResultOf<typeof FacilityReferenceQuery>;

export const PropertyCreateMutation = graphql(
  `
    mutation PropertyCreate($data: PropertyInput!) {
      propertyCreate(data: $data) {
        ...PropertyFields
      }
    }
  `,
  [PropertyFields],
);

export const PropertyUpdateMutation = graphql(
  `
    mutation PropertyUpdate($id: ID!, $data: PropertyInput!) {
      propertyUpdate(id: $id, data: $data) {
        ...PropertyFields
      }
    }
  `,
  [PropertyFields],
);
export type PropertyInputData = VariablesOf<typeof PropertyCreateMutation>['data'];

export const MyPropertiesQuery = graphql(
  `
    query MyProperties($first: Int, $after: String, $last: Int, $before: String) {
      myProperties(first: $first, after: $after, last: $last, before: $before) {
        items {
          ...PropertyFields
        }
        pageInfo {
          ...PageInfoFields
        }
      }
    }
  `,
  [PropertyFields, PageInfoFields],
);

/** "Activate ad": an inactive facility goes back to review. */
export const PropertyActivateMutation = graphql(
  `
    mutation PropertyActivate($id: ID!) {
      propertyActivate(id: $id) {
        ...PropertyFields
      }
    }
  `,
  [PropertyFields],
);

/** The owner deletes their facility ad. */
export const PropertyDestroyMutation = graphql(`
  mutation PropertyDestroy($id: ID!) {
    propertyDestroy(id: $id)
  }
`);
