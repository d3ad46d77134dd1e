/** Starts the built app on the real server, on a free port with a fresh data folder and the demo data. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/testing/freePort.cjs';

export const REPO = path.resolve(__dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop: () => Promise<void>;
}

export { freePort };

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(`${url}/app/remotes.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start within 30 s:\n${log()}`);
}

export interface ServerOptions {
  dataDir?: string;
  env?: Record<string, string>;
  /** A port chosen beforehand, for a test that must name the address first (a provider's). */
  port?: number;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'skillfolio-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(REPO, 'server/dist/server.js'), '--demo'], {
    cwd: REPO,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => output);
  return {
    url,
    port,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
