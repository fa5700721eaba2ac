/**
 * The package as users install it: `npm pack` of this repository (dist/ must be built), installed with npm into a
 * scratch app in a temporary directory. The benchmarks build their apps there, so that they measure what an app's
 * bundler gets from node_modules/sitekit, not src/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export interface ScratchApp {
  /** The app's directory, with node_modules/sitekit installed from the packed tarball. */
  dir: string;
  tarball: string;
}

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' }).trim();

/** Packs the repository and installs the tarball into a new scratch app; `extra` packages are installed beside it. */
export function installPackedPackage(extra: string[] = []): ScratchApp {
  if (!existsSync(join(root, 'dist/src/index.js'))) throw new Error('dist/ is missing: run npm run build first');
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-app-'));
  const name = npm(['pack', '--pack-destination', dir], root).split('\n').at(-1)!;
  const tarball = join(dir, name);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
  npm(['install', tarball, ...extra], dir);
  return { dir, tarball };
}

/** The installed packages (every folder of node_modules with a package.json) and their size on disk. */
export function installedTree(dir: string): { packages: number; bytes: number } {
  let packages = 0;
  const walk = (path: string): number => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.size;
    if (existsSync(join(path, 'package.json')) && /node_modules\/(@[^/]+\/)?[^/@]+$/.test(path)) packages += 1;
    return readdirSync(path).reduce((total, entry) => total + walk(join(path, entry)), 0);
  };
  const modules = join(dir, 'node_modules');
  mkdirSync(modules, { recursive: true });
  const bytes = walk(modules);
  return { packages, bytes };
}
