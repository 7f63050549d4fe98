import { Navigate, Route, Routes, useParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useSession } from '../../app/session/session';
import { ViewerRolesQuery } from '../../app/session/viewerRoles.graphql';
import { AdminLayout } from './AdminLayout';
import { AuditLogPage } from './audit/AuditLogPage';
import { ContactMessagesPage } from './contact/ContactMessagesPage';
import { LazyAnalyticsPage } from './analytics/LazyAnalyticsPage';
import { AdminHome } from './home/AdminHome';
import { CustomersPage } from './commerce/CustomersPage';
import { OrdersPage } from './commerce/OrdersPage';
import { ProductsPage } from './commerce/ProductsPage';
import { adminAccess, entryForPath, visibleEntries } from './adminNav';
import { DrugFormPage } from './drugs/DrugFormPage';
import { DrugListPage } from './drugs/DrugListPage';
import { ImportJobPage } from './import/ImportJobPage';
import { ImportPage } from './import/ImportPage';
import { NoPermissions } from './NoPermissions';
import { SettingsPage } from './settings/SettingsPage';
import { ReferenceDataPage } from './reference/ReferenceDataPage';
import { UsersPage } from './users/UsersPage';
import { Loading } from '../../app/ui/Loading';
import { OfferAdminListPage } from '../offers/admin/OfferAdminListPage';
import { OfferFormPage } from '../offers/admin/OfferFormPage';
import { LazyModerationPage } from '../moderation/LazyModerationPage';

/** The admin area: role guard (SPEC §6), side navigation and the section pages. */
export function AdminArea() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const session = useSession();
  const entry = entryForPath(useParams()['*'] ?? '');
  // Asked again on every visit: roles are granted while the user waits on this screen.
  const [{ data, error }] = useQuery({
    query: ViewerRolesQuery,
    pause: !session,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);

  // The `:lang` route's guard sends signed-out visitors home; this covers a sign-out here.
  if (session === null) return <Navigate to={`/${language}`} replace />;
  const roles = data?.authMe.roles;
  if (!roles) {
    return <Loading description={t('area.loading')} />;
  }

  const access = adminAccess(roles, entry);
  if (access === 'noRoles') return <NoPermissions />;
  if (access === 'forbidden') return <Navigate to={`/${language}/403`} replace />;

  const entries = visibleEntries(roles);
  return (
    <AdminLayout entries={entries} current={entry}>
      <Routes>
        <Route index element={<AdminHome roles={roles} />} />
        <Route path="drugs" element={<DrugListPage roles={roles} />} />
        <Route path="drugs/new" element={<DrugFormPage roles={roles} />} />
        <Route path="drugs/import" element={<Navigate to="../import?entity=drugs" replace />} />
        <Route path="drugs/:id" element={<DrugFormPage roles={roles} />} />
        <Route path="offers" element={<OfferAdminListPage roles={roles} />} />
        <Route path="offers/new" element={<OfferFormPage roles={roles} />} />
        <Route path="offers/:id" element={<OfferFormPage roles={roles} />} />
        <Route path="moderation" element={<LazyModerationPage roles={roles} />} />
        <Route path="contact-messages" element={<ContactMessagesPage roles={roles} />} />
        <Route path="customers" element={<CustomersPage roles={roles} />} />
        <Route path="products" element={<ProductsPage roles={roles} />} />
        <Route path="orders" element={<OrdersPage roles={roles} />} />
        <Route path="import" element={<ImportPage roles={roles} />} />
        <Route path="import/:jobId" element={<ImportJobPage roles={roles} />} />
        <Route path="users" element={<UsersPage roles={roles} />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="analytics" element={<LazyAnalyticsPage />} />
        <Route path="reference-data" element={<ReferenceDataPage roles={roles} />} />
        <Route path="reference-data/:list" element={<ReferenceDataPage roles={roles} />} />
        <Route path="*" element={<Navigate to={`/${language}/404`} replace />} />
      </Routes>
    </AdminLayout>
  );
}
