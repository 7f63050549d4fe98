import sharp from 'sharp';

/** A small deterministic generator, so each demo photo looks the same at every seed. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** One line of "handwriting": a wave of uneven height and length. */
function scribble(x: number, y: number, width: number, random: () => number): string {
  const step = 14 + Math.round(random() * 8);
  let path = `M${x} ${y} q${step / 2} ${-6 - random() * 8} ${step} 0`;
  for (let covered = step; covered < width; covered += step)
    path += ` t${step} ${Math.round((random() - 0.5) * 6)}`;
  return path;
}

/**
 * A made-up photo of a prescription sheet on a desk (no text, so it needs no fonts): a coloured
 * letterhead, an Rx sign, handwritten lines, a signature and a stamp. `seed` varies the layout,
 * `hue` the letterhead; the result is a JPEG, as a phone would upload.
 */
export async function demoPrescriptionPhoto(seed: number, hue: number): Promise<Buffer> {
  const random = randomFrom(seed);
  const lines = Array.from({ length: 6 + Math.round(random() * 3) }, (_, index) =>
    scribble(170, 470 + index * 62, 360 + random() * 200, random),
  );
  const tilt = (random() - 0.5) * 6;
  const ink = `hsl(${(hue + 180) % 360} 45% 28%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">
  <defs><linearGradient id="desk" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(30 30% 62%)"/><stop offset="1" stop-color="hsl(28 35% 48%)"/>
  </linearGradient></defs>
  <rect width="900" height="1200" fill="url(#desk)"/>
  <g transform="rotate(${tilt.toFixed(2)} 450 600)">
    <rect x="90" y="80" width="720" height="1040" rx="6" fill="#000" opacity="0.18" transform="translate(10 14)"/>
    <rect x="90" y="80" width="720" height="1040" rx="6" fill="hsl(${hue} 30% 98%)"/>
    <rect x="90" y="80" width="720" height="150" rx="6" fill="hsl(${hue} 55% 38%)"/>
    <circle cx="170" cy="155" r="42" fill="hsl(${hue} 40% 92%)"/>
    <path d="M170 128v54M143 155h54" stroke="hsl(${hue} 55% 38%)" stroke-width="14" stroke-linecap="round"/>
    <path d="M240 140h300M240 175h200" stroke="hsl(${hue} 40% 90%)" stroke-width="12" stroke-linecap="round"/>
    <path d="M150 300v90M150 300h34a22 22 0 0 1 0 44h-34M176 344l36 46M196 360l36 40M232 360l-36 40"
      fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
    <g fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round">${lines
      .map((line) => `<path d="${line}"/>`)
      .join('')}</g>
    <path d="M520 1000c30-60 50 20 80-20s40-50 60 10 30-10 50-30" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>
    <circle cx="${250 + random() * 60}" cy="1000" r="58" fill="none" stroke="hsl(${hue} 60% 45%)" stroke-width="6" opacity="0.6"/>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
