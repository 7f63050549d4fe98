import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isArabic,
  parseGlossary,
  productNameProblem,
  rejectedWordsIn,
} from '@dawa/shared/glossary';
import { DRUG_PAGE_TEXTS } from '@dawa/shared/drugPage';
import type { Language } from '@dawa/shared/language';
import { NOTIFICATION_TYPES } from '@dawa/shared/notifications';
import { DAWA_COLUMN_HELP } from '../src/features/drugs/import/drugFile';
import {
  notificationTitle,
  removalReason,
} from '../src/features/notifications/notifications.templates';
import {
  city,
  deactivationReason,
  facilityListedFor,
  facilityType,
  jobPosition,
  region,
  workplace,
} from '../src/features/reference/reference.tables';
import { authMessages } from '../src/platform/auth/auth.messages';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * The server's own texts hold to docs/glossary.md too (the web's catalogues and the shared
 * messages are checked by apps/web/src/app/i18n/catalogues.test.ts).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const glossary = parseGlossary(readFileSync(path.join(root, 'docs/glossary.md'), 'utf8'));

type Pair = Record<Language, string>;

const problemsIn = (name: string, text: string, language: Language) =>
  rejectedWordsIn(glossary, text, language).map(
    ({ term, word }) => `${name} (${language}): "${word}" (${term})`,
  );
const pairProblems = (pairs: [string, Pair][]) =>
  pairs.flatMap(([name, pair]) => [
    ...problemsIn(name, pair.en, 'en'),
    ...problemsIn(name, pair.ar, 'ar'),
  ]);

/** Every text the server writes itself in both languages, by where it comes from. */
function textPairs(): [string, Pair][] {
  const mails = (['verification', 'passwordReset', 'welcome'] as const).flatMap((kind) => {
    const [en, ar] = (['en', 'ar'] as const).map((language) =>
      authMessages[kind](language, 'Mona', 'https://dawa.example/x'),
    );
    return [
      [`${kind} subject`, { en: en?.subject ?? '', ar: ar?.subject ?? '' }],
      [`${kind} text`, { en: en?.text ?? '', ar: ar?.text ?? '' }],
    ] satisfies [string, Pair][];
  });
  const sms: [string, Pair] = [
    'phone code SMS',
    { en: authMessages.phoneCode('en', '123456'), ar: authMessages.phoneCode('ar', '123456') },
  ];
  const notifications = NOTIFICATION_TYPES.flatMap((type) =>
    [{}, { postTitle: 'X', name: 'Mona', forAuthor: false }].map(
      (params, index): [string, Pair] => [
        `${type} title ${index}`,
        notificationTitle(type, params),
      ],
    ),
  );
  const help = Object.entries(DAWA_COLUMN_HELP).map(([column, { en, ar }]): [string, Pair] => [
    `import help of ${column}`,
    { en, ar },
  ]);
  // The drug page the server renders (issue #18 point 7), its texts with sample values; the
  // chart's and the share links' texts are groups of their own.
  const flatten = (texts: unknown, name: string): [string, string][] => {
    if (typeof texts === 'string') return [[name, texts]];
    if (typeof texts === 'function') {
      const text = texts as (...values: string[]) => string;
      return [[name, text('10', 'X', '1 Jan 2026')]];
    }
    if (typeof texts !== 'object' || texts === null) return [];
    return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) =>
      flatten(value, `${name} ${key}`),
    );
  };
  const arTexts = new Map(flatten(DRUG_PAGE_TEXTS.ar, 'drug page'));
  const drugPage = flatten(DRUG_PAGE_TEXTS.en, 'drug page').map(([name, en]): [string, Pair] => [
    name,
    { en, ar: arTexts.get(name) ?? '' },
  ]);
  return [
    ...mails,
    sms,
    ...notifications,
    ['removal reason', removalReason('x')],
    ...help,
    ...drugPage,
  ];
}

/** The Arabic string literals of the server's sources (seeds, vocabulary, demo data, config…). */
function arabicLiterals(): [string, string][] {
  const sources = readdirSync(path.join(root, 'apps/server/src'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return sources.flatMap((file) => {
    const code = readFileSync(path.join(root, 'apps/server/src', file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const literals = code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
    return literals.filter(isArabic).map((literal): [string, string] => [file, literal]);
  });
}

describe('the server texts and docs/glossary.md', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('reads the glossary', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(22);
  });

  it('mails, SMS, notifications and the import help use only its words', () => {
    expect(pairProblems(textPairs())).toEqual([]);
  });

  it('every Arabic text in the sources uses only its words', () => {
    const problems = arabicLiterals().flatMap(([file, literal]) =>
      problemsIn(`${file} ${literal.slice(0, 40)}`, literal, 'ar'),
    );
    expect(problems).toEqual([]);
  });

  it('the reference data, as migrated, uses only its words', async () => {
    const tables = {
      city,
      region,
      workplace,
      jobPosition,
      deactivationReason,
      facilityType,
      facilityListedFor,
    };
    const rows = await Promise.all(
      Object.entries(tables).map(async ([table, columns]) =>
        (await test.database.db.select({ id: columns.id, name: columns.name }).from(columns)).map(
          ({ id, name }): [string, Pair] => [`${table} ${id}`, name],
        ),
      ),
    );
    expect(rows.flat().length).toBeGreaterThan(0);
    expect(pairProblems(rows.flat())).toEqual([]);
  });

  it('marks the product name «دواء» where English says Dawa', () => {
    const problems = textPairs().flatMap(([name, { en, ar }]) => {
      const problem = productNameProblem(en, ar);
      return problem ? [`${name}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
