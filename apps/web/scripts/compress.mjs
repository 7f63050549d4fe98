// Writes .br and .gz beside every compressible file of the build, so the server sends
// precompressed assets (best compression, no CPU per request).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size >= MIN_BYTES) {
      const body = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      files++;
    }
  }
};
walk(dist);
console.log(`compressed ${files} files (brotli and gzip)`);
