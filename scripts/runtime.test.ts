/**
 * The pinned Node: one version everywhere it is named, and the launcher that moves a script
 * from the machine's older Node onto it, as `npm start` and `npm test` do on a Node 20
 * machine. The launcher's cases need such an older Node; without one they are skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

const pins = readJson('scripts/runtime/package.json').optionalDependencies as Record<
  string,
  string
>;
const NODE_VERSION = Object.values(pins)[0];

describe('the pinned Node', () => {
  it('is one version for every platform, with an integrity hash for each build', () => {
    const lock = readJson('scripts/runtime/package-lock.json') as {
      packages: Record<string, { version?: string; integrity?: string }>;
    };
    expect(Object.keys(pins).length).toBeGreaterThan(0);
    for (const [name, version] of Object.entries(pins)) {
      expect(version).toBe(NODE_VERSION);
      expect(lock.packages[`node_modules/${name}`]).toMatchObject({ version: NODE_VERSION });
      expect(lock.packages[`node_modules/${name}`].integrity).toMatch(/^sha512-/);
    }
  });

  it("is the repo's engines and the Node these tests run on", () => {
    const engines = readJson('package.json').engines as { node: string };
    expect(engines.node).toBe(`^${NODE_VERSION}`);
    expect(process.versions.node.split('.')[0]).toBe(NODE_VERSION.split('.')[0]);
  });
});

/** A Node on this machine the launcher must move off: another major than the pinned one. */
function olderNode(): string | undefined {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!fs.existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (version.slice(1).split('.')[0] !== NODE_VERSION.split('.')[0]) return candidate;
  }
  return undefined;
}

const machineNode = olderNode();
const onOlderNode = machineNode ? describe : describe.skip;

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-runtime-test-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A script whose first import is the launcher, as every entry script's is. */
function writeScript(body: string): string {
  const file = path.join(work, 'script.mjs');
  const hook = JSON.stringify(path.join(root, 'scripts', 'on-pinned-node.mjs'));
  fs.writeFileSync(file, `import ${hook};\n${body}\n`);
  return file;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

onOlderNode('a script started on an older Node', () => {
  it('runs on the pinned Node, which is first on PATH with its headers for node-gyp', () => {
    const script = writeScript(
      'console.log(JSON.stringify({ version: process.version, execPath: process.execPath, ' +
        'firstOnPath: process.env.PATH.split(":")[0], nodedir: process.env.npm_config_nodedir }));',
    );
    const started = Date.now();
    const run = spawnSync(machineNode!, [script], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    // Installed already (these tests run on it): the fast path, no second install.
    expect(run.stderr).not.toMatch(/Installing Node/);
    const seen = JSON.parse(run.stdout) as Record<string, string>;
    expect(seen.version).toBe(`v${NODE_VERSION}`);
    expect(seen.execPath).toBe(process.execPath);
    expect(seen.firstOnPath).toBe(path.dirname(process.execPath));
    expect(fs.existsSync(path.join(seen.nodedir, 'include', 'node', 'node_api.h'))).toBe(true);
    expect(fs.realpathSync(seen.execPath)).toContain(`${path.sep}.runtime${path.sep}`);
    // Two Node starts; seconds would mean an install or a download.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("exits with the script's exit code", () => {
    const run = spawnSync(machineNode!, [writeScript('process.exit(7);')]);
    expect(run.status).toBe(7);
  });

  it('passes SIGTERM on, so stopping the launcher leaves nothing running', async () => {
    const script = writeScript(
      'process.on("SIGTERM", () => { console.log("closing"); process.exit(0); });\n' +
        'console.log(process.pid);\nsetInterval(() => {}, 1000);',
    );
    let launcher: ChildProcess | undefined;
    let scriptPid = 0;
    try {
      launcher = spawn(machineNode!, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let output = '';
      await new Promise<void>((resolve, reject) => {
        launcher!.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve();
        });
        launcher!.on('exit', () => reject(new Error(`the launcher ended early: ${output}`)));
      });
      scriptPid = Number(output.trim());
      expect(scriptPid).not.toBe(launcher.pid);
      const exited = new Promise<number | null>((resolve) => launcher!.on('exit', resolve));
      launcher.kill('SIGTERM');
      // The launcher waits for the script's own clean exit, and exits as it did.
      expect(await exited).toBe(0);
      expect(output).toContain('closing');
      expect(isRunning(scriptPid)).toBe(false);
    } finally {
      if (scriptPid && isRunning(scriptPid)) process.kill(scriptPid, 'SIGKILL');
      launcher?.kill('SIGKILL');
    }
  });
});
