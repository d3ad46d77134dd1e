import type {
  AddStepReply,
  DevelopmentArea,
  SavePersonalPlanReply,
  StepsAndDone,
} from '@skillfolio/shared/types';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, skillIdOf } from '../../test/support/learnerRows';
import type { DemoLearnerIds } from '../../test/support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
let skill: (descriptor: string) => Promise<number>;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  skill = (descriptor) => skillIdOf(t.app.db, 'demoacademy', descriptor);
});
afterAll(() => t.close());

async function getJson<T>(url: string): Promise<T> {
  const response = await t.injectAs(pupil, { url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

function post(url: string, payload: Record<string, unknown>) {
  return t.injectAs(pupil, { method: 'POST', url, payload });
}

function areasOf(projectId: number): Promise<DevelopmentArea[]> {
  return getJson(`/api/user/GetDevelopmentAreas?user_id=${ids.pat}&project_id=${projectId}`);
}

function stepsOf(developmentAreaId: number): Promise<StepsAndDone> {
  return getJson(
    `/api/user/GetNextStepsWhatDone?user_id=${ids.pat}&development_area_id=${developmentAreaId}`,
  );
}

async function addArea(projectId: number, descriptor: string, reason = ''): Promise<number> {
  const response = await post('/api/pages/SavePersonalPlan', {
    id: 0,
    project_id: projectId,
    skill_id: await skill(descriptor),
    reason,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SavePersonalPlanReply>().development_area_id;
}

async function addStep(developmentAreaId: number, stepText: string): Promise<number> {
  const response = await post('/api/user/AddStep', {
    development_area_id: developmentAreaId,
    step_text: stepText,
    user_id: ids.pat,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AddStepReply>().step_id;
}

describe('reading the personal plan', () => {
  it('lists Speaking with its reason, next steps and what I have done as HTML lists', async () => {
    expect(await areasOf(ids.year10)).toEqual([
      {
        development_area_id: ids.patArea,
        skill_id: await skill('Speaking'),
        skill_descriptor: 'Speaking',
        reason: 'I find it hard to speak up in group discussions.',
        next_steps:
          '<ul><li>Ask one question in every lesson</li>' +
          '<li>Volunteer to present our group&#39;s work</li></ul>',
        my_notes: '<ul><li>Practised my talk with a friend</li></ul>',
      },
    ]);
  });

  it('lists no areas for a project without any', async () => {
    expect(await areasOf(ids.workExperience)).toEqual([]);
  });

  it('gives the next steps and the done steps as two lists, in step order', async () => {
    expect(await stepsOf(ids.patArea)).toEqual({
      steps: [
        {
          step_id: ids.patStep,
          step_text: 'Ask one question in every lesson',
          development_area_id: ids.patArea,
          is_completed: false,
        },
        {
          step_id: expect.any(Number),
          step_text: "Volunteer to present our group's work",
          development_area_id: ids.patArea,
          is_completed: false,
        },
      ],
      done: [
        {
          step_id: expect.any(Number),
          step_text: 'Practised my talk with a friend',
          development_area_id: ids.patArea,
          is_completed: true,
        },
      ],
    });
  });
});

describe('POST /api/pages/SavePersonalPlan', () => {
  it('adds an area (id 0), returning its id, with the reason trimmed', async () => {
    const id = await addArea(ids.workExperience, 'Leadership', '  I want to lead a team.  ');
    expect(id).toBeGreaterThan(0);
    expect(await areasOf(ids.workExperience)).toEqual([
      {
        development_area_id: id,
        skill_id: await skill('Leadership'),
        skill_descriptor: 'Leadership',
        reason: 'I want to lead a team.',
        next_steps: '',
        my_notes: '',
      },
    ]);
  });

  it('edits an area (id above 0): its skill and reason', async () => {
    const id = await addArea(ids.workExperience, 'Creativity', 'first');
    const keepSkill = await post('/api/pages/SavePersonalPlan', {
      id,
      project_id: ids.workExperience,
      skill_id: await skill('Creativity'),
      reason: 'second',
    });
    expect(keepSkill.statusCode).toBe(200);
    expect(keepSkill.json()).toEqual({ development_area_id: id });

    const newSkill = await post('/api/pages/SavePersonalPlan', {
      id,
      project_id: ids.workExperience,
      skill_id: await skill('Aiming high'),
      reason: 'third',
    });
    expect(newSkill.statusCode).toBe(200);
    const area = (await areasOf(ids.workExperience)).find((a) => a.development_area_id === id);
    expect(area).toMatchObject({ skill_descriptor: 'Aiming high', reason: 'third' });
  });

  it('asks for an area for development when skill_id is 0 (Please Select...)', async () => {
    const response = await post('/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: ids.year10,
      skill_id: 0,
      reason: 'no skill',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Choose an area for development' });
  });

  it('refuses a negative skill_id as bad input', async () => {
    const response = await post('/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: ids.year10,
      skill_id: -1,
      reason: 'no skill',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'body/skill_id must be >= 0' });
  });

  it('refuses a skill another area of the project already uses', async () => {
    const response = await post('/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: ids.year10,
      skill_id: await skill('Speaking'),
      reason: 'again',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'You already have a development area for that skill',
    });
    expect(await areasOf(ids.year10)).toHaveLength(1);
  });

  it('refuses to edit an area onto a skill another area uses', async () => {
    const id = await addArea(ids.year10, 'Listening');
    const response = await post('/api/pages/SavePersonalPlan', {
      id,
      project_id: ids.year10,
      skill_id: await skill('Speaking'),
      reason: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'You already have a development area for that skill',
    });
  });

  it('allows the same skill in another project', async () => {
    expect(await addArea(ids.workExperience, 'Speaking')).toBeGreaterThan(0);
  });

  it('refuses a skill of another school as Not authorised', async () => {
    const response = await post('/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: ids.workExperience,
      skill_id: await skillIdOf(t.app.db, 'riverside', 'Phonics'),
      reason: '',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('Not authorised');
  });

  it('refuses to move an area to another project', async () => {
    const response = await post('/api/pages/SavePersonalPlan', {
      id: ids.patArea,
      project_id: ids.workExperience,
      skill_id: await skill('Staying positive'),
      reason: '',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('Not authorised');
  });

  it('refuses a heading skill (one with children) sent by hand, and adds nothing', async () => {
    const before = await areasOf(ids.workExperience);
    const response = await post('/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: ids.workExperience,
      skill_id: await skill('Teamwork'),
      reason: 'headings are not choices',
    });
    expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
    expect(await areasOf(ids.workExperience)).toEqual(before);
  });

  it('refuses a retired skill for a new area, and keeps it on an area that already has it', async () => {
    const creativity = await skill('Creativity');
    const areaId = await addArea(ids.workExperience, 'Creativity', 'before it was retired');
    await t.app.db
      .updateTable('skills')
      .set({ retired: 1 })
      .where('skill_id', '=', creativity)
      .execute();
    try {
      const before = await areasOf(ids.year10);
      const added = await post('/api/pages/SavePersonalPlan', {
        id: 0,
        project_id: ids.year10,
        skill_id: creativity,
        reason: 'sent by hand',
      });
      expect(added.statusCode).toBe(400);
      expect(added.json()).toEqual({
        error: 'Your school no longer offers that skill: choose another',
      });
      expect(await areasOf(ids.year10)).toEqual(before);

      const kept = await post('/api/pages/SavePersonalPlan', {
        id: areaId,
        project_id: ids.workExperience,
        skill_id: creativity,
        reason: 'still mine',
      });
      expect(kept.statusCode).toBe(200);
    } finally {
      await t.app.db
        .updateTable('skills')
        .set({ retired: 0 })
        .where('skill_id', '=', creativity)
        .execute();
      await post('/api/user/DeleteDevelopmentArea', {
        development_area_id: areaId,
        user_id: ids.pat,
      });
    }
  });

  it('refuses a reason over 2000 characters', async () => {
    const response = await post('/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: ids.workExperience,
      skill_id: await skill('Staying positive'),
      reason: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('next steps', () => {
  it('adds a step at the end of the next steps', async () => {
    const areaId = await addArea(ids.year10, 'Collaboration');
    const first = await addStep(areaId, 'Join a club');
    const second = await addStep(areaId, '  Share the work fairly  ');
    const { steps, done } = await stepsOf(areaId);
    expect(steps.map((s) => [s.step_id, s.step_text])).toEqual([
      [first, 'Join a club'],
      [second, 'Share the work fairly'],
    ]);
    expect(done).toEqual([]);
  });

  it('adds after the last step even when earlier steps are done', async () => {
    const stepId = await addStep(ids.patArea, 'Speak first in a group task');
    const { steps } = await stepsOf(ids.patArea);
    expect(steps.at(-1)?.step_id).toBe(stepId);
  });

  it.each(['', '   '])('asks for the step text when it is %p', async (stepText) => {
    const response = await post('/api/user/AddStep', {
      development_area_id: ids.patArea,
      step_text: stepText,
      user_id: ids.pat,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Enter the next step' });
  });

  it('refuses a step over 1000 characters', async () => {
    const response = await post('/api/user/AddStep', {
      development_area_id: ids.patArea,
      step_text: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps markup in a step as text: escaped in next_steps, as typed in the step', async () => {
    const areaId = await addArea(ids.year10, 'Staying positive');
    await addStep(areaId, '<b>x</b> & "y"');
    const area = (await areasOf(ids.year10)).find((a) => a.development_area_id === areaId);
    expect(area?.next_steps).toBe('<ul><li>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</li></ul>');
    expect((await stepsOf(areaId)).steps[0]?.step_text).toBe('<b>x</b> & "y"');
  });

  it('moves a step to what I have done and back', async () => {
    const areaId = await addArea(ids.year10, 'Aiming high');
    const stepId = await addStep(areaId, 'Set a target');
    const mark = (complete: boolean) =>
      post('/api/user/MarkStepComplete', {
        development_area_id: areaId,
        step_id: stepId,
        user_id: ids.pat,
        complete,
      });

    const completed = await mark(true);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ ok: true });
    let lists = await stepsOf(areaId);
    expect(lists.steps).toEqual([]);
    expect(lists.done).toEqual([
      {
        step_id: stepId,
        step_text: 'Set a target',
        development_area_id: areaId,
        is_completed: true,
      },
    ]);
    const area = (await areasOf(ids.year10)).find((a) => a.development_area_id === areaId);
    expect(area).toMatchObject({ next_steps: '', my_notes: '<ul><li>Set a target</li></ul>' });

    expect((await mark(false)).statusCode).toBe(200);
    lists = await stepsOf(areaId);
    expect(lists.steps.map((s) => s.step_id)).toEqual([stepId]);
    expect(lists.done).toEqual([]);
  });

  it('deletes a step', async () => {
    const areaId = await addArea(ids.year10, 'Creativity');
    const keep = await addStep(areaId, 'Keep me');
    const drop = await addStep(areaId, 'Delete me');
    const response = await post('/api/user/deletestep', {
      development_area_id: areaId,
      step_id: drop,
      user_id: ids.pat,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await stepsOf(areaId)).steps.map((s) => s.step_id)).toEqual([keep]);
  });
});

describe('POST /api/user/DeleteDevelopmentArea', () => {
  it('deletes the area and its steps together', async () => {
    const areaId = await addArea(ids.year10, 'Leadership');
    await addStep(areaId, 'Lead a starter activity');
    await addStep(areaId, 'Chair a group discussion');
    const response = await post('/api/user/DeleteDevelopmentArea', {
      development_area_id: areaId,
      user_id: ids.pat,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await areasOf(ids.year10)).map((a) => a.development_area_id)).not.toContain(areaId);
    const steps = await t.app.db
      .selectFrom('steps')
      .select('step_id')
      .where('development_area_id', '=', areaId)
      .execute();
    expect(steps).toEqual([]);
  });

  it('frees the skill for a new area once deleted', async () => {
    const areaId = await addArea(ids.workExperience, 'Listening');
    const response = await post('/api/user/DeleteDevelopmentArea', {
      development_area_id: areaId,
    });
    expect(response.statusCode).toBe(200);
    expect(await addArea(ids.workExperience, 'Listening')).toBeGreaterThan(0);
  });
});
