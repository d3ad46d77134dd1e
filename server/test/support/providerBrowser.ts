/**
 * A browser's part in a sign-in at the tests' OpenID provider (oidc-provider's development
 * pages), over plain HTTP with a cookie jar: follows the provider's redirects, fills its
 * login form with the account id and confirms its consent page, until the provider sends the
 * browser back to `returnTo`; answers that URL (code and state, or an error).
 */
interface Form {
  action: string;
  fields: Record<string, string>;
}

function formOf(html: string): Form | undefined {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form?.[1]) return undefined;
  const fields: Record<string, string> = {};
  for (const input of form[2]?.matchAll(/<input[^>]*>/gi) ?? []) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    if (name !== undefined) fields[name] = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
  }
  return { action: form[1], fields };
}

export async function browseProvider(
  authorizationUrl: string,
  accountId: string,
  returnTo: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const base = new URL(authorizationUrl);
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    if (url.href.startsWith(returnTo)) return url;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location !== null) {
      url = new URL(location, url);
      init = {};
      continue;
    }
    const form = formOf(await response.text());
    if (form === undefined)
      throw new Error(`the provider answered ${response.status} with no form`);
    const fields = { ...form.fields };
    if ('login' in fields) fields.login = accountId;
    if ('password' in fields) fields.password = 'any';
    url = new URL(form.action, base);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}
