/**
 * The OneRoster REST client against a real local MIS (the fixture on 127.0.0.1): client
 * credentials and the Bearer token, paging by X-Total-Count or by a short page, a token
 * renewed once when it runs out, and each failure as one sentence: wrong secret, a MIS that
 * never answers, too much, a wrong address, a redirect, not JSON, nobody listening.
 */
import { freePort } from '../../../../scripts/testing/freePort.cjs';
import { oneRosterTables, STAFF_COUNT } from '../../../test/support/oneRosterFile';
import {
  startOneRosterRestFixture,
  type RestFixture,
} from '../../../test/support/oneRosterRestFixture';
import {
  DEFAULT_REST_PULL,
  fetchRestCollections,
  PullFailure,
  type RestPullOptions,
  type RestSource,
} from './oneRosterRest';

const PER_YEAR = 4;
const USERS = STAFF_COUNT + PER_YEAR * 5;
const tables = oneRosterTables({ schoolYear: 2027, pupilsPerYear: PER_YEAR });

let mis: RestFixture;
beforeEach(async () => {
  mis = await startOneRosterRestFixture(tables);
});
afterEach(() => mis.stop());

const source = (changes: Partial<RestSource> = {}): RestSource => ({
  baseUrl: mis.baseUrl,
  tokenUrl: mis.tokenUrl,
  clientId: mis.clientId,
  clientSecret: mis.clientSecret,
  ...changes,
});

const options = (changes: Partial<RestPullOptions> = {}): RestPullOptions => ({
  ...DEFAULT_REST_PULL,
  timeoutMs: 5_000,
  ...changes,
});

/** The sentence a pull fails with. */
async function failure(pulling: Promise<unknown>): Promise<string> {
  try {
    await pulling;
  } catch (error) {
    if (error instanceof PullFailure) return error.message;
    throw error;
  }
  throw new Error('the pull did not fail');
}

const offsetsOf = (path: string): Array<string | null> =>
  mis.requests.filter((r) => r.path.endsWith(path)).map((r) => r.offset);

describe('the OneRoster REST client', () => {
  it('takes a token with the client id and secret, then reads every collection with it', async () => {
    const got = await fetchRestCollections(source(), options());
    expect(got.users).toHaveLength(USERS);
    expect(got.enrollments).toHaveLength(tables.enrollments.rows.length);
    expect(got.orgs).toHaveLength(2);
    expect(mis.requests[0]).toMatchObject({ method: 'POST', path: '/oauth/token', auth: 'basic' });
    expect(mis.requests.slice(1).every((r) => r.auth === 'bearer' && r.method === 'GET')).toBe(
      true,
    );
    expect(mis.tokens).toHaveLength(1);
  });

  it('follows the pages up to X-Total-Count, even when the MIS gives fewer than asked', async () => {
    mis.behaviour.pageCap = 25;
    const got = await fetchRestCollections(source(), options({ pageSize: 40 }));
    expect(got.users).toHaveLength(USERS);
    expect(offsetsOf('/users')).toEqual(['0', '25', '50', '75']);
    expect(mis.requests.filter((r) => r.path.endsWith('/users')).map((r) => r.limit)).toEqual([
      '40',
      '40',
      '40',
      '40',
    ]);
  });

  it('without X-Total-Count, stops at the first page shorter than the limit', async () => {
    mis.behaviour.totalCount = false;
    const got = await fetchRestCollections(source(), options({ pageSize: 40 }));
    expect(got.users).toHaveLength(USERS);
    expect(offsetsOf('/users')).toEqual(['0', '40', '80']);
  });

  it('fails, rather than make leavers of the rest, when the MIS gives fewer than its total', async () => {
    mis.behaviour.overstateTotal = 3;
    expect(await failure(fetchRestCollections(source(), options({ pageSize: 50 })))).toBe(
      'The MIS said it has 5 orgs but gave 2',
    );
  });

  it('asks for a new token once when the MIS stops taking the first', async () => {
    mis.behaviour.tokenUses = 4;
    const got = await fetchRestCollections(source(), options({ pageSize: 50 }));
    expect(got.enrollments).toHaveLength(tables.enrollments.rows.length);
    expect(mis.tokens.length).toBeGreaterThan(1);
  });

  it('says the MIS refused the client id and secret, and reads nothing', async () => {
    const said = await failure(
      fetchRestCollections(source({ clientSecret: 'not-the-secret' }), options()),
    );
    expect(said).toBe('The MIS refused the client id and secret (401)');
    expect(mis.requests.map((r) => r.path)).toEqual(['/oauth/token']);
  });

  it('gives up on a MIS that never answers after the time limit', async () => {
    mis.behaviour.hang = true;
    const started = Date.now();
    const said = await failure(fetchRestCollections(source(), options({ timeoutMs: 300 })));
    expect(said).toBe('The MIS did not answer within 0.3 s (the token URL)');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it.each([
    ['says its length', false],
    ['streams it without a length', true],
  ])('stops reading an answer larger than it takes, when the MIS %s', async (_, chunked) => {
    mis.behaviour.chunked = chunked;
    const said = await failure(
      fetchRestCollections(source(), options({ bodyBytesMax: 20_000, pageSize: 1_000 })),
    );
    expect(said).toBe(
      "The MIS's answer to /users is larger than 20,000 bytes, more than Skillfolio reads",
    );
  });

  it('stops at more items than it takes, counted as they come', async () => {
    mis.behaviour.totalCount = false;
    const said = await failure(
      fetchRestCollections(source(), options({ itemsMax: 50, pageSize: 20 })),
    );
    expect(said).toBe('The MIS lists more than 50 users, more than Skillfolio reads');
    expect(offsetsOf('/users')).toEqual(['0', '20', '40']);
  });

  it('says what is wrong with the base URL: not found, a redirect, not JSON', async () => {
    const wrongBase = `${mis.baseUrl.replace(/v1p2$/, 'v1p1')}`;
    expect(await failure(fetchRestCollections(source({ baseUrl: wrongBase }), options()))).toBe(
      `The MIS has no /orgs under ${wrongBase} (404): check the base URL`,
    );
    mis.behaviour.redirectTo = 'https://elsewhere.example/orgs';
    expect(await failure(fetchRestCollections(source(), options()))).toBe(
      'The MIS answered /orgs with a redirect (302), which Skillfolio does not follow: check the address',
    );
    mis.behaviour.redirectTo = undefined;
    mis.behaviour.notJson = '<html>Log in</html>';
    expect(await failure(fetchRestCollections(source(), options()))).toBe(
      "The MIS's answer to /orgs is not JSON",
    );
    mis.behaviour.notJson = undefined;
    mis.behaviour.collectionStatus = 403;
    expect(await failure(fetchRestCollections(source(), options()))).toBe(
      'The MIS does not let this client read /orgs (403): give it the roster-core.readonly scope',
    );
  });

  it('says when nothing listens at the token URL', async () => {
    const port = await freePort();
    const said = await failure(
      fetchRestCollections(source({ tokenUrl: `http://127.0.0.1:${port}/token` }), options()),
    );
    expect(said).toBe(`Could not reach the MIS at 127.0.0.1:${port}: it refused the connection`);
  });
});
