import { GENDERS } from '@dawa/shared/commerce';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import { downloadName, signedFileUrl, uploadUrls } from '../uploads/uploads.service';
import type { Customer, Product, RecordFile } from './commerce.tables';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customers.service';
import {
  createOrder,
  deleteOrder,
  getOrder,
  listEmployeeOptions,
  listOrders,
  updateOrder,
  type Option,
  type OrderView,
} from './orders.service';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from './products.service';

const GenderRef = builder.enumType('Gender', {
  description: 'A customer’s gender (SPEC §3).',
  values: describedValues(GENDERS, { male: 'Male.', female: 'Female.' }),
});

/** A file as the API shows it: public (a product photo) or private (an order attachment). */
interface FileView {
  file: RecordFile;
  /** Signed for this user when the file is private; public otherwise. */
  signFor: string | null;
}

const UploadedFileRef = builder.objectRef<FileView>('UploadedFile').implement({
  description:
    'An uploaded file of a record (SPEC §3 Uploaded file). Public files have a `publicUrl`; ' +
    'private ones (order attachments) a `privateUrl` signed for the caller that expires.',
  fields: (t) => ({
    id: t.id({ description: 'The upload’s id.', resolve: (view) => view.file.uploadId }),
    name: t.string({
      description: 'The name it was sent with.',
      resolve: (view) => view.file.name,
    }),
    sizeInBytes: t.int({
      description: 'Bytes of the stored file.',
      resolve: (view) => view.file.sizeInBytes,
    }),
    contentType: t.string({
      description: 'What is stored: `image/webp` for pictures, `application/pdf` for documents.',
      resolve: (view) => view.file.contentType,
    }),
    privateUrl: t.string({
      nullable: true,
      description:
        'For private files: a URL for the caller only, working 5 minutes (S3: presigned; disk: ' +
        'signed by the server, which also checks the caller may still read the record), that ' +
        'downloads the file under its name. Null for public files.',
      resolve: (view, _args, context) =>
        view.signFor === null
          ? null
          : signedFileUrl(context.platform, view.file.key, view.signFor, {
              downloadAs: downloadName({
                id: view.file.uploadId,
                originalName: view.file.name,
                contentType: view.file.contentType,
              }),
            }),
    }),
    publicUrl: t.string({
      nullable: true,
      description: 'For public files: a permanent URL; null for private ones.',
      resolve: (view) =>
        view.signFor === null
          ? uploadUrls({ imageKey: view.file.key, thumbnailKey: view.file.thumbnailKey }).url
          : null,
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description:
        'A 320 px wide picture: permanent for public files, signed like `privateUrl` for private ' +
        'ones; null for a document.',
      resolve: (view, _args, context) => {
        const { key, thumbnailKey } = view.file;
        if (thumbnailKey === null) return null;
        return view.signFor === null
          ? uploadUrls({ imageKey: key, thumbnailKey }).thumbnailUrl
          : signedFileUrl(context.platform, thumbnailKey, view.signFor);
      },
    }),
  }),
});

const OptionRef = builder.objectRef<Option>('AutocompleteOption').implement({
  description: 'A choice of a remote-search select (SPEC §3 Autocomplete option).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The id the form sends.' }),
    label: t.exposeString('label', { description: 'What the select shows.' }),
  }),
});

const CustomerRef = builder.objectRef<Customer>('Customer').implement({
  description: 'A customer (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The customer’s id.' }),
    name: t.exposeString('name', { description: 'Full name.' }),
    birthdate: t.exposeString('birthdate', { description: 'Birthdate, YYYY-MM-DD.' }),
    gender: t.field({ type: GenderRef, description: 'Gender.', resolve: (row) => row.gender }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const ProductRef = builder.objectRef<Product>('Product').implement({
  description: 'A product (SPEC §3); prices in L.E.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The product’s id.' }),
    name: t.exposeString('name', { description: 'Name.' }),
    description: t.exposeString('description', { description: 'Description; may be empty.' }),
    unitPrice: t.exposeFloat('unitPrice', { description: 'Unit price in L.E.' }),
    photos: t.field({
      type: [UploadedFileRef],
      description: 'Public photos, first = cover.',
      resolve: (row) => row.photos.map((file) => ({ file, signFor: null })),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const OrderProductRef = builder.objectRef<OrderView['products'][number]>('OrderProduct').implement({
  description: 'A product an order names.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The product’s id.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    unitPrice: t.exposeFloat('unitPrice', { description: 'Its unit price in L.E.' }),
  }),
});

const OrderCustomerRef = builder.objectRef<OrderView['customer']>('OrderCustomer').implement({
  description: 'The customer an order is for.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The customer’s id.' }),
    name: t.exposeString('name', { description: 'Their name.' }),
  }),
});

const OrderRef = builder.objectRef<OrderView>('Order').implement({
  description: 'An order (SPEC §3): a customer, products, the employee handling it, attachments.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The order’s id.' }),
    customer: t.field({
      type: OrderCustomerRef,
      description: 'Who ordered.',
      resolve: (row) => row.customer,
    }),
    products: t.field({
      type: [OrderProductRef],
      description: 'What was ordered, in the order given.',
      resolve: (row) => row.products,
    }),
    employee: t.field({
      type: OptionRef,
      nullable: true,
      description: 'The user handling it; null once that account is deleted.',
      resolve: (row) => row.employee,
    }),
    delivered: t.exposeBoolean('delivered', { description: 'Whether it was delivered.' }),
    attachments: t.field({
      type: [UploadedFileRef],
      description: 'Private files: each with a `privateUrl` signed for the caller.',
      resolve: (row, _args, context) =>
        row.attachments.map((file) => ({ file, signFor: context.viewer?.id ?? null })),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const CustomerFilterRef = builder.inputType('CustomerFilterInput', {
  description: 'The customers table’s filters.',
  fields: (t) => ({
    search: t.string({ description: 'Part of the name.' }),
    gender: t.field({ type: GenderRef, description: 'Only this gender.' }),
  }),
});

const ProductFilterRef = builder.inputType('ProductFilterInput', {
  description: 'The products table’s filters.',
  fields: (t) => ({
    search: t.string({ description: 'Part of the name.' }),
    priceFrom: t.float({ description: 'Unit price at least this (L.E.).' }),
    priceTo: t.float({ description: 'Unit price at most this (L.E.).' }),
  }),
});

const OrderFilterRef = builder.inputType('OrderFilterInput', {
  description: 'The orders table’s filters.',
  fields: (t) => ({
    search: t.string({ description: 'Part of the customer’s name.' }),
    delivered: t.boolean({ description: 'Only delivered (true) or undelivered (false) orders.' }),
  }),
});

const CustomerInputRef = builder.inputType('CustomerInput', {
  description: 'A customer, whole (create and update).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Full name, 1–120 characters.' }),
    birthdate: t.string({ required: true, description: 'YYYY-MM-DD, from 1900 to today.' }),
    gender: t.field({ type: GenderRef, required: true, description: 'Gender.' }),
  }),
});

const ProductInputRef = builder.inputType('ProductInput', {
  description: 'A product, whole (create and update).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name, 1–120 characters.' }),
    description: t.string({ description: 'Up to 2000 characters.' }),
    unitPrice: t.float({ required: true, description: 'L.E., positive, at most 2 decimals.' }),
    photoUploadIds: t.idList({
      description: 'Up to 10 uploads (purpose `product`), first = cover; left out = none.',
    }),
  }),
});

const OrderInputRef = builder.inputType('OrderInput', {
  description: 'An order, whole (create and update).',
  fields: (t) => ({
    customerId: t.id({ required: true, description: 'The customer.' }),
    productIds: t.idList({ required: true, description: '1–50 different products, in order.' }),
    employeeId: t.id({ required: true, description: 'A user with an admin role.' }),
    delivered: t.boolean({ description: 'Delivered yet; false when left out.' }),
    attachmentUploadIds: t.idList({
      description: 'Up to 10 uploads (purpose `order`, private); left out = none.',
    }),
  }),
});

const CustomerTableRef = tablePageRef('Customer', CustomerRef);
const ProductTableRef = tablePageRef('Product', ProductRef);
const OrderTableRef = tablePageRef('Order', OrderRef);

builder.queryFields((t) => ({
  customersTable: t.field({
    type: CustomerTableRef,
    description: 'Customers (roles that read customers), sortable by name, birthdate, createdAt.',
    authScopes: { access: { section: 'customers', level: 'read' } },
    args: { filter: t.arg({ type: CustomerFilterRef, description: 'Filters.' }), ...tableArgs },
    resolve: (_root, args, context) =>
      listCustomers(context.platform, context.viewer, args.filter, args),
  }),
  customer: t.field({
    type: CustomerRef,
    description: 'One customer (roles that read customers).',
    authScopes: { access: { section: 'customers', level: 'read' } },
    args: {
      id: t.arg.id({ required: true, description: 'The customer; NOT_FOUND when unknown.' }),
    },
    resolve: (_root, args, context) =>
      getCustomer(context.platform, context.viewer, String(args.id)),
  }),
  productsTable: t.field({
    type: ProductTableRef,
    description: 'Products (roles that read products), sortable by name, unitPrice, createdAt.',
    authScopes: { access: { section: 'products', level: 'read' } },
    args: { filter: t.arg({ type: ProductFilterRef, description: 'Filters.' }), ...tableArgs },
    resolve: (_root, args, context) =>
      listProducts(context.platform, context.viewer, args.filter, args),
  }),
  product: t.field({
    type: ProductRef,
    description: 'One product (roles that read products).',
    authScopes: { access: { section: 'products', level: 'read' } },
    args: { id: t.arg.id({ required: true, description: 'The product; NOT_FOUND when unknown.' }) },
    resolve: (_root, args, context) =>
      getProduct(context.platform, context.viewer, String(args.id)),
  }),
  ordersTable: t.field({
    type: OrderTableRef,
    description: 'Orders (roles that read orders), sortable by customer, delivered, createdAt.',
    authScopes: { access: { section: 'orders', level: 'read' } },
    args: { filter: t.arg({ type: OrderFilterRef, description: 'Filters.' }), ...tableArgs },
    resolve: (_root, args, context) =>
      listOrders(context.platform, context.viewer, args.filter, args),
  }),
  order: t.field({
    type: OrderRef,
    description: 'One order (roles that read orders), its attachments signed for the caller.',
    authScopes: { access: { section: 'orders', level: 'read' } },
    args: { id: t.arg.id({ required: true, description: 'The order; NOT_FOUND when unknown.' }) },
    resolve: (_root, args, context) => getOrder(context.platform, context.viewer, String(args.id)),
  }),
  orderEmployeeOptions: t.field({
    type: [OptionRef],
    description: 'Users with an admin role matching a name or e-mail, 20 at most (order editors).',
    authScopes: { access: { section: 'orders', level: 'write' } },
    args: {
      search: t.arg.string({
        required: true,
        description: 'Part of a name or e-mail; may be empty.',
      }),
    },
    resolve: (_root, args, context) =>
      listEmployeeOptions(context.platform, context.viewer, args.search),
  }),
}));

builder.mutationFields((t) => ({
  customerCreate: t.field({
    type: CustomerRef,
    description: 'Customer editors add a customer.',
    authScopes: { access: { section: 'customers', level: 'write' } },
    args: { data: t.arg({ type: CustomerInputRef, required: true, description: 'The customer.' }) },
    resolve: (_root, args, context) => createCustomer(context.platform, context, args.data),
  }),
  customerUpdate: t.field({
    type: CustomerRef,
    description: 'Customer editors change a customer.',
    authScopes: { access: { section: 'customers', level: 'write' } },
    args: {
      id: t.arg.id({ required: true, description: 'The customer; NOT_FOUND when unknown.' }),
      data: t.arg({ type: CustomerInputRef, required: true, description: 'The new values.' }),
    },
    resolve: (_root, args, context) =>
      updateCustomer(context.platform, context, String(args.id), args.data),
  }),
  customerDelete: t.boolean({
    description: 'Customer editors delete a customer no order names (CONFLICT otherwise).',
    authScopes: { access: { section: 'customers', level: 'write' } },
    args: {
      id: t.arg.id({ required: true, description: 'The customer; NOT_FOUND when unknown.' }),
    },
    resolve: (_root, args, context) => deleteCustomer(context.platform, context, String(args.id)),
  }),
  productCreate: t.field({
    type: ProductRef,
    description: 'Product editors add a product with its photos.',
    authScopes: { access: { section: 'products', level: 'write' } },
    args: { data: t.arg({ type: ProductInputRef, required: true, description: 'The product.' }) },
    resolve: (_root, args, context) => createProduct(context.platform, context, args.data),
  }),
  productUpdate: t.field({
    type: ProductRef,
    description: 'Product editors change a product; photos no longer listed are deleted.',
    authScopes: { access: { section: 'products', level: 'write' } },
    args: {
      id: t.arg.id({ required: true, description: 'The product; NOT_FOUND when unknown.' }),
      data: t.arg({ type: ProductInputRef, required: true, description: 'The new values.' }),
    },
    resolve: (_root, args, context) =>
      updateProduct(context.platform, context, String(args.id), args.data),
  }),
  productDelete: t.boolean({
    description: 'Product editors delete a product no order names (CONFLICT otherwise).',
    authScopes: { access: { section: 'products', level: 'write' } },
    args: { id: t.arg.id({ required: true, description: 'The product; NOT_FOUND when unknown.' }) },
    resolve: (_root, args, context) => deleteProduct(context.platform, context, String(args.id)),
  }),
  orderCreate: t.field({
    type: OrderRef,
    description: 'Order editors add an order with its attachments.',
    authScopes: { access: { section: 'orders', level: 'write' } },
    args: { data: t.arg({ type: OrderInputRef, required: true, description: 'The order.' }) },
    resolve: (_root, args, context) => createOrder(context.platform, context, args.data),
  }),
  orderUpdate: t.field({
    type: OrderRef,
    description: 'Order editors change an order; attachments no longer listed are deleted.',
    authScopes: { access: { section: 'orders', level: 'write' } },
    args: {
      id: t.arg.id({ required: true, description: 'The order; NOT_FOUND when unknown.' }),
      data: t.arg({ type: OrderInputRef, required: true, description: 'The new values.' }),
    },
    resolve: (_root, args, context) =>
      updateOrder(context.platform, context, String(args.id), args.data),
  }),
  orderDelete: t.boolean({
    description: 'Order editors delete an order and its attachments.',
    authScopes: { access: { section: 'orders', level: 'write' } },
    args: { id: t.arg.id({ required: true, description: 'The order; NOT_FOUND when unknown.' }) },
    resolve: (_root, args, context) => deleteOrder(context.platform, context, String(args.id)),
  }),
}));
