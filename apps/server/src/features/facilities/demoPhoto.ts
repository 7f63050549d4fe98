import sharp from 'sharp';

/** What a demo facility photo shows. */
export type DemoScene = 'storefront' | 'shelves' | 'clinic' | 'warehouse';

/** A small deterministic generator (mulberry32), so each photo is the same at every seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows of boxes on shelves, in the scene's colours: medicine packs, cartons. */
function boxes(
  x: number,
  y: number,
  width: number,
  rows: number,
  rowHeight: number,
  hue: number,
  random: () => number,
): string {
  let shapes = '';
  for (let row = 0; row < rows; row++) {
    const base = y + (row + 1) * rowHeight;
    shapes += `<rect x="${x}" y="${base}" width="${width}" height="10" fill="hsl(30 25% 45%)"/>`;
    for (let left = x + 6; left < x + width - 30;) {
      const w = 18 + Math.round(random() * 34);
      const h = rowHeight * (0.45 + random() * 0.4);
      const tint = (hue + Math.round(random() * 140)) % 360;
      shapes += `<rect x="${left}" y="${(base - h).toFixed(1)}" width="${w}" height="${h.toFixed(1)}" rx="2" fill="hsl(${tint} ${45 + Math.round(random() * 30)}% ${55 + Math.round(random() * 25)}%)"/>`;
      left += w + 3 + Math.round(random() * 6);
    }
  }
  return shapes;
}

/** Stacks of taped cartons on a rack's levels. */
function cartons(
  x: number,
  y: number,
  width: number,
  levels: number,
  random: () => number,
): string {
  let shapes = '';
  for (let level = 0; level < levels; level++) {
    const base = y + (level + 1) * 160;
    shapes += `<rect x="${x}" y="${base}" width="${width}" height="12" fill="hsl(25 70% 45%)"/>`;
    for (let left = x + 8; left < x + width - 80;) {
      const w = 70 + Math.round(random() * 40);
      const h = 70 + Math.round(random() * 60);
      const tone = 30 + Math.round(random() * 12);
      shapes +=
        `<rect x="${left}" y="${base - h}" width="${w}" height="${h}" fill="hsl(${tone} 45% ${52 + Math.round(random() * 14)}%)" stroke="hsl(${tone} 40% 35%)" stroke-width="2"/>` +
        `<rect x="${left + w / 2 - 6}" y="${base - h}" width="12" height="${h}" fill="hsl(45 30% 80%)" opacity="0.8"/>`;
      left += w + 6;
    }
  }
  return shapes;
}

/** A green pharmacy cross, the sign a street knows without words. */
const cross = (cx: number, cy: number, size: number) =>
  `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="${size / 8}" fill="#fff"/>` +
  `<path d="M${cx - size / 6} ${cy - size * 0.38}h${size / 3}v${size * 0.22}h${size * 0.22}v${size / 3}h${-size * 0.22}v${size * 0.22}h${-size / 3}v${-size * 0.22}h${-size * 0.22}v${-size / 3}h${size * 0.22}z" fill="hsl(140 60% 38%)"/>`;

function storefront(hue: number, random: () => number): string {
  const stripes = Array.from(
    { length: 12 },
    (_, index) =>
      `<rect x="${120 + index * 80}" y="250" width="40" height="90" fill="hsl(${hue} 60% 45%)"/>`,
  ).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(205 70% 72%)"/><stop offset="1" stop-color="hsl(205 60% 88%)"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#sky)"/>
    <rect x="60" y="90" width="1080" height="700" fill="hsl(35 30% ${78 + Math.round(random() * 8)}%)"/>
    <rect x="120" y="250" width="960" height="90" fill="#fff"/>${stripes}
    <rect x="150" y="360" width="560" height="380" fill="hsl(200 30% 30%)"/>
    <g transform="translate(160 360)">${boxes(0, 0, 540, 4, 88, hue, random)}</g>
    <rect x="150" y="360" width="560" height="380" fill="hsl(200 80% 90%)" opacity="0.18"/>
    <rect x="760" y="380" width="260" height="410" fill="hsl(200 25% 25%)"/>
    <rect x="780" y="400" width="100" height="390" fill="hsl(200 40% 60%)" opacity="0.5"/>
    <rect x="900" y="400" width="100" height="390" fill="hsl(200 40% 60%)" opacity="0.5"/>
    <g>${cross(890, 170, 120)}</g>
    <rect x="0" y="790" width="1200" height="110" fill="hsl(30 8% 55%)"/>
    <rect x="0" y="780" width="1200" height="14" fill="hsl(30 8% 70%)"/>`;
}

function shelves(hue: number, random: () => number): string {
  return `<rect width="1200" height="900" fill="hsl(${hue} 20% 92%)"/>
    <rect x="0" y="0" width="1200" height="70" fill="hsl(${hue} 15% 97%)"/>
    <rect x="80" y="110" width="500" height="560" fill="hsl(30 30% 62%)"/>
    <rect x="620" y="110" width="500" height="560" fill="hsl(30 30% 62%)"/>
    <g>${boxes(90, 100, 480, 5, 108, hue, random)}</g>
    <g>${boxes(630, 100, 480, 5, 108, (hue + 60) % 360, random)}</g>
    <rect x="0" y="690" width="1200" height="210" fill="hsl(30 20% 80%)"/>
    <rect x="160" y="620" width="880" height="190" rx="8" fill="hsl(${hue} 35% 40%)"/>
    <rect x="160" y="620" width="880" height="26" rx="8" fill="hsl(${hue} 30% 88%)"/>
    <rect x="820" y="560" width="120" height="70" rx="6" fill="hsl(210 10% 25%)"/>`;
}

function clinic(hue: number, random: () => number): string {
  const tilt = Math.round(random() * 40);
  return `<rect width="1200" height="900" fill="hsl(${hue} 30% 90%)"/>
    <rect x="0" y="640" width="1200" height="260" fill="hsl(${hue} 10% 75%)"/>
    <rect x="760" y="120" width="320" height="260" fill="hsl(205 60% 80%)" stroke="#fff" stroke-width="16"/>
    <path d="M920 120v260M760 250h320" stroke="#fff" stroke-width="10"/>
    <rect x="140" y="470" width="520" height="70" rx="14" fill="hsl(190 40% 55%)"/>
    <rect x="140" y="430" width="130" height="60" rx="20" fill="#fff"/>
    <rect x="170" y="540" width="16" height="140" fill="hsl(210 8% 45%)"/>
    <rect x="610" y="540" width="16" height="140" fill="hsl(210 8% 45%)"/>
    <rect x="780" y="430" width="260" height="250" rx="6" fill="#fff"/>
    <path d="M780 515h260M780 600h260" stroke="hsl(210 10% 80%)" stroke-width="4"/>
    <circle cx="${300 + tilt}" cy="210" r="70" fill="#fff" stroke="hsl(210 10% 70%)" stroke-width="8"/>
    <path d="M${300 + tilt} 165v45l30 20" stroke="hsl(210 10% 40%)" stroke-width="8" fill="none" stroke-linecap="round"/>
    <g>${cross(560, 230, 90)}</g>`;
}

function warehouse(hue: number, random: () => number): string {
  const racks = [60, 440, 820]
    .map(
      (x) =>
        `<rect x="${x}" y="120" width="16" height="640" fill="hsl(${(hue + 200) % 360} 60% 40%)"/>` +
        `<rect x="${x + 304}" y="120" width="16" height="640" fill="hsl(${(hue + 200) % 360} 60% 40%)"/>` +
        `<g>${cartons(x + 16, 100, 288, 4, random)}</g>`,
    )
    .join('');
  return `<rect width="1200" height="900" fill="hsl(40 10% 82%)"/>
    <rect x="0" y="0" width="1200" height="90" fill="hsl(40 8% 70%)"/>
    <path d="M0 90h1200" stroke="hsl(40 8% 60%)" stroke-width="6"/>${racks}
    <rect x="0" y="760" width="1200" height="140" fill="hsl(40 6% 62%)"/>
    <path d="M0 800h1200" stroke="hsl(50 90% 55%)" stroke-width="10" stroke-dasharray="60 40"/>`;
}

const SCENES: Record<DemoScene, (hue: number, random: () => number) => string> = {
  storefront,
  shelves,
  clinic,
  warehouse,
};

/**
 * A made-up photo of a facility (no text, so it needs no fonts): a pharmacy front, its shelves,
 * a clinic room or a warehouse; `seed` varies the details and `hue` the colours. A JPEG of
 * 960 × 720, as a phone would upload (small enough that seeding two dozen stays quick).
 */
export async function demoFacilityPhoto(
  scene: DemoScene,
  seed: number,
  hue: number,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 1200 900">${SCENES[
    scene
  ](hue, generator(seed))}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
