import type { DemoDrug } from './catalogue';

/**
 * Deterministic synthetic drugs for benchmarks and large tests. The shape mimics the real
 * index: a few ingredient sets and companies are very common (Zipf-like), brands come in
 * several strengths and packs, and Arabic names carry hamza forms and taa marbuta so that
 * Arabic normalisation is exercised.
 */

export const SYNTHETIC_ROUTES = [
  'ORAL.SOLID',
  'ORAL.LIQUID',
  'INJECTION',
  'TOPICAL',
  'EFF',
  'SPRAY',
  'EYE',
  'EAR',
  'MOUTH',
  'VAGINAL',
  'RECTAL',
] as const;
type Route = (typeof SYNTHETIC_ROUTES)[number];

/** Share of each route, roughly as in an Egyptian pharmacy catalogue. */
const ROUTE_WEIGHTS = [55, 15, 12, 7, 2, 2, 3, 1, 1, 1, 1];

type Rng = () => number;

/** mulberry32: tiny, fast and good enough for test data. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (rng: Rng, n: number): number => Math.floor(rng() * n);
function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[int(rng, items.length)] as T;
}

/** Cumulative weights k^-s for ranks 1..n; sampled by binary search. */
function zipfCdf(n: number, s: number): Float64Array {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / Math.pow(k + 1, s);
    cdf[k] = sum;
  }
  for (let k = 0; k < n; k++) cdf[k] = (cdf[k] as number) / sum;
  return cdf;
}

function sampleCdf(rng: Rng, cdf: Float64Array): number {
  const u = rng();
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cdf[mid] as number) < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function weighted(rng: Rng, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let u = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i] as number;
    if (u < 0) return i;
  }
  return weights.length - 1;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

function ean13(rng: Rng): string {
  let body = '622';
  for (let i = 0; i < 9; i++) body += String(int(rng, 10));
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

/* ---------- The fixed "universe": generic names, uses, companies, formulas ---------- */

/** [use, category]; each use also appears with qualifiers to reach ~300 uses. */
const USE_ROOTS: readonly (readonly [string, string])[] = [
  ['ANALGESIC', 'ANALGESICS'],
  ['ANTI-INFLAMMATORY', 'NSAIDS'],
  ['ANTIBIOTIC', 'ANTI-INFECTIVES'],
  ['ANTIFUNGAL', 'ANTIFUNGALS'],
  ['ANTIVIRAL', 'ANTIVIRALS'],
  ['ANTIHISTAMINE', 'ANTIHISTAMINES'],
  ['ANTIEMETIC', 'GASTROINTESTINAL'],
  ['ANTISPASMODIC', 'GASTROINTESTINAL'],
  ['ANTI-ULCER', 'GASTROINTESTINAL'],
  ['LAXATIVE', 'GASTROINTESTINAL'],
  ['ANTIDIABETIC', 'ENDOCRINE'],
  ['THYROID HORMONE', 'ENDOCRINE'],
  ['ANTIHYPERTENSIVE', 'CARDIOVASCULAR'],
  ['ANTIANGINAL', 'CARDIOVASCULAR'],
  ['ANTIARRHYTHMIC', 'CARDIOVASCULAR'],
  ['DIURETIC', 'CARDIOVASCULAR'],
  ['LIPID LOWERING', 'HYPOLIPIDAEMICS'],
  ['ANTICOAGULANT', 'ANTITHROMBOTICS'],
  ['ANTIPLATELET', 'ANTITHROMBOTICS'],
  ['ANTIEPILEPTIC', 'CNS'],
  ['ANTIDEPRESSANT', 'CNS'],
  ['ANTIPSYCHOTIC', 'CNS'],
  ['ANXIOLYTIC', 'CNS'],
  ['BRONCHODILATOR', 'RESPIRATORY'],
  ['MUCOLYTIC', 'RESPIRATORY'],
  ['CORTICOSTEROID', 'HORMONES'],
  ['VITAMIN', 'VITAMINS & MINERALS'],
  ['ANTHELMINTIC', 'ANTI-INFECTIVES'],
  ['ANTISEPTIC', 'DERMATOLOGICALS'],
  ['ANTINEOPLASTIC', 'ONCOLOGY'],
];
const USE_QUALIFIERS = [
  '',
  'TOPICAL ',
  'SYSTEMIC ',
  'PAEDIATRIC ',
  'LONG-ACTING ',
  'SHORT-ACTING ',
  'ADJUNCTIVE ',
  'FIRST-LINE ',
  'SECOND-LINE ',
  'PROPHYLACTIC ',
];

/** Ingredient stems with the use root they usually belong to (index into USE_ROOTS). */
// prettier-ignore
const GENERIC_STEMS: readonly (readonly [string, number])[] = [
  ['PROFEN', 1], ['COXIB', 1], ['FENAC', 1], ['AMOL', 0], ['ADOL', 0],
  ['CILLIN', 2], ['MYCIN', 2], ['FLOXACIN', 2], ['CEF', 2], ['CYCLINE', 2],
  ['CONAZOLE', 3], ['FUNGIN', 3], ['VIR', 4], ['NAVIR', 4], ['ASTINE', 5],
  ['TADINE', 5], ['SETRON', 6], ['PRIDE', 6], ['VERINE', 7], ['PRAZOLE', 8],
  ['TIDINE', 8], ['LAX', 9], ['FORMIN', 10], ['GLIPTIN', 10], ['GLIFLOZIN', 10],
  ['THYRONINE', 11], ['PRIL', 12], ['SARTAN', 12], ['OLOL', 13], ['DIPINE', 13],
  ['ARONE', 14], ['SEMIDE', 15], ['THIAZIDE', 15], ['STATIN', 16], ['FIBRATE', 16],
  ['XABAN', 17], ['PARIN', 17], ['GREL', 18], ['ETAM', 19], ['TRIGINE', 19],
  ['OXETINE', 20], ['TRIPTYLINE', 20], ['PERIDONE', 21], ['APINE', 21], ['ZEPAM', 22],
  ['TEROL', 23], ['PHYLLINE', 23], ['STEINE', 24], ['BROXOL', 24], ['SONIDE', 25],
  ['METASONE', 25], ['CALCIFEROL', 26], ['AMIN', 26], ['BENDAZOLE', 27], ['MECTIN', 27],
  ['HEXIDINE', 28], ['IODINE', 28], ['TINIB', 29], ['MAB', 29], ['PLATIN', 29],
];
// prettier-ignore
const GENERIC_PREFIXES = [
  'A', 'AM', 'BE', 'BU', 'CA', 'CLO', 'DA', 'DE', 'DO', 'E', 'ENA', 'FE', 'FLU', 'GA', 'HY',
  'I', 'KE', 'LA', 'LE', 'LO', 'MA', 'ME', 'MO', 'NA', 'NE', 'O', 'PA', 'PI', 'PRO', 'RA',
  'RI', 'SA', 'SI', 'TA', 'TE', 'TRI', 'VA', 'XI', 'ZA', 'ZO',
];
const GENERIC_MIDDLES = [
  '',
  'BA',
  'CE',
  'DI',
  'LI',
  'MI',
  'NO',
  'PE',
  'RO',
  'SU',
  'TO',
  'VE',
  'ZI',
];
const SALTS = [' SODIUM', ' POTASSIUM', ' HYDROCHLORIDE', ' MALEATE', ' CITRATE', ' ACETATE'];

// prettier-ignore
const COMPANY_SYLLABLES = [
  'AL', 'AM', 'AR', 'BIO', 'CAI', 'DEL', 'EG', 'EVA', 'FAR', 'GLO', 'HI', 'IB', 'KA', 'LA', 'MAR',
  'MED', 'MIN', 'NIL', 'NO', 'OC', 'PHA', 'RA', 'SA', 'SE', 'SI', 'TA', 'UNI', 'VA', 'ZE', 'RO',
  'TO', 'XA', 'NA', 'LEX', 'GEN', 'COR',
];
const COMPANY_SUFFIXES = [
  '',
  ' PHARMA',
  ' PHARMA',
  ' PHARMACEUTICALS',
  ' LABS',
  ' HEALTHCARE',
  ' MEDICAL',
  ' PHARMACEUTICAL INDUSTRIES',
  ' BIOTECH',
  ' CO.',
  ' INTERNATIONAL',
  ' EGYPT',
];

const ACTIONS = [
  'inhibiting a key enzyme of the target pathway',
  'blocking the relevant receptor',
  'reducing the synthesis of inflammatory mediators',
  'interfering with the growth of the causative organism',
  'modulating ion channels in the target tissue',
  'replacing a missing or deficient substance',
];

interface Formula {
  generics: readonly string[];
  uses: readonly string[];
  category: string;
  mech: string;
  route: Route;
}

interface Universe {
  companies: readonly string[];
  companyCdf: Float64Array;
  formulas: readonly Formula[];
  formulaCdf: Float64Array;
}

const GENERIC_COUNT = 3000;
const COMPANY_COUNT = 2000;
const FORMULA_COUNT = 6000;

const titleCase = (s: string): string => s.charAt(0) + s.slice(1).toLowerCase();

function buildUniverse(): Universe {
  // A fixed seed: every drug seed draws from the same ingredients and companies.
  const rng = mulberry32(0x5eed);

  const uses: string[] = [];
  for (const [root] of USE_ROOTS) for (const q of USE_QUALIFIERS) uses.push(q + root);

  const generics: string[] = [];
  const genericUse: number[] = [];
  const seen = new Set<string>();
  while (generics.length < GENERIC_COUNT) {
    const [stem, root] = pick(rng, GENERIC_STEMS);
    let name = pick(rng, GENERIC_PREFIXES) + pick(rng, GENERIC_MIDDLES) + stem;
    if (rng() < 0.15) name += pick(rng, SALTS);
    if (seen.has(name)) continue;
    seen.add(name);
    generics.push(name);
    // Half of the ingredients carry the plain use, the rest a qualified variant.
    const q = rng() < 0.5 ? 0 : int(rng, USE_QUALIFIERS.length);
    genericUse.push(root * USE_QUALIFIERS.length + q);
  }

  const companies: string[] = [];
  const companySeen = new Set<string>();
  while (companies.length < COMPANY_COUNT) {
    const syllables = 1 + int(rng, 3);
    let name = '';
    for (let i = 0; i < syllables; i++) name += pick(rng, COMPANY_SYLLABLES);
    name += pick(rng, COMPANY_SUFFIXES);
    if (name.length < 3 || companySeen.has(name)) continue;
    companySeen.add(name);
    companies.push(name);
  }

  const genericCdf = zipfCdf(GENERIC_COUNT, 0.9);
  const formulas: Formula[] = [];
  // One formula per ingredient set, so the Zipf rank of a formula is the rank of its set.
  const formulaKeys = new Set<string>();
  while (formulas.length < FORMULA_COUNT) {
    const size = 1 + weighted(rng, [55, 25, 13, 7]);
    const chosen: number[] = [];
    while (chosen.length < size) {
      const g = sampleCdf(rng, genericCdf);
      if (!chosen.includes(g)) chosen.push(g);
    }
    const key = [...chosen].sort((a, b) => a - b).join(',');
    if (formulaKeys.has(key)) continue;
    formulaKeys.add(key);

    const useIdx: number[] = [];
    for (const g of chosen) {
      const u = genericUse[g] as number;
      if (!useIdx.includes(u) && useIdx.length < 2) useIdx.push(u);
    }
    const root = USE_ROOTS[Math.floor((useIdx[0] as number) / USE_QUALIFIERS.length)];
    const mech = chosen
      .map((g) => {
        const use = (uses[genericUse[g] as number] as string).toLowerCase();
        return `${titleCase(generics[g] as string)} (${use}) works by ${pick(rng, ACTIONS)}.`;
      })
      .join(' ');
    formulas.push({
      generics: chosen.map((g) => generics[g] as string),
      uses: useIdx.map((u) => uses[u] as string),
      category: (root as readonly [string, string])[1],
      mech,
      route: SYNTHETIC_ROUTES[weighted(rng, ROUTE_WEIGHTS)] as Route,
    });
  }

  return {
    companies,
    companyCdf: zipfCdf(COMPANY_COUNT, 1.0),
    formulas,
    formulaCdf: zipfCdf(FORMULA_COUNT, 0.7),
  };
}

let universe: Universe | undefined;

/* ---------- Names ---------- */

type Pair = readonly [en: string, ar: string];

/** Brand syllables with their Arabic spelling; vowel starts give أ إ آ. */
// prettier-ignore
const START: readonly Pair[] = [
  ['BA', 'با'], ['BE', 'بي'], ['BO', 'بو'], ['CA', 'كا'], ['CE', 'سي'], ['CO', 'كو'],
  ['DA', 'دا'], ['DE', 'دي'], ['DO', 'دو'], ['FA', 'فا'], ['FE', 'في'], ['FLO', 'فلو'],
  ['GA', 'جا'], ['GLU', 'جلو'], ['HA', 'ها'], ['HI', 'هاي'], ['KA', 'كا'], ['KE', 'كي'],
  ['LA', 'لا'], ['LE', 'لي'], ['LO', 'لو'], ['MA', 'ما'], ['ME', 'مي'], ['MO', 'مو'],
  ['NA', 'نا'], ['NE', 'ني'], ['NO', 'نو'], ['PA', 'با'], ['PRO', 'برو'], ['RA', 'را'],
  ['RE', 'ري'], ['RO', 'رو'], ['SA', 'سا'], ['SE', 'سي'], ['SO', 'سو'], ['TA', 'تا'],
  ['TE', 'تي'], ['TO', 'تو'], ['TRA', 'ترا'], ['VA', 'فا'], ['VI', 'في'], ['ZA', 'زا'],
  ['ZE', 'زي'], ['ZO', 'زو'], ['XI', 'زي'], ['QUI', 'كوي'], ['SHA', 'شا'], ['GHA', 'غا'],
  ['A', 'أ'], ['E', 'إ'], ['I', 'إي'], ['O', 'أو'], ['AL', 'آل'], ['AM', 'أم'],
  ['AN', 'أن'], ['AR', 'آر'], ['EL', 'إل'], ['EN', 'إن'], ['OM', 'أوم'], ['UL', 'أول'],
];
// prettier-ignore
const MIDDLE: readonly Pair[] = [
  ['BA', 'با'], ['BI', 'بي'], ['CO', 'كو'], ['DA', 'دا'], ['DI', 'دي'], ['FA', 'فا'],
  ['GA', 'جا'], ['KO', 'كو'], ['LA', 'لا'], ['LI', 'لي'], ['LO', 'لو'], ['MA', 'ما'],
  ['MI', 'مي'], ['NA', 'نا'], ['NI', 'ني'], ['PA', 'با'], ['PI', 'بي'], ['RA', 'را'],
  ['RI', 'ري'], ['RO', 'رو'], ['SA', 'سا'], ['SI', 'سي'], ['TA', 'تا'], ['TI', 'تي'],
  ['TO', 'تو'], ['VA', 'فا'], ['VI', 'في'], ['ZA', 'زا'], ['ZI', 'زي'], ['ZO', 'زو'],
];
// prettier-ignore
const END: readonly Pair[] = [
  ['DOL', 'دول'], ['FEN', 'فين'], ['ZOL', 'زول'], ['TIN', 'تين'], ['RIN', 'رين'], ['CID', 'سيد'],
  ['TAL', 'تال'], ['VAN', 'فان'], ['MAX', 'ماكس'], ['LEX', 'لكس'], ['NOR', 'نور'], ['XIN', 'كسين'],
  ['MOX', 'موكس'], ['LIN', 'لين'], ['SAN', 'سان'], ['TEC', 'تك'], ['PHAGE', 'فاج'], ['CORT', 'كورت'],
  ['GEN', 'جين'], ['VIT', 'فيت'], ['RAL', 'رال'], ['NIL', 'نيل'], ['DEX', 'دكس'], ['TRIL', 'تريل'],
  ['ZID', 'زيد'], ['MINE', 'مين'], ['LAT', 'لات'], ['RAN', 'ران'], ['NA', 'نا'], ['RA', 'را'],
  ['TA', 'تا'], ['RETTA', 'ريتة'], ['NETTA', 'نيتة'], ['VITA', 'فيتا'], ['ZEL', 'زيل'],
];
const SUFFIX: readonly Pair[] = [
  ['PLUS', 'بلس'],
  ['FORTE', 'فورت'],
  ['EXTRA', 'إكسترا'],
  ['XR', 'إكس آر'],
  ['MR', 'إم آر'],
  ['JUNIOR', 'جونيور'],
  ['ADVANCE', 'أدفانس'],
];

const mg = (v: number | string): Pair => [`${v}MG`, `${v} مجم`];

/** Strength per route, [English, Arabic]. */
function strength(rng: Rng, route: Route): Pair {
  switch (route) {
    case 'ORAL.SOLID':
      if (rng() < 0.05) return ['1GM', '1 جم'];
      return mg(
        pick(rng, [5, 10, 20, 25, 40, 50, 75, 100, 150, 200, 250, 400, 500, 600, 850, 1000]),
      );
    case 'ORAL.LIQUID': {
      const v = pick(rng, [2, 5, 100, 125, 156, 200, 250]);
      return [`${v}MG/5ML`, `${v} مجم/5 مل`];
    }
    case 'INJECTION': {
      const r = int(rng, 4);
      if (r === 0) return ['1GM', '1 جم'];
      if (r === 1) return mg(pick(rng, [40, 250, 500]));
      if (r === 2) return ['100IU/ML', '100 وحدة/مل'];
      const v = pick(rng, [4, 8, 20, 75]);
      return [`${v}MG/2ML`, `${v} مجم/2 مل`];
    }
    case 'EFF':
      return rng() < 0.3 ? ['1GM', '1 جم'] : mg(pick(rng, [200, 500, 600]));
    case 'SPRAY':
      if (rng() < 0.5) return ['0.1%', '0.1%'];
      return rng() < 0.5 ? ['50MCG', '50 مكجم'] : ['100MCG', '100 مكجم'];
    case 'VAGINAL':
    case 'RECTAL':
      return mg(pick(rng, [50, 100, 125, 250, 500]));
    default: {
      const v = pick(rng, ['0.1', '0.3', '0.5', '1', '2', '5']);
      return [`${v}%`, `${v}%`];
    }
  }
}

/** Pack per route, [English, Arabic]; the Arabic forms bring in ة and hamza spellings. */
function pack(rng: Rng, route: Route): Pair {
  // Only the chosen variant is formatted: this runs once or more per generated drug.
  const k = rng();
  switch (route) {
    case 'ORAL.SOLID': {
      const n = pick(rng, COUNTS);
      if (k < 0.35) return [`${n} TABS.`, `${n} قرص`];
      if (k < 0.65) return [`${n} F.C. TABS.`, `${n} قرص مغلف`];
      if (k < 0.95) return [`${n} CAPS.`, `${n} كبسولة`];
      return [`${n} CHEW. TABS.`, `${n} قرص للمضغ`];
    }
    case 'ORAL.LIQUID': {
      const ml = pick(rng, VOLUMES);
      if (k < 0.45) return [`SYRUP ${ml}ML`, `شراب ${ml} مل`];
      if (k < 0.85) return [`SUSP. ${ml}ML`, `معلق ${ml} مل`];
      return [`ORAL DROPS ${ml}ML`, `نقط بالفم ${ml} مل`];
    }
    case 'INJECTION': {
      const n = pick(rng, [1, 3, 5, 6, 10]);
      if (k < 0.45) return [`${n} AMP.`, `${n} أمبولة`];
      if (k < 0.8) return ['VIAL', 'فيال'];
      if (k < 0.95) return [`${n} PREFILLED SYR.`, `${n} حقنة مملوءة`];
      return ['PEN', 'قلم'];
    }
    case 'TOPICAL': {
      const gm = pick(rng, GRAMS);
      if (k < 0.4) return [`CREAM ${gm}GM`, `كريم ${gm} جم`];
      if (k < 0.65) return [`OINT. ${gm}GM`, `مرهم ${gm} جم`];
      if (k < 0.9) return [`GEL ${gm}GM`, `جل ${gm} جم`];
      const ml = pick(rng, VOLUMES);
      return [`LOTION ${ml}ML`, `لوشن ${ml} مل`];
    }
    case 'EFF': {
      const n = pick(rng, COUNTS);
      return k < 0.5
        ? [`${n} EFF. TABS.`, `${n} قرص فوار`]
        : [`${n} EFF. SACHETS`, `${n} كيس فوار`];
    }
    case 'SPRAY': {
      if (k < 0.5) {
        const ml = pick(rng, VOLUMES);
        return [`NASAL SPRAY ${ml}ML`, `بخاخ للأنف ${ml} مل`];
      }
      const doses = pick(rng, [60, 120, 200]);
      return [`INHALER ${doses} DOSES`, `بخاخة ${doses} جرعة`];
    }
    case 'EYE': {
      if (k < 0.7) {
        const ml = pick(rng, [5, 10, 15]);
        return [`EYE DROPS ${ml}ML`, `قطرة للعين ${ml} مل`];
      }
      const gm = pick(rng, [3.5, 5]);
      return [`EYE OINT. ${gm}GM`, `مرهم للعين ${gm} جم`];
    }
    case 'EAR': {
      const ml = pick(rng, [5, 10, 15]);
      return [`EAR DROPS ${ml}ML`, `قطرة للأذن ${ml} مل`];
    }
    case 'MOUTH': {
      if (k < 0.5) {
        const ml = pick(rng, VOLUMES);
        return [`MOUTHWASH ${ml}ML`, `غسول للفم ${ml} مل`];
      }
      if (k < 0.8) {
        const gm = pick(rng, GRAMS);
        return [`ORAL GEL ${gm}GM`, `جل للفم ${gm} جم`];
      }
      const n = pick(rng, COUNTS);
      return [`${n} LOZENGES`, `${n} أقراص استحلاب`];
    }
    case 'VAGINAL': {
      const n = pick(rng, [3, 6, 7, 10, 14]);
      if (k < 0.4) return [`${n} VAG. SUPP.`, `${n} لبوس مهبلي`];
      if (k < 0.7) return [`${n} VAG. TABS.`, `${n} قرص مهبلي`];
      const gm = pick(rng, GRAMS);
      return [`VAG. CREAM ${gm}GM`, `كريم مهبلي ${gm} جم`];
    }
    case 'RECTAL': {
      const n = pick(rng, [5, 6, 10]);
      return [`${n} SUPP.`, `${n} لبوس`];
    }
  }
}

const COUNTS = [10, 14, 20, 21, 24, 28, 30, 50, 100];
const VOLUMES = [15, 30, 60, 100, 120, 125, 150, 200];
const GRAMS = [5, 10, 15, 20, 30, 40, 50];

interface Brand {
  en: string;
  ar: string;
  formula: Formula;
  companies: string[];
}

const NAME_MAX = 45;
const NAME_MIN = 10;

const fits = (name: string): boolean => name.length >= NAME_MIN && name.length <= NAME_MAX;

/** A brand stem of two or three syllables, sometimes with a suffix such as FORTE. */
function brandName(rng: Rng, allowSuffix: boolean): { en: string; ar: string } {
  const [s1, a1] = pick(rng, START);
  const [s2, a2] = rng() < 0.6 ? pick(rng, MIDDLE) : ['', ''];
  const [s3, a3] = pick(rng, END);
  if (allowSuffix && rng() < 0.1) {
    const [se, sa] = pick(rng, SUFFIX);
    return { en: `${s1}${s2}${s3} ${se}`, ar: `${a1}${a2}${a3} ${sa}` };
  }
  return { en: s1 + s2 + s3, ar: a1 + a2 + a3 };
}

/** Brand + strength + pack, dropping parts when the name would exceed NAME_MAX. */
function variantName(rng: Rng, brand: Brand, route: Route): Pair {
  const [sEn, sAr] = strength(rng, route);
  const [pEn, pAr] = pack(rng, route);
  const full = `${brand.en} ${sEn} ${pEn}`;
  if (full.length <= NAME_MAX) return [full, `${brand.ar} ${sAr} ${pAr}`];
  const withPack = `${brand.en} ${pEn}`;
  if (withPack.length <= NAME_MAX) return [withPack, `${brand.ar} ${pAr}`];
  return [`${brand.en} ${sEn}`, `${brand.ar} ${sAr}`];
}

/** Log-normal around ~45 L.E., clamped to the range seen in practice. */
function price(rng: Rng): number {
  const z = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  const raw = Math.min(50_000, Math.max(0.5, Math.exp(Math.log(45) + 1.4 * z)));
  // Dearer packs are priced in whole or half pounds, cheap ones to the piastre.
  return raw >= 20 ? Math.round(raw * 2) / 2 : Math.max(0.5, round2(raw));
}

/**
 * `count` synthetic drugs, identical for the same `seed`. Trade names are unique within one
 * run; codes are `syn-1` … `syn-<count>`.
 */
export function* syntheticDrugs(count: number, seed = 1): Generator<DemoDrug> {
  universe ??= buildUniverse();
  const u = universe;
  const rng = mulberry32(seed);
  const names = new Set<string>();
  let brand: Brand | undefined;

  for (let i = 1; i <= count; i++) {
    // About a quarter of entries are another strength or pack of the previous brand.
    if (brand === undefined || rng() >= 0.25) {
      const formula = u.formulas[sampleCdf(rng, u.formulaCdf)] as Formula;
      const first = u.companies[sampleCdf(rng, u.companyCdf)] as string;
      const companies = [first];
      if (rng() < 0.15) {
        const second = u.companies[sampleCdf(rng, u.companyCdf)] as string;
        if (second !== first) companies.push(second);
      }
      brand = { ...brandName(rng, true), formula, companies };
    }

    const route =
      rng() < 0.8 ? brand.formula.route : (SYNTHETIC_ROUTES[weighted(rng, ROUTE_WEIGHTS)] as Route);
    let [tradeName, arabicName] = variantName(rng, brand, route);
    for (let attempt = 1; !fits(tradeName) || names.has(tradeName); attempt++) {
      // This brand's variants are exhausted or collide: give it a fresh name.
      if (attempt > 3) brand = { ...brand, ...brandName(rng, false) };
      [tradeName, arabicName] = variantName(rng, brand, route);
    }
    names.add(tradeName);

    const p = price(rng);
    let oldPrice: number | null = null;
    if (rng() < 0.3) oldPrice = Math.max(0.5, round2(p * (0.6 + rng() * 0.5)));

    const mechRoll = rng();
    const mechanismOfAction =
      mechRoll < 0.1
        ? `${brand.formula.mech}\n\nDose and duration depend on the indication; see the package leaflet.`
        : mechRoll < 0.6
          ? brand.formula.mech
          : null;

    yield {
      code: `syn-${i}`,
      tradeName,
      arabicName,
      genericNames: [...brand.formula.generics],
      companies: [...brand.companies],
      routes: [route],
      pharmacologicalUses: [...brand.formula.uses],
      category: brand.formula.category,
      mechanismOfAction,
      barcode: rng() < 0.5 ? ean13(rng) : null,
      price: p,
      oldPrice,
    };
  }
}
