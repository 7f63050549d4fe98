import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation, useQuery } from 'urql';
import { can } from '@dawa/shared/access';
import type { FieldError } from '@dawa/shared/errors';
import { offerInputSchema } from '@dawa/shared/offerInput';
import { isRole } from '@dawa/shared/roles';
import { toApiError } from '../../../app/errors/apiError';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { listReturnOf } from '../../../app/resource/listReturn';
import {
  ResourceForm,
  type ResourceField,
  type ResourceValues,
} from '../../../app/resource/ResourceForm';
import { AdminPage } from '../../../app/ui/AdminPage';
import { BackLink } from '../../../app/ui/BackLink';
import { Loading } from '../../../app/ui/Loading';
import { panelClass } from '../../../app/ui/panelClass';
import { localized } from '../../notifications/notificationView';
import { useFeatureMessages } from '../../notifications/useFeatureMessages';
import {
  OfferCreateMutation,
  OfferQuery,
  OfferUpdateMutation,
  type OfferItem,
} from '../offers.graphql';

/**
 * `admin/offers/new` creates an offer; `admin/offers/:id` edits one. A reader of the offers
 * section sees the same page without anything to change.
 */
export function OfferFormPage({ roles }: { roles: readonly string[] }) {
  const ready = useFeatureMessages('offers');
  const language = useLanguage();
  const { id } = useParams();
  const readOnly = !can(roles.filter(isRole), 'offers', 'write');
  if (!id && readOnly) return <Navigate to={`/${language}/403`} replace />;
  if (!ready) return <Loading />;
  return id ? (
    <ExistingOffer key={id} id={id} readOnly={readOnly} />
  ) : (
    <OfferEditor offer={null} readOnly={false} />
  );
}

function ExistingOffer({ id, readOnly }: { id: string; readOnly: boolean }) {
  const [{ data, fetching, error }] = useQuery({
    query: OfferQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  useApiErrorEffect(error);
  if (fetching && !data) return <Loading />;
  if (!data) return null;
  return <OfferEditor offer={data.offer} readOnly={readOnly} />;
}

const EMPTY_TEXT = { en: '', ar: '' };

interface OfferEditorProps {
  offer: OfferItem | null;
  /** A reader: the fields are shown but cannot change, with no save. */
  readOnly: boolean;
}

/** The offer's definition on the shared form (ADR 0023): a bilingual title and description. */
function OfferEditor({ offer, readOnly }: OfferEditorProps) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const navigate = useNavigate();
  const listPath = `/${language}/admin/offers${listReturnOf(useLocation().state)}`;
  const handleError = useApiErrorHandler();
  const [created, create] = useMutation(OfferCreateMutation);
  const [updated, update] = useMutation(OfferUpdateMutation);
  const title = !offer
    ? t('admin.createTitle')
    : readOnly
      ? localized(offer.title, language)
      : t('admin.editTitle');
  useDocumentTitle(title);

  const fields: ResourceField[] = [
    { name: 'title', kind: 'localized', label: t('admin.fields.title') },
    {
      name: 'description',
      kind: 'localized',
      multiline: true,
      label: t('admin.fields.description'),
    },
  ];

  const submit = async (values: ResourceValues): Promise<readonly FieldError[] | null> => {
    const parsed = offerInputSchema.safeParse(values);
    if (!parsed.success)
      return parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
    const data = parsed.data;
    const result = offer ? await update({ id: offer.id, data }) : await create({ data });
    if (result.error) {
      const apiError = toApiError(result.error);
      if (apiError.code !== 'VALIDATION') handleError(result.error);
      return apiError.fieldErrors;
    }
    showToast(language, {
      type: 'success',
      key: 'offer-saved',
      title: offer ? t('admin.saved') : t('admin.created'),
    });
    void navigate(listPath);
    return null;
  };

  return (
    <AdminPage
      titleId="offer-form-title"
      title={title}
      titleDir={readOnly ? 'auto' : undefined}
      before={<BackLink to={listPath}>{t('admin.back')}</BackLink>}
    >
      <div className={panelClass({ padded: true })}>
        <ResourceForm
          id="offer"
          label={title}
          fields={fields}
          schema={offerInputSchema}
          initialValues={
            offer
              ? { title: offer.title, description: offer.description }
              : { title: EMPTY_TEXT, description: EMPTY_TEXT }
          }
          submitLabel={offer ? t('admin.save') : t('admin.create')}
          saving={created.fetching || updated.fetching}
          readOnly={readOnly}
          onSubmit={submit}
        />
      </div>
    </AdminPage>
  );
}
