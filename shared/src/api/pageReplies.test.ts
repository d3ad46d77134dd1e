/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSkillsForAssessment, SaveGrade } from '../contract/assessment';
import { replyKey } from '../contract/firstReplies';
import { call } from './call';
import { configureApiClient } from './client';
import { keepPageReplies, PAGE_REPLY_FRESH_MS } from './pageReplies';

// A real server: what reaches it is what the page did not carry.
const asked: string[] = [];
const server = http.createServer((req, res) => {
  asked.push(`${req.method} ${req.url}`);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify([{ from: 'server' }]));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ prefixUrl: `http://127.0.0.1:${port}/api`, navigate: () => undefined });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
  keepPageReplies({});
});

const SKILLS = { user_id: 7, assessment_id: 3 };
const carried = [{ from: 'page' }];

describe("the page's replies to the first screen", () => {
  it('answer the first call for them, whatever order its query was written in, once', async () => {
    keepPageReplies({ [replyKey(GetSkillsForAssessment.path, SKILLS)]: carried });
    expect(await call(GetSkillsForAssessment, { assessment_id: 3, user_id: 7 })).toEqual(carried);
    expect(asked).toEqual([]);
    // A second load (a Retry, a save's reload) asks the server.
    expect(await call(GetSkillsForAssessment, SKILLS)).toEqual([{ from: 'server' }]);
    expect(asked).toEqual(['GET /api/user/GetSkillsForAssessment?user_id=7&assessment_id=3']);
  });

  it('answer nothing else: another query, or a write', async () => {
    const save = { user_id: 7, assessment_grade_id: 1, grade: '5', statement: 'x' };
    keepPageReplies({
      [replyKey(GetSkillsForAssessment.path, SKILLS)]: carried,
      [replyKey(SaveGrade.path, save)]: carried,
    });
    expect(await call(GetSkillsForAssessment, { user_id: 7, assessment_id: 4 })).toEqual([
      { from: 'server' },
    ]);
    await call(SaveGrade, save);
    expect(asked).toHaveLength(2);
  });

  it('are not used once stale: a screen opened later asks the server', async () => {
    const madeAt = Date.now() - PAGE_REPLY_FRESH_MS - 1;
    keepPageReplies({ [replyKey(GetSkillsForAssessment.path, SKILLS)]: carried }, madeAt);
    expect(await call(GetSkillsForAssessment, SKILLS)).toEqual([{ from: 'server' }]);
    expect(asked).toHaveLength(1);
  });
});

describe('replyKey', () => {
  it('sorts the names and leaves out absent fields, as the URL leaves them out', () => {
    expect(replyKey('/api/x', { b: 2, a: 'one two', c: undefined, d: null })).toBe(
      '/api/x?a=one+two&b=2',
    );
    expect(replyKey('/api/x', {})).toBe('/api/x');
  });
});
