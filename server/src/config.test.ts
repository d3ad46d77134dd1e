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
      database: { kind: 'sqlite', file: path.join(repoRoot, 'data', 'skillfolio.db') },
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
      database: { kind: 'sqlite', file: '/tmp/sf-data/skillfolio.db' },
      staticRoot: '/srv/skillfolio',
      remoteBaseUrl: 'https://cdn.example.test/remotes/',
      trustProxy: { hops: 1 },
      loadDemo: true,
    });
  });

  it("reads TRUST_PROXY as one hop for true, N hops for a number, or the proxies' addresses", () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }, []).trustProxy;
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('true')).toEqual({ hops: 1 });
    expect(trustProxy('1')).toEqual({ hops: 1 });
    expect(trustProxy('2')).toEqual({ hops: 2 });
    expect(trustProxy('10.0.0.0/8')).toEqual({ addresses: ['10.0.0.0/8'] });
    expect(trustProxy(' 10.1.2.3 , fd00::/8,loopback')).toEqual({
      addresses: ['10.1.2.3', 'fd00::/8', 'loopback'],
    });
    for (const wrong of ['maybe', '10.0.0.0/33', '10.0.0', 'proxy.example', '11', '1.2.3.4/8/1']) {
      expect(() => trustProxy(wrong)).toThrow(/TRUST_PROXY/);
    }
  });

  it('keeps releases under DATA_DIR and serves them at /app/releases/ unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/sf-data' }, [])).toMatchObject({
      releasesDir: '/tmp/sf-data/releases',
      releaseBaseUrl: '/app/releases/',
    });
    expect(
      loadConfig(
        { RELEASES_DIR: '/srv/shared/releases', RELEASE_BASE_URL: 'https://cdn.test/r' },
        [],
      ),
    ).toMatchObject({ releasesDir: '/srv/shared/releases', releaseBaseUrl: 'https://cdn.test/r/' });
  });

  it('switches to PostgreSQL when DATABASE_URL is a postgres URL', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/skillfolio' }, []).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost/skillfolio',
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/x' }, []).database.kind).toBe(
      'postgres',
    );
  });

  it('refuses a DATABASE_URL it cannot use rather than ignore it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/x' }, [])).toThrow(
      /must be a postgres:\/\/ URL/,
    );
  });

  it('rejects a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, [])).toThrow(/PORT/);
  });

  it('takes the upload limit from MAX_UPLOAD_MB, 25 MB by default, and refuses a bad one', () => {
    expect(loadConfig({}, []).maxUploadMb).toBe(25);
    expect(loadConfig({ MAX_UPLOAD_MB: '100' }, []).maxUploadMb).toBe(100);
    expect(() => loadConfig({ MAX_UPLOAD_MB: 'lots' }, [])).toThrow(/MAX_UPLOAD_MB/);
    expect(() => loadConfig({ MAX_UPLOAD_MB: '0' }, [])).toThrow(/MAX_UPLOAD_MB/);
  });

  it('offers the sign-in providers whose client ids are set, and refuses a half-set one', () => {
    expect(loadConfig({}, []).ssoProviders).toEqual([]);
    const config = loadConfig(
      { SSO_MICROSOFT_CLIENT_ID: 'm-id', SSO_MICROSOFT_CLIENT_SECRET: 'm-secret' },
      [],
    );
    expect(config.ssoProviders.map((p) => p.name)).toEqual(['microsoft']);
    expect(() => loadConfig({ SSO_GOOGLE_CLIENT_ID: 'g-id' }, [])).toThrow(
      /SSO_GOOGLE_CLIENT_SECRET/,
    );
  });
});
