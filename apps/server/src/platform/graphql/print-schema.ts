import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config/paths';
import { getSchema, printSdl } from './schema';
import { announcedChanges, breakingChanges, releaseSchema, releasedSchema } from './schemaChanges';

const file = path.join(serverRoot(), 'schema.graphql');
const sdl = printSdl();
writeFileSync(file, sdl);
process.stdout.write(`wrote ${file}\n`);

if (process.argv.includes('--release')) {
  releaseSchema(sdl);
  process.stdout.write('released: schema.released.graphql is now this schema\n');
} else {
  const announced = new Set(announcedChanges().map((entry) => entry.change));
  const unannounced = (await breakingChanges(releasedSchema(), getSchema())).filter(
    (change) => !announced.has(change),
  );
  if (unannounced.length > 0)
    process.stdout.write(
      `breaking changes not announced in schema-changes.json (npm test fails):\n${unannounced
        .map((change) => `  ${change}\n`)
        .join('')}`,
    );
}
