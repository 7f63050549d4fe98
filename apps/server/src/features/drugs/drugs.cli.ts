/**
 * `npm run drugs:import -- <file> [--dry-run]`: imports a drug list (.csv or .xlsx) into the
 * database the server uses (same environment variables). With Redis configured, running
 * servers reload the imported drugs at once; the embedded database (PGlite) is single-process,
 * so stop the server while importing into it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { SYSTEM_ACTOR } from '../../platform/events/events';
import { loadConfig } from '../../platform/config/config';
import { createPlatform } from '../../platform/platform';
import { importableRows, importDrugs, previewImport } from './drugs.import';
import { parseDrugFile } from './import/drugFile';

const FILE_ERRORS = {
  importEmptyFile: 'The file is empty.',
  importInvalidType: 'Only .csv and .xlsx files can be imported.',
  importInvalidFile: 'Invalid file: use the latest template (or the price-list layout).',
} as const;
const ERRORS_PRINTED = 20;

/** The command's report goes to stdout; progress and problems to stderr. */
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run drugs:import -- <file.csv|file.xlsx> [--dry-run]');
    return 2;
  }
  const started = performance.now();
  const bytes = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  const parsed = await parseDrugFile({ name: path.basename(file), bytes });
  if (!parsed.ok) {
    const missing = parsed.missingColumns?.length
      ? ` Missing columns: ${parsed.missingColumns.join(', ')}.`
      : '';
    console.error(`${FILE_ERRORS[parsed.error]}${missing} Nothing was changed.`);
    return 1;
  }
  const preview = previewImport(parsed.layout, parsed.rows);
  print(
    `${file}: layout ${preview.layout}, ${preview.total} rows, ${preview.valid} valid, ${preview.invalid} with errors`,
  );
  for (const error of preview.errors.slice(0, ERRORS_PRINTED)) {
    print(`  line ${error.line}, ${error.path}: ${error.message}`);
  }
  if (preview.errors.length > ERRORS_PRINTED) {
    print(`  … and ${preview.errors.length - ERRORS_PRINTED} more`);
  }
  if (dryRun) return 0;

  const config = loadConfig();
  const platform = await createPlatform(config, pino({ level: 'warn' }));
  try {
    let reported = -1;
    const imported = await importDrugs(
      platform,
      SYSTEM_ACTOR,
      importableRows(parsed.rows),
      (done, total) => {
        const percent = total ? Math.floor((done / total) * 100) : 100;
        if (percent >= reported + 10 || done === total) {
          reported = percent;
          process.stderr.write(`  ${done}/${total} (${percent}%)\n`);
        }
      },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    print(`Imported ${imported} drugs, skipped ${preview.invalid}, in ${seconds} s.`);
  } finally {
    await platform.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
