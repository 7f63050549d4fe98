import type { Language } from './language';

/** Services whose records can be shared; each is also the route segment of its detail page. */
export const SHARE_SERVICES = [
  'drug-index',
  'prescriptions',
  'job-opportunities',
  'facilities',
  'offers',
] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

export const SHARE_NETWORKS = ['linkedin', 'whatsapp', 'twitter'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareTarget {
  baseUrl: string;
  language: Language;
  service: ShareService;
  id: string;
}

/** SPEC §1: web base URL, then language, service and record id. */
export function buildShareUrl({ baseUrl, language, service, id }: ShareTarget): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/${language}/${service}/${encodeURIComponent(id)}`;
}

/** The network's "share this link" page; `text` is prepended where the network supports it. */
export function shareIntentUrl(network: ShareNetwork, url: string, text?: string): string {
  switch (network) {
    case 'linkedin':
      // LinkedIn takes only the URL and reads title and description from the page.
      return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;
    case 'whatsapp':
      return `https://wa.me/?${new URLSearchParams({ text: text ? `${text} ${url}` : url })}`;
    case 'twitter': {
      const params = new URLSearchParams({ url });
      if (text) params.set('text', text);
      return `https://twitter.com/intent/tweet?${params}`;
    }
  }
}
