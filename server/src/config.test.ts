import path from 'node:path';
import { loadConfig } from './config';

const repoRoot = path.resolve(__dirname, '../..');

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080, data/ and the repo root for static files', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(repoRoot, 'data'),
      databaseFile: path.join(repoRoot, 'data', 'skillfolio.db'),
      staticRoot: repoRoot,
      remoteBaseUrl: '/app/remotes/',
      trustProxy: false,
      loadDemo: false,
    });
  });

  it('reads PORT, HOST, DATA_DIR, STATIC_ROOT, REMOTE_BASE_URL, TRUST_PROXY and --demo', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/tmp/sf-data',
        STATIC_ROOT: '/srv/skillfolio',
        REMOTE_BASE_URL: 'https://cdn.example.test/remotes',
        TRUST_PROXY: 'true',
      },
      ['--demo'],
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/sf-data',
      databaseFile: '/tmp/sf-data/skillfolio.db',
      staticRoot: '/srv/skillfolio',
      remoteBaseUrl: 'https://cdn.example.test/remotes/',
      trustProxy: true,
      loadDemo: true,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }, []).trustProxy).toBe('10.0.0.0/8');
  });

  it('says clearly that PostgreSQL is not supported yet', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/skillfolio' }, [])).toThrow(
      /PostgreSQL support arrives in a later release/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://localhost/x' }, [])).toThrow(
      /PostgreSQL support arrives in a later release/,
    );
  });

  it('rejects a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, [])).toThrow(/PORT/);
  });
});
