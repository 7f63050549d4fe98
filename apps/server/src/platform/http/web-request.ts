import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANGUAGE, parseAcceptLanguage, type Language } from '@dawa/shared/language';

/** The caller's language (SPEC §7 Accept-Language): of localised fields and error messages. */
export function callerLanguage(headers: IncomingHttpHeaders): Language {
  return parseAcceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}
