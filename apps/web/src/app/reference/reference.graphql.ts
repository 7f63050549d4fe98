import { graphql } from '../graphql';

/** A governorate with its districts, as the posts' filters and forms offer them (SPEC §3). */
export const CityOptionFields = graphql(`
  fragment CityOptionFields on City @_unmask {
    id
    name {
      en
      ar
    }
    regions {
      id
      name {
        en
        ar
      }
    }
  }
`);
