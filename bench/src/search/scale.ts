// One scale run (typos.ts) in a process of its own: forked with the catalogue size, it
// answers with its figures and exits.
import { scaleRun, type ScaleRun } from './typos';

if (process.send) {
  process.once('message', (count: number) => {
    void scaleRun(count, (line) => process.stderr.write(`${line}\n`)).then((run: ScaleRun) =>
      process.send!(run, () => process.exit(0)),
    );
  });
}
