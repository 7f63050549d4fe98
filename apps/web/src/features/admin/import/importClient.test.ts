import { describe, expect, it } from 'vitest';
import { failureOf, parseRefusal } from './importClient';

describe('parseRefusal', () => {
  it('reads the whole-file error and the missing columns', () => {
    expect(
      parseRefusal({ code: 'VALIDATION', error: 'importInvalidFile', missingColumns: ['price'] }),
    ).toEqual({ error: 'importInvalidFile', missingColumns: ['price'] });
    expect(parseRefusal({ code: 'VALIDATION', error: 'importAlreadyImported' })).toEqual({
      error: 'importAlreadyImported',
    });
    expect(parseRefusal({ code: 'VALIDATION', error: 'somethingElse' })).toBeNull();
  });
});

describe('failureOf', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('maps the answers of the route', async () => {
    expect(await failureOf(json(400, { code: 'VALIDATION', error: 'importInvalidType' }))).toEqual({
      kind: 'refused',
      problem: { error: 'importInvalidType' },
    });
    expect(await failureOf(new Response('too large', { status: 413 }))).toEqual({
      kind: 'refused',
      problem: { error: 'importTooLarge' },
    });
    expect(await failureOf(json(400, { code: 'BAD_REQUEST' }))).toEqual({
      kind: 'api',
      code: 'BAD_REQUEST',
    });
    expect(await failureOf(json(401, { code: 'UNAUTHENTICATED' }))).toEqual({
      kind: 'api',
      code: 'UNAUTHENTICATED',
    });
    expect(await failureOf(json(403, { code: 'FORBIDDEN' }))).toEqual({
      kind: 'api',
      code: 'FORBIDDEN',
    });
    expect(await failureOf(new Response('oops', { status: 502 }))).toEqual({
      kind: 'api',
      code: 'INTERNAL',
    });
  });
});
