// Renders the app's icons (icons/*.svg, drawn for the project) into the PNG sizes the web app
// manifest and iOS ask for, written to public/icons/. Run after changing an SVG:
// `node apps/web/scripts/icons.mjs`; the PNGs are committed, so builds need no image tools.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'public', 'icons');
mkdirSync(out, { recursive: true });

const ICONS = [
  { source: 'icon.svg', name: 'icon-192.png', size: 192 },
  { source: 'icon.svg', name: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', name: 'maskable-192.png', size: 192 },
  { source: 'icon-maskable.svg', name: 'maskable-512.png', size: 512 },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed drawing.
  { source: 'icon-maskable.svg', name: 'apple-touch-icon.png', size: 180 },
];

for (const { source, name, size } of ICONS) {
  const svg = readFileSync(path.join(root, 'icons', source));
  await sharp(svg, { density: (72 * size) / 512 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(out, name));
}
console.log(`rendered ${ICONS.length} icons into ${path.relative(process.cwd(), out)}`);
