import { describe, expect, it } from 'vitest';
import { DRUG_TEXT_MAX } from '@dawa/shared/drugs';
import {
  EMPTY_DRUG_FORM,
  drugFieldError,
  drugFieldErrors,
  formValuesOf,
  oldPriceForPrice,
  toDrugInput,
} from './drugForm';

/** A drug as the API has it, with every optional field empty. */
const PANADOL = {
  tradeName: 'Panadol',
  arabicName: null,
  genericNames: ['PARACETAMOL'],
  companies: [],
  routes: [],
  pharmacologicalUses: [],
  category: null,
  mechanismOfAction: null,
  barcode: null,
  price: 30,
  oldPrice: null,
};

describe('drugFieldError', () => {
  it('accepts valid values', () => {
    expect(drugFieldError('tradeName', ' Panadol Extra ')).toBeUndefined();
    expect(drugFieldError('arabicName', '')).toBeUndefined();
    expect(drugFieldError('genericNames', ['PARACETAMOL', 'CAFFEINE'])).toBeUndefined();
    expect(drugFieldError('genericNames', [])).toBeUndefined();
    expect(drugFieldError('price', 12.5)).toBeUndefined();
    expect(drugFieldError('price', 0.01)).toBeUndefined();
    expect(drugFieldError('oldPrice', null)).toBeUndefined();
    expect(drugFieldError('oldPrice', undefined)).toBeUndefined();
  });

  it('says required for an empty trade name or price', () => {
    expect(drugFieldError('tradeName', '   ')).toBe('required');
    expect(drugFieldError('tradeName', undefined)).toBe('required');
    expect(drugFieldError('price', null)).toBe('required');
    expect(drugFieldError('price', undefined)).toBe('required');
  });

  it('uses the schema messages', () => {
    expect(drugFieldError('price', 0)).toBe('invalidPrice');
    expect(drugFieldError('price', -3)).toBe('invalidPrice');
    expect(drugFieldError('price', 1.005)).toBe('invalidPrice');
    expect(drugFieldError('oldPrice', 0)).toBe('invalidPrice');
    expect(drugFieldError('tradeName', 'x'.repeat(DRUG_TEXT_MAX + 1))).toBe('tooLong');
    expect(drugFieldError('genericNames', ['x'.repeat(DRUG_TEXT_MAX + 1)])).toBe('tooLong');
    expect(
      drugFieldError(
        'companies',
        Array.from({ length: 31 }, (_, i) => `C${i}`),
      ),
    ).toBe('tooMany');
  });
});

describe('toDrugInput', () => {
  it('trims text and turns empty optional text into null', () => {
    expect(
      toDrugInput({
        ...EMPTY_DRUG_FORM,
        tradeName: '  Panadol ',
        arabicName: ' ',
        genericNames: [' PARACETAMOL '],
        price: 30,
      }),
    ).toEqual(PANADOL);
  });
});

describe('formValuesOf', () => {
  it('turns nulls into empty fields', () => {
    expect(formValuesOf(PANADOL)).toEqual({
      ...EMPTY_DRUG_FORM,
      tradeName: 'Panadol',
      genericNames: ['PARACETAMOL'],
      price: 30,
    });
  });
});

describe('drugFieldErrors', () => {
  it('maps server paths to form fields, one message per field', () => {
    expect(
      drugFieldErrors([
        { path: 'price', message: 'invalidPrice' },
        { path: 'data.tradeName', message: 'required' },
        { path: 'genericNames.2', message: 'tooLong' },
        { path: 'genericNames.3', message: 'tooLong' },
        { path: 'captcha', message: 'invalid' },
        { path: '', message: 'invalid' },
      ]),
    ).toEqual([
      { field: 'price', message: 'invalidPrice' },
      { field: 'tradeName', message: 'required' },
      { field: 'genericNames', message: 'tooLong' },
    ]);
  });
});

describe('oldPriceForPrice', () => {
  const saved = { price: 20, oldPrice: 18 };

  it('puts the saved price as the old price when the price changes', () => {
    expect(oldPriceForPrice(saved, 25)).toBe(20);
    expect(oldPriceForPrice({ price: 20, oldPrice: null }, 22.5)).toBe(20);
  });

  it('restores the saved old price when the price goes back or is cleared', () => {
    expect(oldPriceForPrice(saved, 20)).toBe(18);
    expect(oldPriceForPrice(saved, null)).toBe(18);
    expect(oldPriceForPrice({ price: 20, oldPrice: undefined }, 20)).toBeNull();
  });
});
