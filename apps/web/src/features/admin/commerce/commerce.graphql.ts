import { graphql, type ResultOf } from '../../../app/graphql';

export const CustomerFields = graphql(`
  fragment CustomerFields on Customer @_unmask {
    id
    name
    birthdate
    gender
    createdAt
  }
`);
export type CustomerRow = ResultOf<typeof CustomerFields>;

export const ProductFields = graphql(`
  fragment ProductFields on Product @_unmask {
    id
    name
    description
    unitPrice
    photos {
      id
      publicUrl
      thumbnailUrl
      sizeInBytes
    }
    createdAt
  }
`);
export type ProductRow = ResultOf<typeof ProductFields>;

export const OrderFields = graphql(`
  fragment OrderFields on Order @_unmask {
    id
    customer {
      id
      name
    }
    products {
      id
      name
      unitPrice
    }
    employee {
      id
      label
    }
    delivered
    attachments {
      id
      name
      sizeInBytes
      contentType
      privateUrl
      thumbnailUrl
    }
    createdAt
  }
`);
export type OrderRow = ResultOf<typeof OrderFields>;

export const CustomersQuery = graphql(
  `
    query CustomersTable(
      $filter: CustomerFilterInput
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      customersTable(
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
);

export const ProductsQuery = graphql(
  `
    query ProductsTable(
      $filter: ProductFilterInput
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      productsTable(
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...ProductFields
        }
      }
    }
  `,
  [ProductFields],
);

export const OrdersQuery = graphql(
  `
    query OrdersTable(
      $filter: OrderFilterInput
      $page: Int
      $pageSize: Int
      $sort: String
      $descending: Boolean
    ) {
      ordersTable(
        filter: $filter
        page: $page
        pageSize: $pageSize
        sort: $sort
        descending: $descending
      ) {
        total
        items {
          ...OrderFields
        }
      }
    }
  `,
  [OrderFields],
);

export const EmployeeOptionsQuery = graphql(`
  query OrderEmployeeOptions($search: String!) {
    orderEmployeeOptions(search: $search) {
      id
      label
    }
  }
`);

export const CustomerCreateMutation = graphql(
  `
    mutation CustomerCreate($data: CustomerInput!) {
      customerCreate(data: $data) {
        ...CustomerFields
      }
    }
  `,
  [CustomerFields],
);

export const CustomerUpdateMutation = graphql(
  `
    mutation CustomerUpdate($id: ID!, $data: CustomerInput!) {
      customerUpdate(id: $id, data: $data) {
        ...CustomerFields
      }
    }
  `,
  [CustomerFields],
);

export const CustomerDeleteMutation = graphql(`
  mutation CustomerDelete($id: ID!) {
    customerDelete(id: $id)
  }
`);

export const ProductCreateMutation = graphql(
  `
    mutation ProductCreate($data: ProductInput!) {
      productCreate(data: $data) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const ProductUpdateMutation = graphql(
  `
    mutation ProductUpdate($id: ID!, $data: ProductInput!) {
      productUpdate(id: $id, data: $data) {
        ...ProductFields
      }
    }
  `,
  [ProductFields],
);

export const ProductDeleteMutation = graphql(`
  mutation ProductDelete($id: ID!) {
    productDelete(id: $id)
  }
`);

export const OrderCreateMutation = graphql(
  `
    mutation OrderCreate($data: OrderInput!) {
      orderCreate(data: $data) {
        ...OrderFields
      }
    }
  `,
  [OrderFields],
);

export const OrderUpdateMutation = graphql(
  `
    mutation OrderUpdate($id: ID!, $data: OrderInput!) {
      orderUpdate(id: $id, data: $data) {
        ...OrderFields
      }
    }
  `,
  [OrderFields],
);

export const OrderDeleteMutation = graphql(`
  mutation OrderDelete($id: ID!) {
    orderDelete(id: $id)
  }
`);
