import type { FieldError } from '@dawa/shared/errors';
import {
  IMPORT_ENTITIES,
  IMPORT_JOB_STATUSES,
  IMPORT_PAGE_SIZE,
  IMPORT_ROW_STATUSES,
} from '@dawa/shared/importer';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import {
  completeImport,
  discardImport,
  importEntities,
  importJobOf,
  importJobsTable,
  importRowsOf,
  pauseImport,
  type ImportJob,
  type ImportRowView,
} from './importer.service';

const ImportEntityRef = builder.enumType('ImportEntity', {
  description: 'What an import writes (issue #16 point 5).',
  values: describedValues(IMPORT_ENTITIES, {
    drugs: 'The drug index: our template or the Egyptian price list.',
    cities: 'Cities (governorates) with their regions.',
    workplaces: 'Workplaces of job opportunities.',
    jobPositions: 'Job positions of job opportunities.',
    facilityTypes: 'Types of facilities.',
    customers: 'Customers of the admin template.',
    products: 'Products of the admin template (without photos).',
  }),
});

const ImportJobStatusRef = builder.enumType('ImportJobStatus', {
  description: 'Where an import stands (SPEC §4 import).',
  values: describedValues(IMPORT_JOB_STATUSES, {
    checked: 'The file’s rows are validated; nothing is written yet.',
    running: 'Valid rows are being written, a batch at a time.',
    paused: 'Stopped after a batch; completing it resumes.',
    completed: 'Every valid row is imported.',
    discarded: 'Dropped: its pending rows will not be imported.',
  }),
});

const ImportRowStatusRef = builder.enumType('ImportRowStatus', {
  description: 'An importer row’s status (SPEC §3 Importer row).',
  values: describedValues(IMPORT_ROW_STATUSES, {
    pending: 'Valid, not written yet.',
    imported: 'Written.',
    error: 'Not importable: see its errors.',
  }),
});

const ImportRowErrorRef = builder.objectRef<FieldError>('ImportRowError').implement({
  description: 'What is wrong with a row.',
  fields: (t) => ({
    column: t.exposeString('path', { description: 'The template column at fault.' }),
    message: t.exposeString('message', {
      description: 'A catalogue key under `validation.` saying what is wrong.',
    }),
  }),
});

const ImportRowRef = builder.objectRef<ImportRowView>('ImportRow').implement({
  description: 'One data row of an imported file (SPEC §3 Importer row).',
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The row of the sheet (the header is row 1).' }),
    label: t.exposeString('label', { description: 'What names the row: a name, a trade name.' }),
    status: t.field({
      type: ImportRowStatusRef,
      description: 'PENDING, IMPORTED or ERROR.',
      resolve: (row) => row.status,
    }),
    errors: t.field({
      type: [ImportRowErrorRef],
      description: 'Why the row is ERROR; empty otherwise.',
      resolve: (row) => row.errors,
    }),
  }),
});

const ImportRowTableRef = tablePageRef('ImportRow', ImportRowRef);

const ImportJobRef = builder.objectRef<ImportJob>('ImportJob').implement({
  description: 'One checked file of an importable entity and how far its import went.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The import’s id.' }),
    entity: t.field({
      type: ImportEntityRef,
      description: 'What it imports.',
      resolve: (job) => job.entity,
    }),
    fileName: t.exposeString('fileName', { description: 'The chosen file’s name.' }),
    status: t.field({
      type: ImportJobStatusRef,
      description: 'Where it stands.',
      resolve: (job) => job.status,
    }),
    total: t.exposeInt('total', { description: 'Data rows in the file.' }),
    invalid: t.exposeInt('invalid', { description: 'Rows with status ERROR.' }),
    imported: t.exposeInt('imported', { description: 'Rows with status IMPORTED.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was checked.' }),
    rows: t.field({
      type: ImportRowTableRef,
      description: `Its rows in file order, ${IMPORT_PAGE_SIZE} a page (SPEC §9); sortable by \`line\`.`,
      args: {
        status: t.arg({
          type: ImportRowStatusRef,
          required: false,
          description: 'Only the rows of this status; all when left out.',
        }),
        ...tableArgs,
      },
      resolve: (job, args, context) =>
        importRowsOf(context.platform, job, args.status ?? null, args),
    }),
  }),
});

const ImportJobTableRef = tablePageRef('ImportJob', ImportJobRef);

builder.queryField('importEntities', (t) =>
  t.field({
    type: [ImportEntityRef],
    description: 'The entities this server can import; the caller’s roles say which it may.',
    authScopes: { access: { section: 'importer', level: 'read' } },
    resolve: (_root, _args, context) => importEntities(context.platform),
  }),
);

builder.queryField('importJob', (t) =>
  t.field({
    type: ImportJobRef,
    description:
      'One import, for the roles that read the importer and its entity’s section (FORBIDDEN otherwise); NOT_FOUND when unknown.',
    authScopes: { access: { section: 'importer', level: 'read' } },
    args: { id: t.arg.id({ required: true, description: 'The import.' }) },
    resolve: (_root, args, context) =>
      importJobOf(context.platform, context.viewer, String(args.id)),
  }),
);

builder.queryField('importJobsTable', (t) =>
  t.field({
    type: ImportJobTableRef,
    description:
      'The imports not discarded of the entities whose section the caller reads, newest first, in numbered pages.',
    authScopes: { access: { section: 'importer', level: 'read' } },
    args: { ...tableArgs },
    resolve: (_root, args, context) => importJobsTable(context.platform, context.viewer, args),
  }),
);

const action = (
  name: 'importComplete' | 'importPause' | 'importDiscard',
  description: string,
  run: typeof completeImport,
) =>
  builder.mutationField(name, (t) =>
    t.field({
      type: ImportJobRef,
      description: `${description} Needs write on the importer and on the entity’s section; VALIDATION in another state.`,
      authScopes: { access: { section: 'importer', level: 'write' } },
      args: {
        id: t.arg.id({ required: true, description: 'The import; NOT_FOUND when unknown.' }),
      },
      resolve: (_root, args, context) =>
        run(context.platform, context.viewer, context.actor, String(args.id)),
    }),
  );

action(
  'importComplete',
  'Imports the pending rows of a checked or paused import, in the background (SPEC §4 complete).',
  completeImport,
);
action(
  'importPause',
  'Stops a running import after its current batch (SPEC §4 pause).',
  pauseImport,
);
action(
  'importDiscard',
  'Drops a checked or paused import: its pending rows are never imported, and the same file may be checked again (SPEC §4 discard).',
  discardImport,
);
