import {
  decodeCatalogue,
  DRUG_CATALOGUE_PATH,
  isEncodedCatalogue,
  type DrugCatalogueVersion,
} from '@dawa/shared/drugCatalogue';
import {
  applyCatalogueDelta,
  DRUG_CATALOGUE_FROM,
  isCatalogueDelta,
} from '@dawa/shared/drugCatalogueDelta';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { drugCatalogue } from './drugs.catalogue';

const CREATE = `mutation($data: DrugInput!) { drugCreate(data: $data) { id } }`;
const UPDATE = `mutation($id: ID!, $data: DrugInput!) { drugUpdate(id: $id, data: $data) { id } }`;

describe('the offline drug catalogue (#18 point 4)', () => {
  let server: TestServer;
  let editor: string;

  beforeAll(async () => {
    server = await startTestServer();
    editor = (await server.signIn({ roles: ['productEditor'] })).cookie;
  });
  afterAll(() => server.close());

  const create = async (data: Record<string, unknown>) => {
    const result = await server.graphql<{ drugCreate: { id: string } }>(
      CREATE,
      { data },
      { cookie: editor },
    );
    expect(result.errors).toBeUndefined();
    await drugCatalogue(server.app.platform).settled();
    return result.data!.drugCreate.id;
  };
  const currentVersion = async () => {
    const response = await fetch(`${server.url}${DRUG_CATALOGUE_PATH}`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return (await response.json()) as DrugCatalogueVersion;
  };

  it('serves every drug with its labels, compressed, cached for ever by version', async () => {
    const id = await create({
      tradeName: 'OFFLINOL 500 MG 20 TABS',
      arabicName: 'أوفلينول',
      genericNames: ['PARACETAMOL'],
      companies: ['DAWA LABS'],
      routes: ['ORAL.SOLID'],
      pharmacologicalUses: ['ANALGESIC'],
      category: 'ANALGESIC',
      mechanismOfAction: 'Relieves pain.',
      price: 30,
      oldPrice: 25,
    });
    const { version, date } = await currentVersion();
    expect(Date.parse(date)).toBeGreaterThan(Date.now() - 60_000);

    const url = `${server.url}${DRUG_CATALOGUE_PATH}?v=${version}`;
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${version}"`);
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes the body as the browser does.
    const file: unknown = await response.json();
    expect(isEncodedCatalogue(file)).toBe(true);
    if (!isEncodedCatalogue(file)) return;
    expect(file.version).toBe(version);
    const offline = decodeCatalogue(file).find((drug) => drug.id === id);
    expect(offline).toMatchObject({
      tradeName: 'OFFLINOL 500 MG 20 TABS',
      arabicName: 'أوفلينول',
      genericNames: ['PARACETAMOL'],
      companies: ['DAWA LABS'],
      mechanismOfAction: 'Relieves pain.',
      price: 30,
      oldPrice: 25,
    });
    expect(offline?.routeLabels[0]?.en).toBe('ORAL.SOLID');

    const gzipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.json()).toEqual(file);

    const again = await fetch(url, { headers: { 'If-None-Match': `"${version}"` } });
    expect(again.status).toBe(304);
  });

  it('makes a new version when a drug changes and sends an old one on to it', async () => {
    const before = await currentVersion();
    await create({ tradeName: 'NEWVERSIONOL 10 MG', price: 12 });
    const after = await currentVersion();
    expect(after.version).not.toBe(before.version);

    const old = await fetch(`${server.url}${DRUG_CATALOGUE_PATH}?v=${before.version}`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(`${DRUG_CATALOGUE_PATH}?v=${after.version}`);
  });

  const fileOf = async (version: string) => {
    const file: unknown = await (
      await fetch(`${server.url}${DRUG_CATALOGUE_PATH}?v=${version}`)
    ).json();
    if (!isEncodedCatalogue(file)) throw new Error('not a catalogue file');
    return file;
  };

  it('sends an app holding an older version the delta, which makes the new file', async () => {
    const record = { tradeName: 'DELTAMOL 5 MG', genericNames: ['DELTAMINE'], price: 40 };
    const id = await create(record);
    const before = await currentVersion();
    const held = await fileOf(before.version);

    const update = await server.graphql(
      UPDATE,
      { id, data: { ...record, price: 44 } },
      { cookie: editor },
    );
    expect(update.errors).toBeUndefined();
    await drugCatalogue(server.app.platform).settled();
    const after = await currentVersion();
    expect(after.version).not.toBe(before.version);

    const url = `${server.url}${DRUG_CATALOGUE_PATH}?v=${after.version}&${DRUG_CATALOGUE_FROM}=${before.version}`;
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${before.version}.${after.version}"`);
    const delta: unknown = await response.json();
    if (!isCatalogueDelta(delta)) throw new Error('not a delta');
    expect(delta.prices).toEqual({ id: [id], price: [44], oldPrice: [40] });
    expect(delta.changed.id).toEqual([]);
    expect(delta.removed).toEqual([]);
    // Far smaller than the file, and applied it makes the file exactly.
    const full = await fetch(`${server.url}${DRUG_CATALOGUE_PATH}?v=${after.version}`);
    const fullText = await full.text();
    expect(JSON.stringify(delta).length).toBeLessThan(fullText.length);
    const applied = await applyCatalogueDelta(held, delta);
    expect(applied).toEqual(JSON.parse(fullText));
  });

  it('sends an app holding a version it does not know to the whole file', async () => {
    const { version } = await currentVersion();
    const response = await fetch(
      `${server.url}${DRUG_CATALOGUE_PATH}?v=${version}&${DRUG_CATALOGUE_FROM}=unknown`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('location')).toBe(`${DRUG_CATALOGUE_PATH}?v=${version}`);
  });
});
