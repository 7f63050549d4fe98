import { graphql, type ResultOf } from '../../app/graphql';

/** Everything the cards and the detail dialog show; small enough to load with every list. */
export const DrugFields = graphql(`
  fragment DrugFields on Drug @_unmask {
    id
    tradeName
    arabicName
    genericNames
    companies
    routeLabels {
      en
      ar
    }
    pharmacologicalUseLabels {
      en
      ar
    }
    categoryLabel {
      en
      ar
    }
    mechanismOfAction
    barcode
    price
    oldPrice
  }
`);

export type DrugItem = ResultOf<typeof DrugFields>;

export const DrugSearchQuery = graphql(
  `
    query DrugSearch($query: String!, $searchBy: DrugSearchBy!, $page: Int, $pageSize: Int) {
      drugSearch(query: $query, searchBy: $searchBy, page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          ...DrugFields
        }
        didYouMean
      }
    }
  `,
  [DrugFields],
);

export const DrugSuggestionsQuery = graphql(`
  query DrugSuggestions($query: String!, $searchBy: DrugSearchBy!, $limit: Int) {
    drugSuggestions(query: $query, searchBy: $searchBy, limit: $limit)
  }
`);

export const DrugQuery = graphql(
  `
    query Drug($id: ID!) {
      drug(id: $id) {
        ...DrugFields
      }
    }
  `,
  [DrugFields],
);

export const DrugAlternativesQuery = graphql(
  `
    query DrugAlternatives($id: ID!, $orderBy: DrugOrder) {
      drugAlternatives(id: $id, orderBy: $orderBy) {
        ...DrugFields
      }
    }
  `,
  [DrugFields],
);

export const DrugSimilaritiesQuery = graphql(
  `
    query DrugSimilarities($id: ID!, $orderBy: DrugOrder) {
      drugSimilarities(id: $id, orderBy: $orderBy) {
        ...DrugFields
      }
    }
  `,
  [DrugFields],
);

export const DrugsMostSearchedQuery = graphql(
  `
    query DrugsMostSearched($limit: Int) {
      drugsMostSearched(limit: $limit) {
        ...DrugFields
      }
    }
  `,
  [DrugFields],
);

export const DrugSearchHitMutation = graphql(`
  mutation DrugSearchHit($id: ID!, $anonymousId: String) {
    drugSearchHit(id: $id, anonymousId: $anonymousId)
  }
`);

export const DrugPriceHistoryQuery = graphql(`
  query DrugPriceHistory($id: ID!) {
    drugPriceHistory(id: $id) {
      id
      previousPrice
      price
      createdAt
    }
  }
`);

export const DrugFollowedQuery = graphql(`
  query DrugFollowed($id: ID!) {
    drugFollowed(id: $id)
  }
`);

export const DrugFollowMutation = graphql(`
  mutation DrugFollow($id: ID!) {
    drugFollow(id: $id)
  }
`);

export const DrugUnfollowMutation = graphql(`
  mutation DrugUnfollow($id: ID!) {
    drugUnfollow(id: $id)
  }
`);

export const MyFollowedDrugsQuery = graphql(
  `
    query MyFollowedDrugs {
      myFollowedDrugs {
        ...DrugFields
      }
    }
  `,
  [DrugFields],
);
