import type { ErrorCode, FieldError } from './errors';

/**
 * The contract of the image upload route, shared by the server and the web upload widget
 * (docs/decisions/0004-uploads.md). Every feature that takes a picture (prescriptions, jobs,
 * facilities, avatars) uploads it here first and then sends the answer's `id` with its form.
 *
 * Request: `POST /api/uploads?purpose=<purpose>`, signed in (session cookie), the file's bytes
 * as the raw body (any Content-Type: the format is read from the bytes), and the header
 * `x-file-name` with the chosen file's name, URI-encoded. The header is required: a cross-site
 * form cannot send it, so it doubles as the CSRF guard. Use XHR to show upload progress.
 *
 * Answers: 201 `UploadAnswer`; otherwise an `UploadRefused` body (read its `code`, not the
 * status): 400 VALIDATION (`fieldErrors[0].message` is one of `UPLOAD_FILE_ERRORS`, with
 * `params` for its placeholder), 413 VALIDATION `fileTooLarge`, 400 BAD_REQUEST (no file-name
 * header, unknown purpose), 401 UNAUTHENTICATED, 429 RATE_LIMITED, 500 INTERNAL.
 */
export const UPLOAD_PATH = '/api/uploads';
/** Request header carrying the chosen file's name (URI-encoded); required (CSRF guard). */
export const UPLOAD_FILE_NAME_HEADER = 'x-file-name';

/** One cap for every upload, checked before the image is decoded (SPEC §5/§9: about 10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** `UPLOAD_MAX_BYTES` as shown to people: the `{0}` of 'File is too big. Max allowed size is {0}'. */
export const UPLOAD_MAX_SIZE_LABEL = '10 MB';
/**
 * Images with more pixels than this are refused before decoding (decompression bombs): a 10 MB
 * file can claim to be 50 000 × 50 000. 40 MP is above every phone camera's photos.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_MAX_PIXELS_LABEL = '40 MP';
/**
 * Each side at most this, and the long side at most `UPLOAD_MAX_ASPECT_RATIO` times the short
 * one, checked before decoding too: a 9,000,000 × 4 image has few pixels, but resizing it takes
 * memory in proportion to its width. Phone panoramas stay within 10:1.
 */
export const UPLOAD_MAX_SIDE = 16_384;
export const UPLOAD_MAX_SIDE_LABEL = '16384 px';
export const UPLOAD_MAX_ASPECT_RATIO = 20;
export const UPLOAD_MAX_ASPECT_RATIO_LABEL = '20:1';

/** Accepted image formats, detected from the bytes (never the name or declared type). */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp'] as const;
/**
 * Documents some purposes take besides images (ADR 0037 amendment): PDF only, stored as sent
 * after its bytes are checked (a `%PDF-` header, no scripts, actions or embedded files).
 */
export const UPLOAD_DOCUMENT_FORMATS = ['pdf'] as const;
export type UploadImageFormat = (typeof UPLOAD_FORMATS)[number];
export type UploadDocumentFormat = (typeof UPLOAD_DOCUMENT_FORMATS)[number];
export type UploadFormat = UploadImageFormat | UploadDocumentFormat;
/** The `{0}` of 'Invalid format. Must be {0}' where only images are taken. */
export const UPLOAD_FORMATS_LABEL = 'JPEG, PNG, WebP';
/** For `<input type="file" accept>`: a hint for the picker only; the server reads the bytes. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
/** What a stored PDF is served as (with `Content-Disposition: attachment`). */
export const UPLOAD_PDF_CONTENT_TYPE = 'application/pdf';

/** What is stored and served: WebP without any metadata (no EXIF, so no GPS). */
export const UPLOAD_STORED_CONTENT_TYPE = 'image/webp';
/** Longest side of a stored image (smaller images are not enlarged). */
export const UPLOAD_MAX_DIMENSION = 2048;
/** Thumbnail width (not enlarged); its height keeps the aspect, at most twice the width. */
export const UPLOAD_THUMBNAIL_WIDTH = 320;

/**
 * How long a signed URL of a private file (an order's attachment) works: long enough to open it
 * from the page that listed it, short enough that a copied link soon dies.
 */
export const SIGNED_FILE_URL_SECONDS = 5 * 60;

/** What an upload is for; it can only be attached to a record of the same purpose. */
export const UPLOAD_PURPOSES = [
  'prescription',
  'job',
  'facility',
  'avatar',
  'product',
  'order',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadPurposeRule {
  /** Longest side of the stored image. */
  maxDimension: number;
  /** Width of the thumbnail. */
  thumbnailWidth: number;
  /** Documents taken besides images (none: images only). */
  documents: readonly UploadDocumentFormat[];
  /** The largest file taken (checked before anything is decoded or scanned). */
  maxBytes: number;
  /** `maxBytes` as shown to people: the `{0}` of 'File is too big. Max allowed size is {0}'. */
  maxSizeLabel: string;
}

const IMAGE_RULE = {
  maxDimension: UPLOAD_MAX_DIMENSION,
  thumbnailWidth: UPLOAD_THUMBNAIL_WIDTH,
  documents: [],
  maxBytes: UPLOAD_MAX_BYTES,
  maxSizeLabel: UPLOAD_MAX_SIZE_LABEL,
} as const satisfies UploadPurposeRule;

/**
 * Per purpose: an avatar never shows large, so it is stored small; an order takes PDFs too
 * (invoices, delivery notes), under the same 10 MB cap (SPEC §5: 'under 10MB').
 */
export const UPLOAD_PURPOSE_RULES: Record<UploadPurpose, UploadPurposeRule> = {
  prescription: IMAGE_RULE,
  job: IMAGE_RULE,
  facility: IMAGE_RULE,
  avatar: { ...IMAGE_RULE, maxDimension: 512, thumbnailWidth: 128 },
  product: IMAGE_RULE,
  order: { ...IMAGE_RULE, documents: ['pdf'] },
};

/** The `{0}` of 'Invalid format. Must be {0}' for a purpose: its images and documents. */
export function uploadFormatsLabel(purpose: UploadPurpose): string {
  const documents = UPLOAD_PURPOSE_RULES[purpose].documents.map((format) => format.toUpperCase());
  return [UPLOAD_FORMATS_LABEL, ...documents].join(', ');
}

/** The picker's `accept` for a purpose (a hint only: the server reads the bytes). */
export function uploadAccept(purpose: UploadPurpose): string {
  const documents = UPLOAD_PURPOSE_RULES[purpose].documents.map(
    (format) => `application/${format},.${format}`,
  );
  return [UPLOAD_ACCEPT, ...documents].join(',');
}

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

/**
 * Why a file was refused; catalogue keys under `validation.` (SPEC §5 texts):
 * - `imageRequired`: 'You must upload an image' (empty body; forms also use it for a missing id).
 * - `fileTooLarge`: 'File is too big. Max allowed size is {0}' (`params.max`).
 * - `invalidFormat`: 'Invalid format. Must be {0}' (`params.formats`); also for files that
 *   claim a supported format but do not decode.
 * - `imageDimensionsTooLarge`: too many pixels (`params.max`, e.g. '40 MP'); also an image
 *   whose encoding must be decoded whole (interlaced PNG, progressive JPEG) and would take more
 *   memory than the server gives one decode.
 * - `imageShapeUnsupported`: a side over `params.max` (e.g. '16384 px') or longer than
 *   `params.ratio` (e.g. '20:1').
 * - `documentActiveContent`: a PDF with scripts, actions that launch or submit, embedded files,
 *   or parts that cannot be checked (encrypted, or compressed in a way the server does not read).
 */
export const UPLOAD_FILE_ERRORS = [
  'imageRequired',
  'documentActiveContent',
  'fileTooLarge',
  'invalidFormat',
  'imageDimensionsTooLarge',
  'imageShapeUnsupported',
] as const;
export type UploadFileError = (typeof UPLOAD_FILE_ERRORS)[number];

/** The field errors of a refused upload name this path. */
export const UPLOAD_FILE_FIELD = 'file';

/**
 * Why a form's upload id was refused when the form is saved (the services' `claimUpload`);
 * catalogue keys under `validation.`, on the form's image field:
 * - `uploadNotFound` (NOT_FOUND), `uploadWrongPurpose` (VALIDATION),
 *   `uploadAlreadyUsed` (CONFLICT). Another user's upload is a plain FORBIDDEN.
 */
export const UPLOAD_CLAIM_ERRORS = [
  'uploadNotFound',
  'uploadWrongPurpose',
  'uploadAlreadyUsed',
] as const;
export type UploadClaimError = (typeof UPLOAD_CLAIM_ERRORS)[number];

/** 201 answer. URLs are same-origin paths (`/files/<key>`), cacheable forever. */
export interface UploadAnswer {
  id: string;
  url: string;
  /** Null for a document (it has no picture). */
  thumbnailUrl: string | null;
  /** Of the stored image, after rotation and resizing; null for a document. */
  width: number | null;
  height: number | null;
  /** Bytes of the stored file. */
  size: number;
  /** What is stored: `image/webp` for every image, `application/pdf` for a PDF. */
  contentType: string;
  /** The file name sent, cleaned; null when it had nothing left. */
  name: string | null;
}

/** Every other answer of the route. */
export interface UploadRefused {
  code: ErrorCode;
  /** In the caller's language (Accept-Language); a client may also show its own text for `code`. */
  message: string;
  /** For VALIDATION: one entry, path `file`, message an `UploadFileError`. */
  fieldErrors?: FieldError[];
  /**
   * Values of the message's placeholders: `max` for size caps, `formats` for invalidFormat,
   * `ratio` for imageShapeUnsupported.
   */
  params?: { max?: string; formats?: string; ratio?: string };
}
