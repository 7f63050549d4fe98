import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { GENDERS, customerInputSchema, type Gender } from '@dawa/shared/commerce';
import { formatLongDate, formatShortDate } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { tablePaging, type TableParams } from '../../../app/resource/tableParams';
import { dateColumn } from '../../../app/resource/dateColumn';
import {
  CustomerCreateMutation,
  CustomerDeleteMutation,
  CustomersQuery,
  CustomerUpdateMutation,
  type CustomerRow,
} from './commerce.graphql';
import { CommercePage, NameCell } from './CommercePage';

const genderOf = (value: unknown): Gender | undefined => GENDERS.find((gender) => gender === value);

/** `/{lang}/admin/customers` (issue #16 point 6). */
export function CustomersPage({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [, create] = useMutation(CustomerCreateMutation);
  const [, update] = useMutation(CustomerUpdateMutation);
  const [, remove] = useMutation(CustomerDeleteMutation);
  const genderName = (gender: Gender) => t(`commerce.genders.${gender}`);
  const birthdate = (row: CustomerRow) => formatLongDate(`${row.birthdate}T12:00:00Z`, language);

  return (
    <CommercePage
      roles={roles}
      definition={{
        entity: 'customers',
        section: 'customers',
        query: CustomersQuery,
        variablesOf: (params: TableParams) => ({
          filter: { search: params.filters.search, gender: genderOf(params.filters.gender) },
          ...tablePaging(params),
        }),
        pick: (data) => data.customersTable,
        rowKey: (row) => row.id,
        nameOf: (row) => row.name,
        columns: [
          {
            key: 'name',
            title: t('commerce.columns.name'),
            sortable: true,
            render: (row) => <NameCell primary={row.name} />,
            csv: (row) => row.name,
          },
          {
            key: 'birthdate',
            title: t('commerce.columns.birthdate'),
            sortable: true,
            noWrap: true,
            render: birthdate,
            csv: (row) => row.birthdate,
          },
          {
            key: 'gender',
            title: t('commerce.columns.gender'),
            render: (row) => genderName(row.gender),
            csv: (row) => genderName(row.gender),
          },
          dateColumn<CustomerRow>({
            key: 'createdAt',
            title: t('commerce.columns.createdAt'),
            date: (row) => row.createdAt,
            language,
            format: 'short',
            responsive: ['md'],
          }),
        ],
        filters: [
          { key: 'search', kind: 'search', label: t('commerce.customers.search') },
          {
            key: 'gender',
            kind: 'select',
            label: t('commerce.columns.gender'),
            options: GENDERS.map((gender) => ({ value: gender, label: genderName(gender) })),
          },
        ],
        details: (row) => [
          { label: t('commerce.columns.birthdate'), value: birthdate(row) },
          { label: t('commerce.columns.gender'), value: genderName(row.gender) },
          {
            label: t('commerce.columns.createdAt'),
            value: formatShortDate(row.createdAt, language),
          },
        ],
        fields: () => [
          { kind: 'text', name: 'name', label: t('commerce.columns.name') },
          { kind: 'date', name: 'birthdate', label: t('commerce.columns.birthdate') },
          {
            kind: 'select',
            name: 'gender',
            label: t('commerce.columns.gender'),
            options: GENDERS.map((gender) => ({ value: gender, label: genderName(gender) })),
          },
        ],
        schema: customerInputSchema,
        initialValues: (row) =>
          row ? { name: row.name, birthdate: row.birthdate, gender: row.gender } : {},
        save: (values, row) => {
          const data = {
            name: String(values.name ?? ''),
            birthdate: String(values.birthdate ?? ''),
            gender: genderOf(values.gender) ?? 'male',
          };
          return row ? update({ id: row.id, data }) : create({ data });
        },
        remove: (row) => remove({ id: row.id }),
      }}
    />
  );
}
