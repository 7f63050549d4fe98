import type { DrugImportMessage } from '@dawa/shared/drugImport';

/**
 * Splits text arriving in chunks into complete lines. A line may be cut anywhere between
 * chunks; `end` returns what is left after the last newline.
 */
export class LineSplitter {
  private rest = '';

  push(chunk: string): string[] {
    const text = this.rest + chunk;
    const lines = text.split('\n');
    this.rest = lines.pop() ?? '';
    return lines.map((line) => line.replace(/\r$/, '')).filter((line) => line.trim() !== '');
  }

  end(): string[] {
    const last = this.rest.trim();
    this.rest = '';
    return last ? [last] : [];
  }
}

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** One line of the commit stream, or null when it is not a message of the contract. */
export function parseImportMessage(line: string): DrugImportMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'progress':
      return count(message.done) && count(message.total)
        ? { type: 'progress', done: message.done, total: message.total }
        : null;
    case 'done':
      return count(message.imported) && count(message.skipped)
        ? { type: 'done', imported: message.imported, skipped: message.skipped }
        : null;
    case 'failed':
      return count(message.imported) ? { type: 'failed', imported: message.imported } : null;
    default:
      return null;
  }
}

/** Reads a newline-delimited JSON body message by message, as it arrives. */
export async function* readImportMessages(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<DrugImportMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const lines = new LineSplitter();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const line of [...lines.push(text), ...(done ? lines.end() : [])]) {
        const message = parseImportMessage(line);
        if (message) yield message;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
