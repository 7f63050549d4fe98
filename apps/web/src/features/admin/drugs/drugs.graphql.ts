import { graphql } from '../../../app/graphql';

/** One page of the admin list: trade-name search (SPEC §2 `searchBy` tradeName). */
export const AdminDrugSearchQuery = graphql(`
  query AdminDrugSearch($query: String!, $page: Int, $pageSize: Int) {
    drugSearch(query: $query, searchBy: tradeName, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        tradeName
        arabicName
        genericNames
        companies
        price
        oldPrice
      }
    }
  }
`);

/** A drug with every field the form edits, and its price history (newest first). */
export const AdminDrugQuery = graphql(`
  query AdminDrug($id: ID!) {
    drug(id: $id) {
      id
      tradeName
      arabicName
      genericNames
      companies
      routes
      pharmacologicalUses
      category
      mechanismOfAction
      barcode
      price
      oldPrice
      updatedAt
    }
    drugPriceHistory(id: $id) {
      id
      previousPrice
      price
      createdAt
    }
  }
`);

export const AdminDrugCreateMutation = graphql(`
  mutation AdminDrugCreate($data: DrugInput!) {
    drugCreate(data: $data) {
      id
      tradeName
      price
      oldPrice
    }
  }
`);

export const AdminDrugUpdateMutation = graphql(`
  mutation AdminDrugUpdate($id: ID!, $data: DrugInput!) {
    drugUpdate(id: $id, data: $data) {
      id
      tradeName
      price
      oldPrice
    }
  }
`);

export const AdminDrugDeleteMutation = graphql(`
  mutation AdminDrugDelete($id: ID!) {
    drugDelete(id: $id)
  }
`);
