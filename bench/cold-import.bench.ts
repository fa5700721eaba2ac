/**
 * Cold import in Node: the time `await import(...)` takes in a fresh process, for the packed package's main entry
 * (`npm pack`, installed into a scratch app: `import 'sitekit'` as an app gets it) and for axios alone, from that app.
 * Fresh node processes alternate, ROUNDS (11) of each per run, RUNS (3) runs; each run's figure is the ratio of the
 * medians. Node's own start-up is outside the measured span.
 *
 *   npm run bench:import      (builds dist/ first)
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { installPackedPackage } from './support/packed-package.js';

const ROUNDS = Number(process.env.ROUNDS ?? 11);
const RUNS = Number(process.env.RUNS ?? 3);
const TARGET_RATIO = 1.25;
const app = installPackedPackage();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Milliseconds the import of `specifier` takes in a new node process started in the scratch app. */
function importMs(specifier: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: app.dir,
    encoding: 'utf8',
  });
  return Number(output.trim());
}

const subjects = { axios: 'axios', sitekit: 'sitekit' };
try {
  importMs(subjects.axios); // warms the file system cache for both
  importMs(subjects.sitekit);
  for (let run = 1; run <= RUNS; run++) {
    const samples = { axios: [] as number[], sitekit: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      samples.axios.push(importMs(subjects.axios));
      samples.sitekit.push(importMs(subjects.sitekit));
    }
    const [axiosMedian, sitekitMedian] = [median(samples.axios), median(samples.sitekit)];
    const ratio = sitekitMedian / axiosMedian;
    console.log(
      `run ${run}: median of ${ROUNDS} fresh processes: 'axios' ${axiosMedian.toFixed(2)} ms, 'sitekit' (packed) ` +
        `${sitekitMedian.toFixed(2)} ms; ratio ${ratio.toFixed(3)}x (target <= ${TARGET_RATIO}x: ` +
        `${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}); node ${process.version}`,
    );
  }
} finally {
  rmSync(app.dir, { recursive: true, force: true });
}
