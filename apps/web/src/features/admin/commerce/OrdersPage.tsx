import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { Tag } from 'antd';
import { useClient, useMutation } from 'urql';
import { COMMERCE_FILES_MAX, orderInputSchema } from '@dawa/shared/commerce';
import { formatPrice, formatShortDate } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import type { RemoteOption } from '../../../app/resource/RemoteSearchSelect';
import { tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { dateColumn } from '../../../app/resource/dateColumn';
import { PhotosField, type UploadedPhoto } from '../../uploads/PhotosField';
import {
  CustomersQuery,
  EmployeeOptionsQuery,
  OrderCreateMutation,
  OrderDeleteMutation,
  OrdersQuery,
  OrderUpdateMutation,
  ProductsQuery,
  type OrderRow,
} from './commerce.graphql';
import { CommercePage, NameCell } from './CommercePage';
import { FileList } from './FileList';

/** Choices a remote-search select offers at once. */
const CHOICES = 20;

const deliveredOf = (value: string | undefined) =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

const attachmentsOf = (row: OrderRow): UploadedPhoto[] =>
  row.attachments.map((file) => ({
    id: file.id,
    url: file.privateUrl ?? '',
    thumbnailUrl: file.thumbnailUrl,
    ...(file.thumbnailUrl === null
      ? { document: { name: file.name, size: file.sizeInBytes } }
      : {}),
  }));

/**
 * `/{lang}/admin/orders` (issue #16 point 6): the customer, products and employee are picked with
 * remote-search selects; attachments are private, shown by URLs signed for the viewer.
 */
export function OrdersPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const client = useClient();
  const [uploading, setUploading] = useState(false);
  const [, create] = useMutation(OrderCreateMutation);
  const [, update] = useMutation(OrderUpdateMutation);
  const [, remove] = useMutation(OrderDeleteMutation);
  const deliveredName = (row: OrderRow) =>
    t(row.delivered ? 'commerce.delivered' : 'commerce.notDelivered');
  const productNames = (row: OrderRow) =>
    row.products.map((product) => product.name).join(language === 'ar' ? '، ' : ', ');
  const total = (row: OrderRow) =>
    formatPrice(
      row.products.reduce((sum, product) => sum + product.unitPrice, 0),
      language,
      { cents: true },
    );

  const searchCustomers = async (query: string): Promise<RemoteOption[]> => {
    const answer = await client
      .query(CustomersQuery, { filter: { search: query || undefined }, pageSize: CHOICES })
      .toPromise();
    if (!answer.data) throw answer.error ?? new Error('no data');
    return answer.data.customersTable.items.map((row) => ({ value: row.id, label: row.name }));
  };
  const searchProducts = async (query: string): Promise<RemoteOption[]> => {
    const answer = await client
      .query(ProductsQuery, { filter: { search: query || undefined }, pageSize: CHOICES })
      .toPromise();
    if (!answer.data) throw answer.error ?? new Error('no data');
    return answer.data.productsTable.items.map((row) => ({ value: row.id, label: row.name }));
  };
  const searchEmployees = async (query: string): Promise<RemoteOption[]> => {
    const answer = await client.query(EmployeeOptionsQuery, { search: query }).toPromise();
    if (!answer.data) throw answer.error ?? new Error('no data');
    return answer.data.orderEmployeeOptions.map((row) => ({ value: row.id, label: row.label }));
  };

  return (
    <CommercePage
      roles={roles}
      definition={{
        entity: 'orders',
        section: 'orders',
        query: OrdersQuery,
        variablesOf: (params: TableParams) => ({
          filter: {
            search: params.filters.search,
            delivered: deliveredOf(params.filters.delivered),
          },
          ...tablePaging(params),
        }),
        pick: (data) => data.ordersTable,
        rowKey: (row) => row.id,
        nameOf: (row) =>
          t('commerce.orders.nameOf', {
            customer: row.customer.name,
            date: formatShortDate(row.createdAt, language),
          }),
        columns: [
          {
            key: 'customer',
            title: t('commerce.columns.customer'),
            sortable: true,
            render: (row) => <NameCell primary={row.customer.name} secondary={productNames(row)} />,
            csv: (row) => row.customer.name,
          },
          {
            key: 'products',
            title: t('commerce.columns.products'),
            hidden: true,
            render: productNames,
            csv: productNames,
          },
          {
            key: 'total',
            title: t('commerce.columns.total'),
            noWrap: true,
            align: 'end',
            responsive: ['sm'],
            render: total,
            csv: (row) => String(row.products.reduce((sum, p) => sum + p.unitPrice, 0)),
          },
          {
            key: 'employee',
            title: t('commerce.columns.employee'),
            responsive: ['lg'],
            render: (row) => <bdi>{row.employee?.label ?? ''}</bdi>,
            csv: (row) => row.employee?.label ?? '',
          },
          {
            key: 'delivered',
            title: t('commerce.columns.delivered'),
            sortable: true,
            render: (row) => (
              <Tag color={row.delivered ? 'green' : undefined}>{deliveredName(row)}</Tag>
            ),
            csv: deliveredName,
          },
          dateColumn<OrderRow>({
            key: 'createdAt',
            title: t('commerce.columns.createdAt'),
            date: (row) => row.createdAt,
            language,
            format: 'short',
            responsive: ['md'],
          }),
        ],
        filters: [
          { key: 'search', kind: 'search', label: t('commerce.orders.search') },
          {
            key: 'delivered',
            kind: 'select',
            label: t('commerce.columns.delivered'),
            options: [
              { value: 'yes', label: t('commerce.delivered') },
              { value: 'no', label: t('commerce.notDelivered') },
            ],
          },
        ],
        details: (row) => [
          { label: t('commerce.columns.customer'), value: <bdi>{row.customer.name}</bdi> },
          {
            label: t('commerce.columns.products'),
            value: productNames(row),
          },
          { label: t('commerce.columns.total'), value: total(row) },
          { label: t('commerce.columns.employee'), value: <bdi>{row.employee?.label}</bdi> },
          { label: t('commerce.columns.delivered'), value: deliveredName(row) },
          {
            label: t('commerce.columns.attachments'),
            value: (
              <FileList
                files={row.attachments.map((file) => ({
                  id: file.id,
                  name: file.name,
                  url: file.privateUrl ?? '',
                  thumbnailUrl: file.thumbnailUrl,
                  sizeInBytes: file.sizeInBytes,
                }))}
              />
            ),
          },
        ],
        fields: (row) => [
          {
            kind: 'remoteSelect',
            name: 'customerId',
            label: t('commerce.columns.customer'),
            search: searchCustomers,
            initial: row ? { value: row.customer.id, label: row.customer.name } : undefined,
          },
          {
            kind: 'remoteSelect',
            name: 'productIds',
            label: t('commerce.columns.products'),
            search: searchProducts,
            multiple: true,
            initial: row?.products.map((product) => ({ value: product.id, label: product.name })),
          },
          {
            kind: 'remoteSelect',
            name: 'employeeId',
            label: t('commerce.columns.employee'),
            search: searchEmployees,
            initial: row?.employee
              ? { value: row.employee.id, label: row.employee.label }
              : undefined,
          },
          { kind: 'switch', name: 'delivered', label: t('commerce.columns.delivered') },
          {
            kind: 'custom',
            name: 'attachments',
            label: t('commerce.columns.attachments'),
            help: t('commerce.orders.attachmentsHelp'),
            input: (
              <PhotosField max={COMMERCE_FILES_MAX} purpose="order" onBusyChange={setUploading} />
            ),
          },
        ],
        schema: orderInputSchema,
        initialValues: (row) =>
          row
            ? {
                customerId: row.customer.id,
                productIds: row.products.map((product) => product.id),
                employeeId: row.employee?.id,
                delivered: row.delivered,
                attachments: attachmentsOf(row),
              }
            : { productIds: [], delivered: false, attachments: [] },
        save: (values, row) => {
          const attachments = (values.attachments ?? []) as UploadedPhoto[];
          const data = {
            customerId: String(values.customerId ?? ''),
            productIds: Array.isArray(values.productIds) ? values.productIds.map(String) : [],
            employeeId: String(values.employeeId ?? ''),
            delivered: Boolean(values.delivered),
            attachmentUploadIds: attachments.map((file) => file.id),
          };
          return row ? update({ id: row.id, data }) : create({ data });
        },
        remove: (row) => remove({ id: row.id }),
        busy: uploading,
      }}
    />
  );
}
