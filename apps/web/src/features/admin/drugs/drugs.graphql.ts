import { graphql } from '../../../app/graphql';

/** One page of the admin table of drugs (ADR 0023), read from the database. */
export const AdminDrugsTableQuery = graphql(`
  query AdminDrugsTable(
    $filter: DrugFilterInput
    $page: Int
    $pageSize: Int
    $sort: String
    $descending: Boolean
  ) {
    drugsTable(
      filter: $filter
      page: $page
      pageSize: $pageSize
      sort: $sort
      descending: $descending
    ) {
      total
      items {
        id
        tradeName
        arabicName
        genericNames
        companies
        price
        oldPrice
        updatedAt
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
