import {
  UPLOAD_FILE_ERRORS,
  UPLOAD_FILE_NAME_HEADER,
  UPLOAD_FORMATS_LABEL,
  UPLOAD_MAX_ASPECT_RATIO_LABEL,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS_LABEL,
  UPLOAD_MAX_SIDE_LABEL,
  UPLOAD_MAX_SIZE_LABEL,
  UPLOAD_PATH,
  UPLOAD_PURPOSE_RULES,
  uploadFormatsLabel,
  type UploadAnswer,
  type UploadFileError,
  type UploadPurpose,
  type UploadRefused,
} from '@dawa/shared/uploads';

/**
 * Why the widget refuses or lost a file: the server's reasons (`UploadFileError`, texts in the
 * shared `validation.` catalogue, as the API words them), or the widget's own (under `errors.`
 * of the `uploads` catalogue).
 */
export type UploadErrorKey = UploadFileError | UploadWidgetError;
export type UploadWidgetError = 'failed' | 'rateLimited' | 'signIn';

/** The catalogue key of a problem's text. */
export function uploadProblemKey(
  key: UploadErrorKey,
): `validation.${UploadFileError}` | `errors.${UploadWidgetError}` {
  return isUploadFileError(key) ? `validation.${key}` : `errors.${key}`;
}

export interface UploadProblem {
  key: UploadErrorKey;
  /** Values of the message's placeholders (`max`, `formats`, `ratio`). */
  params: { max: string; formats: string; ratio: string };
}

const DEFAULT_PARAMS = {
  max: UPLOAD_MAX_SIZE_LABEL,
  formats: UPLOAD_FORMATS_LABEL,
  ratio: UPLOAD_MAX_ASPECT_RATIO_LABEL,
};
/** The `max` of the messages whose cap is not the file size. */
const MAX_OF: Partial<Record<UploadErrorKey, string>> = {
  imageDimensionsTooLarge: UPLOAD_MAX_PIXELS_LABEL,
  imageShapeUnsupported: UPLOAD_MAX_SIDE_LABEL,
};

/** MIME types the picker offers; the server reads the bytes, this only saves a round trip. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const PDF_TYPE = 'application/pdf';
const PDF_EXTENSION = /\.pdf$/i;

/** Whether a chosen file is (by its type or name) a PDF: it gets a file row, not a picture. */
export function isPdfFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === PDF_TYPE || (file.type === '' && PDF_EXTENSION.test(file.name));
}

export function problem(
  key: UploadErrorKey,
  params?: Partial<UploadProblem['params']>,
): UploadProblem {
  const max = MAX_OF[key];
  const defaults = max ? { ...DEFAULT_PARAMS, max } : DEFAULT_PARAMS;
  return { key, params: { ...defaults, ...params } };
}

/**
 * The checks made before uploading (the server makes them again, by content): an empty file,
 * a file over the purpose's cap, or one that is neither a JPEG, PNG nor WebP by type or name
 * (nor a PDF, for a purpose that takes documents). Images only when no purpose is given.
 */
export function checkImageFile(
  file: Pick<File, 'name' | 'size' | 'type'>,
  purpose?: UploadPurpose,
): UploadProblem | null {
  const rule = purpose ? UPLOAD_PURPOSE_RULES[purpose] : null;
  if (file.size === 0) return problem('imageRequired');
  if (file.size > (rule?.maxBytes ?? UPLOAD_MAX_BYTES))
    return problem('fileTooLarge', { max: rule?.maxSizeLabel ?? UPLOAD_MAX_SIZE_LABEL });
  if (rule?.documents.includes('pdf') && isPdfFile(file)) return null;
  const typeKnown = file.type !== '';
  if (typeKnown ? !ACCEPTED_TYPES.has(file.type) : !ACCEPTED_EXTENSIONS.test(file.name))
    return problem('invalidFormat', purpose ? { formats: uploadFormatsLabel(purpose) } : {});
  return null;
}

function isUploadFileError(value: unknown): value is UploadFileError {
  return typeof value === 'string' && (UPLOAD_FILE_ERRORS as readonly string[]).includes(value);
}

/** Reads a refused upload's answer (its `code`, not the status) into a message. */
export function refusalProblem(status: number, body: unknown): UploadProblem {
  const refused = (typeof body === 'object' && body !== null ? body : {}) as Partial<UploadRefused>;
  const code = refused.code;
  if (code === 'VALIDATION' || status === 413) {
    const first = refused.fieldErrors?.[0];
    const key = isUploadFileError(first?.message)
      ? first.message
      : status === 413
        ? 'fileTooLarge'
        : 'invalidFormat';
    const params: Record<string, unknown> = { ...first?.params, ...refused.params };
    return problem(key, {
      ...(typeof params.max === 'string' ? { max: params.max } : {}),
      ...(typeof params.formats === 'string' ? { formats: params.formats } : {}),
      ...(typeof params.ratio === 'string' ? { ratio: params.ratio } : {}),
    });
  }
  if (code === 'RATE_LIMITED' || status === 429) return problem('rateLimited');
  if (code === 'UNAUTHENTICATED' || status === 401) return problem('signIn');
  return problem('failed');
}

/**
 * Sizes and format names keep their own (left-to-right) order inside Arabic sentences:
 * `10 MB`, not `MB 10`. First-strong isolates, since a message is plain text.
 */
export function isolated<T extends Record<string, string>>(params: T): T {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, `\u2068${value}\u2069`]),
  ) as T;
}

export interface UploadHandle {
  promise: Promise<UploadAnswer>;
  abort: () => void;
}

/** Thrown by `uploadImage`'s promise; `aborted` when cancelled by the caller. */
export class UploadFailure extends Error {
  constructor(
    readonly problem: UploadProblem,
    readonly aborted = false,
  ) {
    super(problem.key);
  }
}

/**
 * Sends the file's bytes to the upload route with XHR (fetch has no upload progress), calling
 * `onProgress` with 0–100. The `x-file-name` header is required (it is the CSRF guard).
 */
export function uploadImage(
  file: File,
  purpose: UploadPurpose,
  onProgress: (percent: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadAnswer>((resolve, reject) => {
    xhr.open('POST', `${UPLOAD_PATH}?purpose=${encodeURIComponent(purpose)}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader(UPLOAD_FILE_NAME_HEADER, encodeURIComponent(file.name));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const body: unknown = xhr.response;
      if (xhr.status === 201 && typeof body === 'object' && body !== null) {
        onProgress(100);
        resolve(body as UploadAnswer);
      } else {
        reject(new UploadFailure(refusalProblem(xhr.status, body)));
      }
    });
    xhr.addEventListener('error', () => reject(new UploadFailure(problem('failed'))));
    xhr.addEventListener('abort', () => reject(new UploadFailure(problem('failed'), true)));
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}
