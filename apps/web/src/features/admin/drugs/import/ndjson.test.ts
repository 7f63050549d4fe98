import { describe, expect, it } from 'vitest';
import { LineSplitter, parseImportMessage, readImportMessages } from './ndjson';

describe('LineSplitter', () => {
  it('joins lines cut between chunks and keeps the rest for later', () => {
    const lines = new LineSplitter();
    expect(lines.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(lines.push(':2}\r\n\n{"c":3')).toEqual(['{"b":2}']);
    expect(lines.end()).toEqual(['{"c":3']);
    expect(lines.end()).toEqual([]);
  });
});

describe('parseImportMessage', () => {
  it('reads the messages of the contract', () => {
    expect(parseImportMessage('{"type":"progress","done":500,"total":1200}')).toEqual({
      type: 'progress',
      done: 500,
      total: 1200,
    });
    expect(parseImportMessage('{"type":"done","imported":3,"skipped":1}')).toEqual({
      type: 'done',
      imported: 3,
      skipped: 1,
    });
    expect(parseImportMessage('{"type":"failed","imported":500}')).toEqual({
      type: 'failed',
      imported: 500,
    });
  });

  it('ignores anything else', () => {
    expect(parseImportMessage('not json')).toBeNull();
    expect(parseImportMessage('null')).toBeNull();
    expect(parseImportMessage('{"type":"progress","done":"1","total":2}')).toBeNull();
    expect(parseImportMessage('{"type":"done","imported":-1,"skipped":0}')).toBeNull();
    expect(parseImportMessage('{"type":"paused"}')).toBeNull();
  });
});

describe('readImportMessages', () => {
  it('yields each message as its line completes, across chunk borders', async () => {
    const encoder = new TextEncoder();
    const text =
      '{"type":"progress","done":0,"total":2}\n{"type":"progress","done":2,"total":2}\n{"type":"done","imported":2,"skipped":1}';
    // Cut inside a line and inside an Arabic-safe multi-byte boundary alike.
    const bytes = encoder.encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 20));
        controller.enqueue(bytes.slice(20, 61));
        controller.enqueue(bytes.slice(61));
        controller.close();
      },
    });
    const messages = [];
    for await (const message of readImportMessages(body)) messages.push(message);
    expect(messages).toEqual([
      { type: 'progress', done: 0, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'done', imported: 2, skipped: 1 },
    ]);
  });
});
