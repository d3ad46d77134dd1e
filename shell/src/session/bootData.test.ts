/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { init } from '@module-federation/enhanced/runtime';
import { useSession } from '@skillfolio/shared';
import { entryOf, registerFromManifest } from '../remotes/registry';
import { forgetBootData, takeInlineBuildRecord } from './bootData';
import { adoptInlineSession } from './useSessionBootstrap';

// A real server that counts what the shell asks of it: with the page's data, nothing.
let asked: string[] = [];
const server = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  res.writeHead(503).end();
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  init({ name: 'sf_shell', remotes: [] });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const REMOTES = {
  public: '/app/remotes/public/remoteEntry.js',
  learner: '/app/releases/learner/3/remoteEntry.js',
  admin: '/app/remotes/admin/remoteEntry.js',
  globaladmin: '/app/remotes/globaladmin/remoteEntry.js',
};
const REPLY = {
  currentUser: { user_id: 4, username: 'pupil', first_name: 'Pat', last_name: 'Pupil' },
  currentSchool: null,
  selectedProjectId: 2,
  selectedAssessmentId: 7,
};

function carry(data: unknown): void {
  document.body.innerHTML = '';
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'sf-boot';
  element.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.body.append(element);
  forgetBootData();
  asked = [];
}

describe("the page's boot data", () => {
  beforeEach(() => useSession.getState().logout());

  it('starts the session and registers the areas without asking the server', async () => {
    carry({ remotes: REMOTES, currentUser: REPLY, builds: {} });
    expect(adoptInlineSession()).toBe(true);
    expect(useSession.getState().currentUser?.username).toBe('pupil');
    expect(useSession.getState().selectedAssessmentId).toBe(7);
    await registerFromManifest(`${base}/app/remotes.json`);
    expect(entryOf('learner')).toBe(new URL(REMOTES.learner, window.location.href).href);
    expect(asked).toEqual([]);
  });

  it('is taken once: a second start asks the server as before', async () => {
    carry({ remotes: REMOTES, currentUser: REPLY, builds: {} });
    expect(adoptInlineSession()).toBe(true);
    await registerFromManifest(`${base}/app/remotes.json`);
    expect(adoptInlineSession()).toBe(false);
    await expect(registerFromManifest(`${base}/app/remotes.json`)).rejects.toThrow('503');
    expect(asked).toEqual(['/app/remotes.json']);
  });

  it('carries "nobody is logged in" as an answer, and a bare page as none', async () => {
    carry({ remotes: REMOTES, currentUser: null, builds: {} });
    expect(adoptInlineSession()).toBe(true);
    expect(useSession.getState().currentUser).toBeNull();
    carry({ remotes: REMOTES, builds: {} });
    expect(adoptInlineSession()).toBe(false);
    carry('{ not json');
    expect(adoptInlineSession()).toBe(false);
    await expect(registerFromManifest(`${base}/app/remotes.json`)).rejects.toThrow('503');
  });

  it("gives an area's build record only for the entry the page named", () => {
    const record = { name: 'sf_learner' };
    carry({ remotes: REMOTES, currentUser: null, builds: { [REMOTES.learner]: record } });
    const learner = new URL(REMOTES.learner, window.location.href).href;
    expect(takeInlineBuildRecord(new URL(REMOTES.admin, window.location.href).href)).toBe(
      undefined,
    );
    expect(takeInlineBuildRecord(learner)).toEqual(record);
    expect(takeInlineBuildRecord(learner)).toBe(undefined);
  });
});
