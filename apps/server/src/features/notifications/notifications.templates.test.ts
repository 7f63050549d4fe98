import { describe, expect, it } from 'vitest';
import { notificationTitle, removalReason } from './notifications.templates';

describe('review notification titles (#23)', () => {
  it('quote a long title cut at a word, in both languages', () => {
    const postTitle =
      'طفل عمره أربع سنوات يعاني من ألم في الأذن منذ ثلاثة أيام: هل جرعة الأموكسيسيلين كافية؟';
    const title = notificationTitle('prescriptionAccepted', { postTitle });
    const quoted = /«\u2068(.+)\u2069»/.exec(title.ar)?.[1] ?? '';
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(60);
    expect(postTitle.startsWith(quoted.slice(0, -1))).toBe(true);
    expect(title.en).toContain(`“\u2068${quoted}\u2069”`);
  });

  it('keep the general title when the event names no post', () => {
    expect(notificationTitle('jobDestroyed', {}).en).toBe('Your job opportunity has been removed');
  });

  it('say why a post was removed in the reader’s language', () => {
    expect(removalReason('Shows a patient’s name')).toEqual({
      en: 'Reason: Shows a patient’s name',
      ar: 'السبب: Shows a patient’s name',
    });
    // A reason chosen from the reference data: its name in each language, never its id.
    expect(removalReason({ en: 'Duplicate ad', ar: 'إعلان مكرر' })).toEqual({
      en: 'Reason: Duplicate ad',
      ar: 'السبب: إعلان مكرر',
    });
  });

  it('name the drug and both prices of a price alert, isolated in the Arabic sentence', () => {
    const priceChange = { tradeName: 'PANADOL 500 MG', previousPrice: 30, price: 36.499999 };
    expect(notificationTitle('drugPrice', { priceChange })).toEqual({
      en: '\u2068PANADOL 500 MG\u2069 price changed from 30 to 36.5 L.E.',
      ar: 'تغيّر سعر \u2068PANADOL 500 MG\u2069 من 30 إلى 36.5 ج.م',
    });
  });
});
