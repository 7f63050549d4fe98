import { FACILITY_PHOTOS_MAX } from '@dawa/shared/facilities';
import { facilityInputSchema } from '@dawa/shared/facilityInput';
import { isValidationKey, type ValidationKey } from '@dawa/shared/validationMessages';
import type { ResultOf } from '../../app/graphql';
import { issuesByField } from '../../app/forms/fieldErrors';
import type { PostFormDefinition } from '../../app/posts/PostEditor';
import {
  PropertyCreateMutation,
  PropertyUpdateMutation,
  type PropertyInputData,
  type PropertyItem,
} from './facilities.graphql';

/** A photo of the form: its upload, shown by its thumbnail (PhotosField's value). */
export interface FacilityPhoto {
  id: string;
  url: string;
  thumbnailUrl: string;
}

/** The facility form's fields, as antd's form holds them. */
export interface FacilityFormValues {
  name: string;
  listedForId?: string;
  typeId?: string;
  cityId?: string;
  regionId?: string;
  address: string;
  price?: number | null;
  income?: number | null;
  spaceArea?: number | null;
  isClosed: boolean;
  photos: FacilityPhoto[];
  description: string;
  phoneNumber: string;
  email: string;
}

export type FacilityFormField = keyof FacilityFormValues;

const FIELDS: readonly FacilityFormField[] = [
  'name',
  'listedForId',
  'typeId',
  'cityId',
  'regionId',
  'address',
  'price',
  'income',
  'spaceArea',
  'isClosed',
  'photos',
  'description',
  'phoneNumber',
  'email',
];

/** A new ad's starting values: opened, no photos. */
export function emptyFacilityValues(): FacilityFormValues {
  return {
    name: '',
    address: '',
    isClosed: false,
    photos: [],
    description: '',
    phoneNumber: '',
    email: '',
  };
}

/** An ad's values, to edit it. */
export function facilityValues(facility: PropertyItem): FacilityFormValues {
  return {
    name: facility.name,
    listedForId: facility.listedForId,
    typeId: facility.typeId,
    cityId: facility.cityId,
    regionId: facility.regionId ?? undefined,
    address: facility.address,
    price: facility.price,
    income: facility.income,
    spaceArea: facility.spaceArea,
    isClosed: facility.isClosed,
    photos: facility.images.map((image) => ({
      id: image.uploadId,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
    })),
    description: facility.description,
    phoneNumber: facility.phoneNumber,
    email: facility.email ?? '',
  };
}

/** What the API takes; an amount left empty is not a number, which the rules refuse. */
export function facilityInput(values: FacilityFormValues): PropertyInputData {
  return {
    name: values.name,
    listedForId: values.listedForId ?? '',
    typeId: values.typeId ?? '',
    cityId: values.cityId ?? '',
    regionId: values.regionId ?? null,
    address: values.address,
    price: values.price ?? Number.NaN,
    income: values.income ?? Number.NaN,
    spaceArea: values.spaceArea ?? Number.NaN,
    isClosed: values.isClosed,
    imageUploadIds: values.photos.map((photo) => photo.id),
    description: values.description,
    phoneNumber: values.phoneNumber,
    email: values.email || null,
  };
}

/** The form field a server error path belongs to (`imageUploadIds.2` → the photos). */
export function fieldOfPath(path: string): FacilityFormField | undefined {
  const field = path.replace(/^data\./, '').split('.')[0];
  if (field === 'imageUploadIds') return 'photos';
  return FIELDS.find((candidate) => candidate === field);
}

/** A rule's message as a catalogue key under `validation.`; an unknown one is "Required". */
export function facilityValidationKey(message: string | undefined): ValidationKey {
  return message && isValidationKey(message) ? message : 'required';
}

/**
 * The first problem of the whole form under the server's rules (packages/shared/facilities),
 * per field: what the form shows before it sends.
 */
export function facilityFormErrors(
  values: FacilityFormValues,
): Map<FacilityFormField, ValidationKey> {
  const result = facilityInputSchema.safeParse(facilityInput(values));
  return result.success
    ? new Map()
    : issuesByField(result.error.issues, fieldOfPath, facilityValidationKey);
}

/** How a facility ad is created and edited (the shared post editor's definition). */
export const facilityFormDefinition = {
  kind: 'facility',
  create: PropertyCreateMutation,
  update: PropertyUpdateMutation,
  savedOf: (data) => ('propertyCreate' in data ? data.propertyCreate : data.propertyUpdate),
  input: facilityInput,
  values: facilityValues,
  empty: emptyFacilityValues,
  errors: facilityFormErrors,
  fieldOf: fieldOfPath,
  validationKey: facilityValidationKey,
  countInMessages: FACILITY_PHOTOS_MAX,
} satisfies PostFormDefinition<
  FacilityFormValues,
  FacilityFormField,
  PropertyInputData,
  PropertyItem,
  ResultOf<typeof PropertyCreateMutation>,
  ResultOf<typeof PropertyUpdateMutation>
>;
