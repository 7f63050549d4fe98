import type { OfflineAnswer, OfflineQuery, OfflineReply, OfflineRequest } from './offlineProtocol';

/** An answer of the offline index, with the date its prices are from. */
export interface OfflineResult<T> {
  answer: T;
  date: string;
}

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (reply: OfflineReply['result']) => void>();

function startWorker(): Worker {
  const started = new Worker(new URL('./drugSearch.worker.ts', import.meta.url), {
    type: 'module',
    name: 'drug-search',
  });
  started.addEventListener('message', (event: MessageEvent<OfflineReply>) => {
    waiting.get(event.data.id)?.(event.data.result);
    waiting.delete(event.data.id);
  });
  return started;
}

/**
 * Asks the offline drug index (started on first ask: it reads the stored catalogue and builds
 * the index once); null when no catalogue is stored.
 */
export function askOffline<Q extends OfflineQuery>(
  query: Q,
): Promise<OfflineResult<OfflineAnswer<Q>> | null> {
  worker ??= startWorker();
  const request: OfflineRequest = { id: nextId++, query };
  return new Promise((resolve) => {
    waiting.set(request.id, (result) =>
      // The worker answers each question with the answer of its kind.
      resolve(result as OfflineResult<OfflineAnswer<Q>> | null),
    );
    worker?.postMessage(request);
  });
}
