/**
 * Cold import in Node: the time `await import(...)` takes in a fresh process, for the packed package's main entry
 * (`npm pack`, installed into a scratch app: `import 'sitekit'` as an app gets it), for axios alone from that app,
 * and for the platform's official client as its users import it for the same work (`@wix/sdk` and `@wix/stores`,
 * from this project's node_modules, where they are dev dependencies). Fresh node processes alternate, ROUNDS (11) of
 * each per run, RUNS (3) runs; each run's figures are ratios of the medians. Node's own start-up is outside the
 * measured span.
 *
 *   npm run bench:import      (builds dist/ first)
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** What is imported, and from where. */
interface Subject {
  specifiers: string[];
  cwd: string;
}

/** Milliseconds the import of a subject's specifiers (in turn) takes in a new node process started in its folder. */
function importMs({ specifiers, cwd }: Subject): number {
  const imports = specifiers.map((specifier) => `await import(${JSON.stringify(specifier)});`).join(' ');
  const script = `const t = performance.now(); ${imports} console.log(performance.now() - t);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' });
  return Number(output.trim());
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const subjects = {
  axios: { specifiers: ['axios'], cwd: app.dir },
  sitekit: { specifiers: ['sitekit'], cwd: app.dir },
  official: { specifiers: ['@wix/sdk', '@wix/stores'], cwd: projectRoot },
} satisfies Record<string, Subject>;
type Name = keyof typeof subjects;
const names = Object.keys(subjects) as Name[];
try {
  for (const name of names) importMs(subjects[name]); // warms the file system cache
  for (let run = 1; run <= RUNS; run++) {
    const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
    for (let round = 0; round < ROUNDS; round++) for (const name of names) samples[name].push(importMs(subjects[name]));
    const [axios, sitekit, official] = names.map((name) => median(samples[name]));
    const ratio = sitekit! / axios!;
    console.log(
      `run ${run}: median of ${ROUNDS} fresh processes: 'axios' ${axios!.toFixed(2)} ms, 'sitekit' (packed) ` +
        `${sitekit!.toFixed(2)} ms, the official client ('@wix/sdk' + '@wix/stores') ${official!.toFixed(2)} ms; ` +
        `sitekit ÷ axios ${ratio.toFixed(3)}x (target <= ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}), ` +
        `sitekit ÷ official ${(sitekit! / official!).toFixed(3)}x (target <= 1x: ${sitekit! <= official! ? 'met' : 'NOT met'}); ` +
        `node ${process.version}`,
    );
  }
} finally {
  rmSync(app.dir, { recursive: true, force: true });
}
