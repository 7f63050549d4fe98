import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { sharedDataFile } from '../../../../test/support/sharedData';
import { cleanCategory, splitCompanies, splitGenericNames } from './ingredients';

const FULL_FILE = sharedDataFile('drugs-eg.csv');

describe('splitGenericNames', () => {
  it('splits on + with or without spaces', () => {
    expect(splitGenericNames('AMOXICILLIN+CLAVULANIC ACID')).toEqual([
      'AMOXICILLIN',
      'CLAVULANIC ACID',
    ]);
    expect(splitGenericNames('AMLODIPINE + PERINDOPRIL')).toEqual(['AMLODIPINE', 'PERINDOPRIL']);
    expect(
      splitGenericNames('ALUMINIUM HYDROXIDE+ MAGNESIUM TRISILICATE +SODIUM ALGINATE'),
    ).toEqual(['ALUMINIUM HYDROXIDE', 'MAGNESIUM TRISILICATE', 'SODIUM ALGINATE']);
  });

  it('ignores a trailing + and empty parts', () => {
    expect(splitGenericNames('BIOTIN+VITAMIN E+ZINC+')).toEqual(['BIOTIN', 'VITAMIN E', 'ZINC']);
    expect(splitGenericNames('MAGNESIUM++IRON')).toEqual(['MAGNESIUM', 'IRON']);
    expect(splitGenericNames('')).toEqual([]);
    expect(splitGenericNames(' + ')).toEqual([]);
    expect(splitGenericNames('.')).toEqual([]);
  });

  it('does not split a + between two digits', () => {
    expect(splitGenericNames('WAX ESTERS+1+8-CINEOLE')).toEqual(['WAX ESTERS', '1+8-CINEOLE']);
    expect(splitGenericNames('FOLIC ACID+VITAMIN B1+2+6+12')).toEqual([
      'FOLIC ACID',
      'VITAMIN B1+2+6+12',
    ]);
  });

  it('keeps separators inside parentheses', () => {
    expect(splitGenericNames('VITAMINS(C+D3+E)')).toEqual(['VITAMINS(C+D3+E)']);
    expect(splitGenericNames('PARACETAMOL(ACETAMINOPHEN)')).toEqual(['PARACETAMOL(ACETAMINOPHEN)']);
    expect(
      splitGenericNames('CHLORPHENIRAMINE+PARACETAMOL(ACETAMINOPHEN)+PSEUDOEPHEDRINE'),
    ).toEqual(['CHLORPHENIRAMINE', 'PARACETAMOL(ACETAMINOPHEN)', 'PSEUDOEPHEDRINE']);
    expect(splitGenericNames('IRON+VITAMIN B(1&2&3) - ZINC+OMEGA-3 (EPA/DHA)')).toEqual([
      'IRON',
      'VITAMIN B(1&2&3)',
      'ZINC',
      'OMEGA-3 (EPA/DHA)',
    ]);
    expect(splitGenericNames('CYCLOPENTASILOXANE (AND) DIMETHICONE')).toEqual([
      'CYCLOPENTASILOXANE (AND) DIMETHICONE',
    ]);
  });

  it('turns a parenthesis without a partner into a space', () => {
    expect(splitGenericNames('IRON (FERROUS BISGLYCINATE (140 MG)+FOLIC ACID+VITAMIN B12')).toEqual(
      ['IRON FERROUS BISGLYCINATE (140 MG)', 'FOLIC ACID', 'VITAMIN B12'],
    );
    expect(splitGenericNames('CURCUMA LONGA) ROOT EXTRACT+MENTHOL')).toEqual([
      'CURCUMA LONGA ROOT EXTRACT',
      'MENTHOL',
    ]);
  });

  it('splits a space-dash-space list', () => {
    expect(splitGenericNames('IVY LEAF - THYME')).toEqual(['IVY LEAF', 'THYME']);
    expect(splitGenericNames('CALCIUM CARBONATE 800 MG - VITAMIN D3')).toEqual([
      'CALCIUM CARBONATE 800 MG',
      'VITAMIN D3',
    ]);
  });

  it('never splits a hyphen inside a word', () => {
    expect(splitGenericNames('ALPHA-LIPOIC ACID')).toEqual(['ALPHA-LIPOIC ACID']);
    expect(splitGenericNames('N-ACETYL-L-CYSTEINE+ZINC')).toEqual(['N-ACETYL-L-CYSTEINE', 'ZINC']);
  });

  it('splits a one-sided dash only inside a space-dash-space list', () => {
    expect(splitGenericNames('IVY LEAF- THYME - LICORICE ROOT')).toEqual([
      'IVY LEAF',
      'THYME',
      'LICORICE ROOT',
    ]);
    expect(splitGenericNames('POVIDONE- IODINE')).toEqual(['POVIDONE- IODINE']);
    expect(splitGenericNames('L- CARNITINE+ZINC')).toEqual(['L- CARNITINE', 'ZINC']);
  });

  it('does not split a dash before a number or after a lone chemical prefix', () => {
    expect(splitGenericNames('COMBINATION OMEGA 3 - 6 - 9')).toEqual([
      'COMBINATION OMEGA 3 - 6 - 9',
    ]);
    expect(splitGenericNames('PEGINTERFERON ALFA - 2A')).toEqual(['PEGINTERFERON ALFA - 2A']);
    expect(splitGenericNames('LACTOSE+ALPHA - GALACTOSIDASE+LIPASE')).toEqual([
      'LACTOSE',
      'ALPHA - GALACTOSIDASE',
      'LIPASE',
    ]);
    expect(splitGenericNames('D - BIOTIN - ZINC')).toEqual(['D - BIOTIN', 'ZINC']);
  });

  it('splits a space-underscore-space list but not an underscore in a word', () => {
    expect(splitGenericNames('PIROCTONE OLAMINE _ BHT _ PARFUM')).toEqual([
      'PIROCTONE OLAMINE',
      'BHT',
      'PARFUM',
    ]);
    expect(splitGenericNames('PEG _40+BETA_CAROTENE')).toEqual(['PEG _40', 'BETA_CAROTENE']);
  });

  it('splits on & except before a number', () => {
    expect(splitGenericNames('MENTHOL & CAMPHOR & LIDOCAINE')).toEqual([
      'MENTHOL',
      'CAMPHOR',
      'LIDOCAINE',
    ]);
    expect(splitGenericNames('VITAMIN D3&K2')).toEqual(['VITAMIN D3', 'K2']);
    expect(splitGenericNames('ALPHA LIPOIC ACID+B12 & D3')).toEqual([
      'ALPHA LIPOIC ACID',
      'B12',
      'D3',
    ]);
    expect(splitGenericNames('OMEGA 3 & 6+VITAMIN E')).toEqual(['OMEGA 3 & 6', 'VITAMIN E']);
  });

  it('splits on the word AND between spaces, in any case', () => {
    expect(splitGenericNames('CALCIUM AND VITAMIN D3')).toEqual(['CALCIUM', 'VITAMIN D3']);
    expect(splitGenericNames('Calcium and Vitamin D3')).toEqual(['Calcium', 'Vitamin D3']);
    expect(splitGenericNames('SANDALWOOD+ANDROGRAPHIS')).toEqual(['SANDALWOOD', 'ANDROGRAPHIS']);
    expect(splitGenericNames('TRYPSIN AND CHYMOTRYPSIN')).toEqual(['TRYPSIN', 'CHYMOTRYPSIN']);
  });

  it('drops a conjunction at the edge of a piece', () => {
    expect(splitGenericNames('IRON+ZINC+AND FOLIC ACID')).toEqual(['IRON', 'ZINC', 'FOLIC ACID']);
    expect(splitGenericNames('IRON - FOLIC ACID AND - VIT.C')).toEqual([
      'IRON',
      'FOLIC ACID',
      'VIT.C',
    ]);
    expect(splitGenericNames('PANTHENOL &OLIVE OIL&')).toEqual(['PANTHENOL', 'OLIVE OIL']);
  });

  it('keeps & and AND inside the name of one blend or vaccine', () => {
    expect(splitGenericNames('KERATIN+BIOTIN+VITAL HAIR & SCALP COMPLEX')).toEqual([
      'KERATIN',
      'BIOTIN',
      'VITAL HAIR & SCALP COMPLEX',
    ]);
    expect(splitGenericNames('MENTHOL+CLEANSING & FOAMING BASE')).toEqual([
      'MENTHOL',
      'CLEANSING & FOAMING BASE',
    ]);
    expect(splitGenericNames('MEASLES   MUMPS AND RUBELLA VIRUS VACCINE LIVE')).toEqual([
      'MEASLES MUMPS AND RUBELLA VIRUS VACCINE LIVE',
    ]);
  });

  it('splits on / but not in a per-unit dose', () => {
    expect(splitGenericNames('METFORMIN/EMPAGLIFLOZIN/LINAGLIPTIN')).toEqual([
      'METFORMIN',
      'EMPAGLIFLOZIN',
      'LINAGLIPTIN',
    ]);
    expect(splitGenericNames('EMPAGLIFLOZIN10MG/LINAGLIPTIN5MG')).toEqual([
      'EMPAGLIFLOZIN10MG',
      'LINAGLIPTIN5MG',
    ]);
    expect(splitGenericNames('IVY LEAF EXTRACT 35MG/5ML')).toEqual(['IVY LEAF EXTRACT 35MG/5ML']);
    expect(splitGenericNames('VITAMIN D3 400 IU/DROP')).toEqual(['VITAMIN D3 400 IU/DROP']);
    expect(splitGenericNames('MELATONIN 1 MG / 5 DROPS')).toEqual(['MELATONIN 1 MG / 5 DROPS']);
    expect(splitGenericNames('PALMITOYLETHANOLAMIDE 600MG/CAPSULE')).toEqual([
      'PALMITOYLETHANOLAMIDE 600MG/CAPSULE',
    ]);
  });

  it('does not split / between two spellings of one stem', () => {
    expect(splitGenericNames('GLYCERIN+CAPRYLIC/CAPRIC TRIGLYCERIDE')).toEqual([
      'GLYCERIN',
      'CAPRYLIC/CAPRIC TRIGLYCERIDE',
    ]);
  });

  it('collapses whitespace, keeps case and drops repeats ignoring case', () => {
    expect(
      splitGenericNames('  SAW PALMETTO   EXTRACT \t+ Zinc +ZINC+ saw palmetto extract'),
    ).toEqual(['SAW PALMETTO EXTRACT', 'Zinc']);
  });

  it('does not split on commas or runs of spaces', () => {
    expect(splitGenericNames('EUCALYPTUS OIL  CAMPHOR, MENTHOL')).toEqual([
      'EUCALYPTUS OIL CAMPHOR, MENTHOL',
    ]);
  });
});

describe('splitCompanies', () => {
  it('splits a maker > distributor chain', () => {
    expect(splitCompanies('EVA PHARMA > NEXT PHARMA')).toEqual(['EVA PHARMA', 'NEXT PHARMA']);
    expect(splitCompanies('ELI LILLY > AKHNATON TRADING & DISTRIBUTION')).toEqual([
      'ELI LILLY',
      'AKHNATON TRADING & DISTRIBUTION',
    ]);
  });

  it('accepts a chain that starts or ends with >', () => {
    expect(splitCompanies('> PHARCO')).toEqual(['PHARCO']);
    expect(splitCompanies('PHARCO >')).toEqual(['PHARCO']);
    expect(splitCompanies('>')).toEqual([]);
    expect(splitCompanies('')).toEqual([]);
  });

  it('collapses whitespace and drops repeats ignoring case', () => {
    expect(splitCompanies('A  PHARMA>a pharma > B')).toEqual(['A PHARMA', 'B']);
  });
});

describe('cleanCategory', () => {
  it('returns null for placeholders', () => {
    expect(cleanCategory('.')).toBeNull();
    expect(cleanCategory('62026')).toBeNull();
    expect(cleanCategory('224001571039')).toBeNull();
    expect(cleanCategory('   ')).toBeNull();
    expect(cleanCategory('')).toBeNull();
    expect(cleanCategory(null)).toBeNull();
  });

  it('keeps a real category, trimmed, with inner whitespace collapsed', () => {
    expect(cleanCategory(' ANTIBIOTIC.QUINOLONE ')).toBe('ANTIBIOTIC.QUINOLONE');
    expect(cleanCategory('Cold  Products')).toBe('Cold Products');
    expect(cleanCategory('5-HT3 ANTAGONIST')).toBe('5-HT3 ANTAGONIST');
  });
});

/** True when every `)` closes an earlier `(` and none is left open. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** The outermost `( … )` groups of a balanced string. */
function outerGroups(text: string): string[] {
  const groups: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(' && depth++ === 0) start = i;
    else if (text[i] === ')' && --depth === 0) groups.push(text.slice(start, i + 1));
  }
  return groups;
}

describe.skipIf(!FULL_FILE)('on the real drug list (needs shared/data/drugs-eg.csv)', () => {
  const rows = (): Record<string, string>[] =>
    parse(readFileSync(FULL_FILE ?? ''), { columns: true });

  it('produces clean generic names', () => {
    // Problems are collected and compared once: one expect per name would be slow.
    const problems: string[] = [];
    let withParenthesisPlus = 0;
    for (const row of rows()) {
      const source = row.active_ingredients ?? '';
      const names = splitGenericNames(source);
      if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) {
        problems.push(`repeat: ${source}`);
      }
      for (const name of names) {
        if (name === '' || name.trim() !== name || /\s{2}|^[+&/-]|[+&/-]$/.test(name)) {
          problems.push(`unclean "${name}" <= ${source}`);
        }
        if (!balanced(name)) problems.push(`unbalanced "${name}" <= ${source}`);
      }
      // A group such as `VITAMINS(C+D3+E…)` stays whole inside one name.
      if (!balanced(source)) continue;
      for (const group of outerGroups(source)) {
        if (!group.includes('+')) continue;
        withParenthesisPlus++;
        const whole = group.replace(/\s+/g, ' ');
        if (!names.some((name) => name.includes(whole))) problems.push(`cut ${group} <= ${source}`);
      }
    }
    expect(problems).toEqual([]);
    expect(withParenthesisPlus).toBeGreaterThan(100);
  });

  it('splits the common pairs and keeps the common single names', () => {
    const sources = new Set(rows().map((row) => row.active_ingredients ?? ''));
    expect(sources.has('AMOXICILLIN+CLAVULANIC ACID')).toBe(true);
    expect(splitGenericNames('AMOXICILLIN+CLAVULANIC ACID')).toHaveLength(2);
    expect(sources.has('CHOLECALCIFEROL(VITAMIN D3)')).toBe(true);
    expect(splitGenericNames('CHOLECALCIFEROL(VITAMIN D3)')).toEqual([
      'CHOLECALCIFEROL(VITAMIN D3)',
    ]);
    const vitamins = [...sources].filter((source) => /VITAMINS?\s*\([^)]*\+/.test(source));
    expect(vitamins.length).toBeGreaterThan(0);
    for (const source of vitamins) {
      const group = /VITAMINS?\s*\([^()]*\)/.exec(source)?.[0];
      if (group === undefined) continue;
      expect(splitGenericNames(source).some((name) => name.includes(group))).toBe(true);
    }
  });

  it('splits company chains and drops placeholder categories', () => {
    let nullCategories = 0;
    const problems: string[] = [];
    for (const row of rows()) {
      const companies = splitCompanies(row.company ?? '');
      if (companies.some((company) => company === '' || company.includes('>'))) {
        problems.push(row.company ?? '');
      }
      if (cleanCategory(row.category) === null) nullCategories++;
    }
    expect(problems).toEqual([]);
    // README: 24,969 of 25,066 categories are non-empty, 336 of them placeholders.
    expect(nullCategories).toBe(25_066 - 24_969 + 336);
  });
});
