/**
 * TRUST_PROXY believes only what the trusted proxies wrote: the client's address is the
 * right-most X-Forwarded-For entry that is not a proxy. A client that writes its own
 * left-most entry changes nothing the per-address limits or the audit log see.
 */
import { keyOf } from '../../src/plugins/attemptLimits';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import type { TrustProxy } from '../../src/trustProxy';

const CLIENT = '203.0.113.9';
const PROXY = '10.0.0.2';
const WRONG = {
  username: 'pupil',
  schoolUsername: 'demoacademy',
  password: 'not-the-password',
  loginMode: 'U',
};

async function withApp(trustProxy: TrustProxy, test: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp({ config: { trustProxy } });
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

/** A failed login through the proxy, with the forwarded header as given. */
function failedLogin(t: TestApp, forwardedFor: string, peer = PROXY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/login',
    remoteAddress: peer,
    headers: { 'x-requested-with': 'skillfolio', 'x-forwarded-for': forwardedFor },
    payload: WRONG,
  });
}

async function auditedAddresses(t: TestApp): Promise<Array<string | null>> {
  const rows = await t.app.db
    .selectFrom('audit_log')
    .select('ip')
    .where('action', '=', 'login.failure')
    .orderBy('audit_id')
    .execute();
  return rows.map((row) => row.ip);
}

async function addressCounters(t: TestApp): Promise<Array<{ key: string; failures: number }>> {
  const rows = await t.app.db
    .selectFrom('throttle_counters')
    .select(['key', 'failures'])
    .where('key', 'like', 'loginAddress:%')
    .execute();
  return rows.map((row) => ({ key: row.key, failures: Number(row.failures) }));
}

describe('forwarded client addresses', () => {
  it('with TRUST_PROXY=true (one hop), takes the entry the proxy wrote, whatever the client forged left of it', async () => {
    await withApp({ hops: 1 }, async (t) => {
      for (const forged of ['198.51.100.1', '198.51.100.2, 192.0.2.77', 'not-an-address']) {
        expect((await failedLogin(t, `${forged}, ${CLIENT}`)).statusCode).toBe(401);
      }
      expect(await auditedAddresses(t)).toEqual([CLIENT, CLIENT, CLIENT]);
      // One counter, for the real address, holding all three: the forgeries escaped nothing.
      expect(await addressCounters(t)).toEqual([
        { key: keyOf({ limit: 'loginAddress', subject: CLIENT }), failures: 3 },
      ]);
    });
  });

  it('with two hops, skips the two proxies and takes the entry left of them', async () => {
    await withApp({ hops: 2 }, async (t) => {
      await failedLogin(t, `198.51.100.1, ${CLIENT}, 10.9.9.9`);
      expect(await auditedAddresses(t)).toEqual([CLIENT]);
    });
  });

  it('with a list of proxies, believes only those: a listed peer forwards, any other peer is the client', async () => {
    await withApp({ addresses: ['10.0.0.0/8'] }, async (t) => {
      await failedLogin(t, `198.51.100.1, ${CLIENT}, 10.0.0.5`);
      // Not a listed proxy: its header is the client's own words, so the peer is the client.
      await failedLogin(t, `198.51.100.1, ${CLIENT}`, '192.0.2.50');
      expect(await auditedAddresses(t)).toEqual([CLIENT, '192.0.2.50']);
    });
  });

  it('without TRUST_PROXY, believes no forwarded header at all', async () => {
    await withApp(false, async (t) => {
      await failedLogin(t, `198.51.100.1, ${CLIENT}`);
      expect(await auditedAddresses(t)).toEqual([PROXY]);
    });
  });
});
