/**
 * A copy of one remote's package outside the repo, for tests that release a changed area:
 * its own files copied (so a test may edit them), its dependencies linked to the workspace's
 * installed ones. The real source is never touched.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO } from './server';

export interface AreaCopyOptions {
  /** Replaces files of the copy: path inside the package → new content. */
  files?: Record<string, string>;
  /** Links a copy of @skillfolio/shared that says it is this version. */
  sharedVersion?: string;
}

/** Copies `remote-<area>` into `<into>/remote-<area>`; returns the copy's folder. */
export function copyArea(area: string, into: string, options: AreaCopyOptions = {}): string {
  const source = path.join(REPO, `remote-${area}`);
  const copy = path.join(into, `remote-${area}`);
  // Kept between runs (with its webpack cache in node_modules/.cache): only edits rebuild.
  for (const own of ['src', 'package.json', 'webpack.config.js', 'tsconfig.json']) {
    fs.rmSync(path.join(copy, own), { recursive: true, force: true });
    fs.cpSync(path.join(source, own), path.join(copy, own), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  fs.copyFileSync(path.join(REPO, 'tsconfig.base.json'), path.join(into, 'tsconfig.base.json'));
  linkDependencies(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
  if (options.sharedVersion !== undefined) {
    const shared = copyShared(into, options.sharedVersion);
    const link = path.join(copy, 'node_modules', '@skillfolio', 'shared');
    fs.rmSync(link, { force: true });
    fs.symlinkSync(shared, link);
  }
  for (const [file, content] of Object.entries(options.files ?? {})) {
    fs.writeFileSync(path.join(copy, file), content);
  }
  return copy;
}

/** One link per installed package (scopes as folders), leaving .cache the copy's own. */
function linkDependencies(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.cache') continue;
    const target = path.join(to, entry.name);
    if (entry.name.startsWith('@')) {
      linkDependencies(path.join(from, entry.name), target);
      continue;
    }
    fs.rmSync(target, { recursive: true, force: true });
    fs.symlinkSync(fs.realpathSync(path.join(from, entry.name)), target);
  }
}

/** @skillfolio/shared claiming another version: its config helper copied, the rest linked. */
function copyShared(into: string, version: string): string {
  const real = path.join(REPO, 'shared');
  const copy = path.join(into, 'shared');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  // Copied, not linked: Node resolves a linked file's own requires from its real folder, and
  // the config helper reads the version from the package.json beside it.
  fs.cpSync(path.join(real, 'webpack'), path.join(copy, 'webpack'), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(real, 'package.json'), 'utf8')) as {
    version: string;
  };
  fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...pkg, version }));
  fs.symlinkSync(path.join(real, 'src'), path.join(copy, 'src'));
  fs.symlinkSync(path.join(real, 'node_modules'), path.join(copy, 'node_modules'));
  // The build config names the lockfile beside the packages as a cache dependency.
  fs.copyFileSync(path.join(REPO, 'pnpm-lock.yaml'), path.join(into, 'pnpm-lock.yaml'));
  return copy;
}

interface WebpackStats {
  hasErrors: () => boolean;
  toString: (options: object) => string;
}
interface WebpackCompiler {
  run: (done: (error: Error | null, stats?: WebpackStats) => void) => void;
  close: (done: () => void) => void;
}

/**
 * Builds a copy (as `npm run release` would, but without its check) into `outDir`: what a
 * team's own pipeline or a hand-copied deployment puts live.
 */
export async function buildAreaCopy(copy: string, outDir: string): Promise<void> {
  const fromCopy = createRequire(path.join(copy, 'package.json'));
  const webpack = fromCopy('webpack') as (config: object) => WebpackCompiler;
  const configOf = fromCopy(path.join(copy, 'webpack.config.js')) as (
    env: object,
    argv: { mode: string },
  ) => { output: object };
  const config = configOf({}, { mode: 'production' });
  const compiler = webpack({ ...config, output: { ...config.output, path: outDir } });
  const stats = await new Promise<WebpackStats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(resolve));
  if (!stats || stats.hasErrors())
    throw new Error(`The copy did not build:\n${stats?.toString({ all: false, errors: true })}`);
}
