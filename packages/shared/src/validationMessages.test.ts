import { describe, expect, it } from 'vitest';
import { PLURAL_SUFFIX, pluralKey } from './plural';
import {
  VALIDATION_KEYS,
  VALIDATION_MESSAGES,
  isValidationKey,
  validationText,
} from './validationMessages';

describe('pluralKey', () => {
  it('picks the Arabic form of each count as i18next does', () => {
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 101, 103].map((count) =>
      pluralKey('ar', 'x', count),
    );
    expect(forms).toEqual([
      'x_zero',
      'x_one',
      'x_two',
      'x_few',
      'x_few',
      'x_many',
      'x_many',
      'x_other',
      'x_other',
      'x_few',
    ]);
    expect([1, 2].map((count) => pluralKey('en', 'x', count))).toEqual(['x_one', 'x_other']);
  });
});

describe('validationText of a counted message', () => {
  it('says the form of params.count, the other params filled in', () => {
    expect(validationText('ar', 'prescriptionQuota', { limit: 1, count: 1 })).toBe(
      'لا يمكنك إضافة أكثر من روشتة واحدة في الشهر',
    );
    expect(validationText('ar', 'prescriptionQuota', { limit: 3, count: 3 })).toBe(
      'لا يمكنك إضافة أكثر من 3 روشتات في الشهر',
    );
    expect(validationText('ar', 'prescriptionQuota', { limit: 11, count: 11 })).toBe(
      'لا يمكنك إضافة أكثر من 11 روشتة في الشهر',
    );
    expect(validationText('en', 'prescriptionQuota', { limit: 3, count: 3 })).toBe(
      'You Can Not Add More Than 3 Prescriptions In A Month',
    );
  });

  it('knows the key by its name without the plural suffix', () => {
    expect(isValidationKey('jobQuota')).toBe(true);
    expect(isValidationKey('jobQuota_one')).toBe(false);
    expect(Object.hasOwn(VALIDATION_MESSAGES.ar, 'jobQuota_many')).toBe(true);
  });

  it('has no text for a counted message without a count', () => {
    expect(validationText('ar', 'jobQuota', { limit: 3 })).toBeNull();
  });
});

describe('VALIDATION_KEYS', () => {
  it('lists the keys of each language’s texts, no more, no fewer', () => {
    for (const texts of Object.values(VALIDATION_MESSAGES)) {
      const keys = new Set(Object.keys(texts).map((key) => key.replace(PLURAL_SUFFIX, '')));
      expect([...keys].sort()).toEqual([...VALIDATION_KEYS].sort());
    }
  });
});
