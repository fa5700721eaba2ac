/**
 * Cold import in Node: the time `await import(...)` takes in a fresh process, for the built package's main entry
 * (dist/src/index.js, as an app gets it) and for axios alone. Fresh node processes alternate, ROUNDS of each; the
 * figure is the ratio of the medians. Node's own start-up is outside the measured span.
 *
 *   npm run bench:import      (builds dist/ first)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const TARGET_RATIO = 1.25;
const root = join(import.meta.dirname, '..');
const sitekitEntry = join(root, 'dist/src/index.js');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Milliseconds the import of `specifier` takes in a new node process started in the repository. */
function importMs(specifier: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return Number(output.trim());
}

if (!existsSync(sitekitEntry)) throw new Error('dist/ is missing: run npm run build first');
const subjects = { axios: 'axios', sitekit: pathToFileURL(sitekitEntry).href };
const samples = { axios: [] as number[], sitekit: [] as number[] };
importMs(subjects.axios); // warms the file system cache for both
importMs(subjects.sitekit);
for (let round = 0; round < ROUNDS; round++) {
  samples.axios.push(importMs(subjects.axios));
  samples.sitekit.push(importMs(subjects.sitekit));
}
const axiosMedian = median(samples.axios);
const sitekitMedian = median(samples.sitekit);
const ratio = sitekitMedian / axiosMedian;
console.table([
  { import: "'axios'", processes: ROUNDS, medianMs: axiosMedian.toFixed(2) },
  { import: "'sitekit' (dist/src/index.js)", processes: ROUNDS, medianMs: sitekitMedian.toFixed(2) },
]);
console.log(
  `ratio sitekit/axios: ${ratio.toFixed(3)}x (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}); node ${process.version}`,
);
