import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { COMMERCE_FILES_MAX, productInputSchema } from '@dawa/shared/commerce';
import { formatPrice } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { dateColumn } from '../../../app/resource/dateColumn';
import { PhotosField, type UploadedPhoto } from '../../uploads/PhotosField';
import {
  ProductCreateMutation,
  ProductDeleteMutation,
  ProductsQuery,
  ProductUpdateMutation,
  type ProductRow,
} from './commerce.graphql';
import { CommercePage, NameCell } from './CommercePage';
import { FileList } from './FileList';

const numberOf = (value: string | undefined) => {
  const number = value ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

const photosOf = (row: ProductRow): UploadedPhoto[] =>
  row.photos.map((photo) => ({
    id: photo.id,
    url: photo.publicUrl ?? '',
    thumbnailUrl: photo.thumbnailUrl,
  }));

/** `/{lang}/admin/products` (issue #16 point 6): photos through the upload pipeline. */
export function ProductsPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [uploading, setUploading] = useState(false);
  const [, create] = useMutation(ProductCreateMutation);
  const [, update] = useMutation(ProductUpdateMutation);
  const [, remove] = useMutation(ProductDeleteMutation);
  const price = (row: ProductRow) => formatPrice(row.unitPrice, language, { cents: true });

  return (
    <CommercePage
      roles={roles}
      definition={{
        entity: 'products',
        section: 'products',
        query: ProductsQuery,
        variablesOf: (params: TableParams) => ({
          filter: {
            search: params.filters.search,
            priceFrom: numberOf(params.filters.priceFrom),
            priceTo: numberOf(params.filters.priceTo),
          },
          ...tablePaging(params),
        }),
        pick: (data) => data.productsTable,
        rowKey: (row) => row.id,
        nameOf: (row) => row.name,
        columns: [
          {
            key: 'name',
            title: t('commerce.columns.name'),
            sortable: true,
            render: (row) => <NameCell primary={row.name} secondary={row.description} />,
            csv: (row) => row.name,
          },
          {
            key: 'unitPrice',
            title: t('commerce.columns.unitPrice'),
            sortable: true,
            noWrap: true,
            align: 'end',
            render: price,
            csv: (row) => String(row.unitPrice),
          },
          {
            key: 'photos',
            title: t('commerce.columns.photos'),
            responsive: ['md'],
            render: (row) => String(row.photos.length),
            csv: (row) => row.photos.map((photo) => photo.publicUrl ?? '').join(' '),
          },
          dateColumn<ProductRow>({
            key: 'createdAt',
            title: t('commerce.columns.createdAt'),
            date: (row) => row.createdAt,
            language,
            format: 'short',
            responsive: ['md'],
          }),
        ],
        filters: [
          { key: 'search', kind: 'search', label: t('commerce.products.search') },
          { key: 'priceFrom', kind: 'search', label: t('commerce.products.priceFrom') },
          { key: 'priceTo', kind: 'search', label: t('commerce.products.priceTo') },
        ],
        details: (row) => [
          { label: t('commerce.columns.description'), value: row.description },
          { label: t('commerce.columns.unitPrice'), value: price(row) },
          {
            label: t('commerce.columns.photos'),
            value: (
              <FileList
                files={row.photos.map((photo, index) => ({
                  id: photo.id,
                  name: t('commerce.photoOf', { name: row.name, number: index + 1 }),
                  url: photo.publicUrl ?? '',
                  thumbnailUrl: photo.thumbnailUrl,
                  sizeInBytes: photo.sizeInBytes,
                }))}
              />
            ),
          },
        ],
        fields: () => [
          { kind: 'text', name: 'name', label: t('commerce.columns.name') },
          { kind: 'textarea', name: 'description', label: t('commerce.columns.description') },
          { kind: 'number', name: 'unitPrice', label: t('commerce.columns.unitPrice') },
          {
            kind: 'custom',
            name: 'photos',
            label: t('commerce.columns.photos'),
            input: (
              <PhotosField max={COMMERCE_FILES_MAX} purpose="product" onBusyChange={setUploading} />
            ),
          },
        ],
        schema: productInputSchema,
        initialValues: (row) =>
          row
            ? {
                name: row.name,
                description: row.description,
                unitPrice: row.unitPrice,
                photos: photosOf(row),
              }
            : { photos: [] },
        save: (values, row) => {
          const photos = (values.photos ?? []) as UploadedPhoto[];
          const data = {
            name: String(values.name ?? ''),
            description: String(values.description ?? ''),
            unitPrice: Number(values.unitPrice),
            photoUploadIds: photos.map((photo) => photo.id),
          };
          return row ? update({ id: row.id, data }) : create({ data });
        },
        remove: (row) => remove({ id: row.id }),
        busy: uploading,
      }}
    />
  );
}
