/**
 * Starts the tests' own OpenID provider (oidcProviderProcess.mjs: the `oidc-provider` package) in a
 * process of its own on a free port, and stops it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/testing/freePort.cjs';

export interface ProviderAccount {
  email: string;
  /** Google's word that the address is the person's own; Microsoft sends none. */
  email_verified?: boolean;
  /** Microsoft's tenant id claim. */
  tid?: string;
  /** Microsoft's optional claim: the address's domain is verified by its tenant. */
  xms_edov?: boolean;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => Promise<void>;
}

export async function startOidcProvider(
  accounts: Record<string, ProviderAccount>,
  redirectUris: string[],
): Promise<TestProvider> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-oidc-'));
  const setupFile = path.join(dir, 'setup.json');
  const client = { id: 'skillfolio-test', secret: 'skillfolio-test-secret', redirectUris };
  fs.writeFileSync(setupFile, JSON.stringify({ port, client, accounts }));
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'oidcProviderProcess.mjs'), setupFile],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const issuer = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => {
      const line = chunk.toString().trim();
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length));
      else reject(new Error(`the OpenID provider said ${line}`));
    });
    void exited.then(() => reject(new Error(`the OpenID provider stopped: ${errors}`)));
  });
  return {
    issuer,
    clientId: client.id,
    clientSecret: client.secret,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
