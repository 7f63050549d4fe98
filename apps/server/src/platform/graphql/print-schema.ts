import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../config/paths';
import { printSdl } from './schema';

const file = path.join(serverRoot(), 'schema.graphql');
writeFileSync(file, printSdl());
process.stdout.write(`wrote ${file}\n`);
