import { inflateSync } from 'node:zlib';

/**
 * The checks a PDF passes before it is stored as sent (ADR 0037 amendment). A PDF is not
 * re-encoded like an image, so what it may do when opened is read from its bytes:
 *
 * - it starts with `%PDF-<major>.<minor>` at byte 0 (a renamed HTML page, executable or ZIP
 *   does not; readers that look further in would take a polyglot, so we do not) and ends with
 *   `%%EOF` within its last 1 KB;
 * - no name of active content appears in its objects: scripts (`/JavaScript`, `/JS`), actions
 *   that start programs, submit or import data (`/Launch`, `/SubmitForm`, `/ImportData`,
 *   `/GoToE`), embedded files and media (`/EmbeddedFile(s)`, `/RichMedia`) and XFA forms
 *   (`/XFA`). Names are compared after their `#xx` escapes are decoded (`/J#53` is `/JS`);
 * - objects kept in compressed object streams (`/Type /ObjStm`, PDF 1.5+) are inflated, within
 *   `INFLATED_BUDGET`, and checked alike; one the server cannot read (another filter, a
 *   predictor, damaged data) is refused rather than trusted, and so is an encrypted file
 *   (`/Encrypt`), whose object streams cannot be read without its key.
 *
 * Page contents and images are other streams: they are not read (binary data would match a
 * name by chance), which is safe because an action or script is an object, not page content.
 */
export type PdfVerdict = 'ok' | 'notPdf' | 'activeContent';

const HEADER = /^%PDF-\d\.\d/;
const TAIL_BYTES = 1024;
/** Inflated object streams, all together, at most this (a 10 MB file of them is ~50 MB). */
const INFLATED_BUDGET = 64 * 1024 * 1024;

/** Names whose presence refuses the file. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'Encrypt',
]);

/**
 * A PDF name: `/` then regular characters, up to a delimiter or white space (ISO 32000 7.2.2,
 * 7.3.5). `#xx` escapes are decoded by `decodeName`.
 */
const NAME = /\/([^\s/()<>[\]{}%]*)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function namesIn(text: string): string[] {
  return Array.from(text.matchAll(NAME), (match) => decodeName(match[1] ?? ''));
}

function hasActiveName(text: string): boolean {
  return namesIn(text).some((name) => ACTIVE_NAMES.has(name));
}

/** `stream` followed by its end-of-line, not the end of `endstream`. */
const STREAM_START = /(?<!end)stream\r?\n/g;

/** Reads an object stream's data as the server can, or `null` when it cannot. */
function readObjectStream(dictionary: string[], data: Buffer, budget: number): Buffer | null {
  if (dictionary.includes('DecodeParms') || dictionary.includes('DP')) return null;
  const filterAt = dictionary.indexOf('Filter');
  if (filterAt === -1) return data;
  // The one filter read: `/Filter /FlateDecode` (or `/Fl`), alone.
  const filters = dictionary
    .slice(filterAt + 1)
    .filter((name) => name === 'FlateDecode' || name === 'Fl');
  const otherFilters = ['ASCIIHexDecode', 'ASCII85Decode', 'LZWDecode', 'RunLengthDecode', 'Crypt'];
  if (filters.length !== 1 || dictionary.some((name) => otherFilters.includes(name))) return null;
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, budget) });
  } catch {
    return null;
  }
}

/** Whether `bytes` is a PDF the server stores, by the checks above. */
export function checkPdf(bytes: Buffer): PdfVerdict {
  // Latin-1 keeps one character per byte, so offsets match.
  const text = bytes.toString('latin1');
  if (!HEADER.test(text)) return 'notPdf';
  if (!text.slice(-TAIL_BYTES).includes('%%EOF')) return 'notPdf';

  let outside = '';
  let from = 0;
  let budget = INFLATED_BUDGET;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index;
    if (start < from) continue;
    const dataStart = start + match[0].length;
    const end = text.indexOf('endstream', dataStart);
    if (end === -1) return 'notPdf';
    // The stream's dictionary: from its object's start (`N G obj`) to the keyword.
    const objectStart = text.lastIndexOf('obj', start);
    const dictionaryText = text.slice(Math.max(from, objectStart), start);
    outside += text.slice(from, start);
    from = end + 'endstream'.length;
    const dictionary = namesIn(dictionaryText);
    if (!(dictionary.includes('Type') && dictionary.includes('ObjStm'))) continue;
    const data = bytes.subarray(dataStart, end);
    const objects = readObjectStream(dictionary, data, budget);
    if (!objects) return 'activeContent';
    budget -= objects.length;
    if (hasActiveName(objects.toString('latin1'))) return 'activeContent';
  }
  outside += text.slice(from);
  return hasActiveName(outside) ? 'activeContent' : 'ok';
}
