// A real OpenID provider for the sign-in tests: the `oidc-provider` package (certified),
// started as its own process on 127.0.0.1 so the tests talk to it over HTTP as the server
// talks to Google's or Microsoft's. `node oidcProviderProcess.mjs <setup.json>`; the setup names the
// port, one client and the accounts (their claims). Prints `ready <issuer>` once it listens.
// Its login page is oidc-provider's development one: it takes an account id as the login.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import Provider from 'oidc-provider';

const setup = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const issuer = `http://127.0.0.1:${setup.port}`;
const accounts = new Map(Object.entries(setup.accounts));

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: setup.client.id,
      client_secret: setup.client.secret,
      redirect_uris: setup.client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  // tid and xms_edov: Microsoft's tenant claim and its optional "e-mail domain owner
  // verified" claim, for the accounts that pose as a school's Entra ID users.
  claims: { openid: ['sub', 'tid', 'xms_edov'], email: ['email', 'email_verified'] },
  findAccount: async (_ctx, sub) => {
    const claims = accounts.get(sub);
    if (claims === undefined) return undefined;
    return { accountId: sub, claims: async () => ({ sub, ...claims }) };
  },
  pkce: { required: () => true },
  // As Google and Microsoft do: the e-mail claims in the ID token itself.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['skillfolio-test-provider'] },
  // Long enough for a slow machine to get from the login page through consent (a session of
  // 1 s lapsed between them on a busy one). Each sign-in of the server tests has a browser of
  // its own; the browser tests drop the provider's cookies before another person signs in.
  ttl: { Session: 600 },
});
provider.proxy = false;

const server = http.createServer(provider.callback());
server.listen(setup.port, '127.0.0.1', () => process.stdout.write(`ready ${issuer}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
