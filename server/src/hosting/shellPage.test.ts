import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { SessionReply } from '@skillfolio/shared/types';
import { buildTestApp, removeDir } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { inlineJson } from './shellPage';

const PUPIL = { username: 'pupil', schoolUsername: 'demoacademy' };
const HEAD = { username: 'head', schoolUsername: 'demoacademy' };

/** A pretend build of the shell and every area, each with the preload list webpack writes. */
function makeStaticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-page-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Skillfolio</title></head><body><div id="root"></div>' +
      '<script defer src="/app/main.aa.js"></script></body></html>',
  );
  // Each language's catalogues: the shell's own, and shared's (kit, menus, wire, admin kit).
  const shared = (language: string) => ({
    shell: [`shell-${language}.js`],
    ...Object.fromEntries(
      ['areas', 'ui', 'api', 'selection', 'wire', 'admin-kit'].map((ns) => [
        ns,
        [`shared-${language}.js`],
      ]),
    ),
  });
  write(
    'shell/dist/preload.json',
    JSON.stringify({
      files: ['main.aa.js', '84.bb.js'],
      catalogues: { en: shared('en'), cy: shared('cy') },
    }),
  );
  for (const area of ['public', 'learner', 'admin', 'globaladmin']) {
    // An area's own, and its fallback copy of shared's, which the page never names.
    const own = (language: string) => ({
      [`${area}-screen`]: [`${area}-${language}.js`],
      ui: [`${area}-shared-${language}.js`],
    });
    write(
      `remote-${area}/dist/preload.json`,
      JSON.stringify({
        files: ['remoteEntry.js', `${area}-routes.cc.js`],
        catalogues: { en: own('en'), cy: own('cy') },
      }),
    );
    write(`remote-${area}/dist/build-info.json`, JSON.stringify({ name: `sf_${area}` }));
  }
  return root;
}

let staticRoot: string;
let t: TestApp;
beforeAll(async () => {
  staticRoot = makeStaticRoot();
  t = await buildTestApp({ staticRoot });
});
afterAll(async () => {
  await t.close();
  removeDir(staticRoot);
});

interface Page {
  boot: {
    remotes: Record<string, string>;
    currentUser: SessionReply | null;
    builds: Record<string, unknown>;
    replies: Record<string, unknown>;
  };
  /** The scripts named, but for the catalogues' chunks (below). */
  preloads: string[];
  /** The message catalogues' chunks named (the pretend builds' `-en.js` and `-cy.js`). */
  catalogues: string[];
  html: string;
}

async function pageFor(cookie: string | undefined, url: string): Promise<Page> {
  const response = await t.injectAs(cookie, { url });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const data = /<script type="application\/json" id="sf-boot">(.*?)<\/script>/.exec(html)?.[1];
  if (data === undefined) throw new Error(`no boot data in ${html}`);
  const named = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
    (m) => m[1] ?? '',
  );
  const isCatalogue = (src: string) => /-(en|cy)\.js$/.test(src);
  return {
    boot: JSON.parse(data) as Page['boot'],
    preloads: named.filter((src) => !isCatalogue(src)),
    catalogues: named.filter(isCatalogue),
    html,
  };
}

describe("the shell's page", () => {
  it("carries a pupil's GetCurrentUser answer and names the learner area's scripts", async () => {
    const cookie = await t.login(PUPIL);
    const page = await pageFor(cookie, '/app/selfassessment');
    const api = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(page.boot.currentUser).toEqual(api.json());
    expect(page.boot.currentUser?.currentUser.username).toBe('pupil');
    expect(page.boot.remotes).toEqual({
      public: '/app/remotes/public/remoteEntry.js',
      learner: '/app/remotes/learner/remoteEntry.js',
      admin: '/app/remotes/admin/remoteEntry.js',
      globaladmin: '/app/remotes/globaladmin/remoteEntry.js',
    });
    expect(page.preloads).toEqual([
      '/app/main.aa.js',
      '/app/84.bb.js',
      '/app/remotes/learner/remoteEntry.js',
      '/app/remotes/learner/learner-routes.cc.js',
    ]);
    expect(page.catalogues).toEqual([
      '/app/shell-en.js',
      '/app/shared-en.js',
      '/app/remotes/learner/learner-en.js',
    ]);
    // The area's build record too, which the shell would otherwise fetch before loading it.
    expect(page.boot.builds).toEqual({
      '/app/remotes/learner/remoteEntry.js': { name: 'sf_learner' },
    });
  });

  it('names the catalogues in the reader’s language: theirs, their school’s, or the browser’s', async () => {
    const cookie = await t.login(PUPIL);
    const save = (language: string) =>
      t.injectAs(cookie, {
        method: 'POST',
        url: '/api/User/SaveLanguage',
        payload: { language },
      });
    expect((await save('cy')).statusCode).toBe(200);
    const welsh = await pageFor(cookie, '/app/selfassessment');
    expect(welsh.catalogues).toEqual([
      '/app/shell-cy.js',
      '/app/shared-cy.js',
      '/app/remotes/learner/learner-cy.js',
    ]);
    await save('en');

    const visitor = await t.injectAs(undefined, {
      url: '/app/public/login',
      headers: { 'accept-language': 'cy-GB,cy;q=0.9,en;q=0.8' },
    });
    const named = [...visitor.body.matchAll(/href="([^"]+-(?:en|cy)\.js)"/g)].map((m) => m[1]);
    expect(named).toEqual([
      '/app/shell-cy.js',
      '/app/shared-cy.js',
      '/app/remotes/public/public-cy.js',
    ]);
  });

  it("carries the replies Self Assessment's first render asks for, each the API's own", async () => {
    const cookie = await t.login(PUPIL);
    const page = await pageFor(cookie, '/app/selfassessment');
    const session = page.boot.currentUser;
    if (session === null) throw new Error('no session in the page');
    const user = session.currentUser.user_id;
    const project = session.selectedProjectId;
    const assessment = session.selectedAssessmentId;
    expect(project).toBeGreaterThan(0);
    expect(assessment).toBeGreaterThan(0);
    const expected = [
      `/api/user/GetProjectsForUser?user_id=${user}`,
      `/api/user/GetAssessmentsForProject?project_id=${project}&user_id=${user}`,
      `/api/user/GetRoundsForProject?project_id=${project}&user_id=${user}`,
      `/api/user/GetSkillsForAssessment?assessment_id=${assessment}&user_id=${user}`,
      `/api/user/GetAssessmentFeedback?assessment_id=${assessment}&user_id=${user}`,
    ];
    expect(Object.keys(page.boot.replies).sort()).toEqual([...expected].sort());
    for (const url of expected) {
      const api = await t.injectAs(cookie, { url });
      expect({ url, reply: page.boot.replies[url] }).toEqual({ url, reply: api.json() });
    }
  });

  it('carries no replies for a visitor, or for a screen that is not the first of a lesson', async () => {
    expect((await pageFor(undefined, '/app/selfassessment')).boot.replies).toEqual({});
    const cookie = await t.login(PUPIL);
    for (const url of ['/app/dashboard', '/app/mynotes', '/app/']) {
      expect({ url, replies: (await pageFor(cookie, url)).boot.replies }).toEqual({
        url,
        replies: {},
      });
    }
  });

  it('says nobody is logged in, and names the public area, for a visitor', async () => {
    for (const url of ['/app/', '/app/selfassessment', '/app/admin/manageUsers']) {
      const page = await pageFor(undefined, url);
      expect(page.boot.currentUser).toBeNull();
      expect(page.preloads.slice(2)).toEqual([
        '/app/remotes/public/remoteEntry.js',
        '/app/remotes/public/public-routes.cc.js',
      ]);
    }
  });

  it("never names an area's scripts to a session that may not open it", async () => {
    const pupil = await t.login(PUPIL);
    const admin = await pageFor(pupil, '/app/admin/manageUsers');
    expect(admin.preloads.some((src) => src.includes('/admin/'))).toBe(false);
    const head = await t.login(HEAD);
    const manage = await pageFor(head, '/app/ADMIN/manageUsers');
    expect(manage.preloads.slice(2)).toEqual([
      '/app/remotes/admin/remoteEntry.js',
      '/app/remotes/admin/admin-routes.cc.js',
    ]);
  });

  it('keeps a name that looks like markup inside the JSON, as text', async () => {
    const cookie = await t.login(PUPIL);
    const evil = '</script><script>alert(1)</script><!--';
    await t.app.db
      .updateTable('users')
      .set({ first_name: evil })
      .where('username', '=', 'pupil')
      .execute();
    try {
      const page = await pageFor(cookie, '/app/selfassessment');
      expect(page.boot.currentUser?.currentUser.first_name).toBe(evil);
      expect(page.html).not.toContain('<script>alert(1)');
      expect(page.html.match(/<\/script>/g)).toHaveLength(2);
    } finally {
      await t.app.db
        .updateTable('users')
        .set({ first_name: 'Pat' })
        .where('username', '=', 'pupil')
        .execute();
    }
    expect(JSON.parse(inlineJson({ a: '\u2028</script>' }))).toEqual({ a: '\u2028</script>' });
  });

  it('ignores a preload list naming anything but files of its own build', async () => {
    const list = path.join(staticRoot, 'remote-public', 'dist', 'preload.json');
    const before = fs.readFileSync(list, 'utf8');
    fs.writeFileSync(
      list,
      JSON.stringify({ files: ['../../etc/passwd.js', 'https://evil.test/x.js', 'ok.dd.js'] }),
    );
    try {
      const page = await pageFor(undefined, '/app/');
      expect(page.preloads.slice(2)).toEqual(['/app/remotes/public/ok.dd.js']);
    } finally {
      fs.writeFileSync(list, before);
    }
  });

  it('names nothing of an area whose build is not there (a failed preload would stick)', async () => {
    const dist = path.join(staticRoot, 'remote-public', 'dist');
    fs.renameSync(dist, `${dist}-away`);
    try {
      const page = await pageFor(undefined, '/app/');
      expect(page.preloads).toEqual(['/app/main.aa.js', '/app/84.bb.js']);
      expect(page.boot.builds).toEqual({});
    } finally {
      fs.renameSync(`${dist}-away`, dist);
    }
  });

  it("sends the shell's scripts as 103 Early Hints before the page", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const hints = await new Promise<string[]>((resolve, reject) => {
      const seen: string[] = [];
      const request = http.get({ host: '127.0.0.1', port, path: '/app/selfassessment' });
      request.on('information', (info) => {
        if (info.statusCode === 103) seen.push(String(info.headers.link));
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(seen));
      });
      request.on('error', reject);
    });
    expect(hints).toEqual([
      '</app/main.aa.js>; rel=preload; as=script, </app/84.bb.js>; rel=preload; as=script',
    ]);
  });
});
