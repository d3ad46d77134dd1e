/**
 * The personal plan (SPEC §4): development areas and their steps, each the learner's own.
 * GET and SavePersonalPlan are open to a parent's read-only session only where marked.
 */
import { Type } from 'typebox';
import {
  AddStepReply,
  AddStepRequest,
  DeleteDevelopmentAreaRequest,
  DeleteStepRequest,
  DevelopmentArea,
  DevelopmentAreaQuery,
  MarkStepCompleteRequest,
  OkReply,
  ProjectQuery,
  SavePersonalPlanReply,
  SavePersonalPlanRequest,
  Skill,
  StepsAndDone,
} from '../wire';
import { endpoint } from './endpoint';

// The learner's own rows: a staff member who still owes their second factor may use them.
const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;
// Writes: the guard refuses them to read-only (parent) sessions.
const WRITE = { access: 'user', ownDataOnly: true } as const;
/** The `user_id` the SPEC sends along: only ever the session's own user. */
const SELF = { user_id: 'self' } as const;
const STEP_IDS = { ...SELF, development_area_id: 'developmentArea', step_id: 'step' } as const;

/** The development-area selector: the leaf skills of the user's school and the global ones. */
export const GetSkills = endpoint({
  method: 'GET',
  path: '/api/pages/GetSkills',
  rule: READ,
  reply: Type.Array(Skill),
});

export const GetDevelopmentAreas = endpoint({
  method: 'GET',
  path: '/api/user/GetDevelopmentAreas',
  rule: { ...READ, owns: { ...SELF, project_id: 'project' } },
  query: ProjectQuery,
  reply: Type.Array(DevelopmentArea),
});

export const GetNextStepsWhatDone = endpoint({
  method: 'GET',
  path: '/api/user/GetNextStepsWhatDone',
  rule: { ...READ, owns: { ...SELF, development_area_id: 'developmentArea' } },
  query: DevelopmentAreaQuery,
  reply: StepsAndDone,
});

/** id 0 adds an area, id above 0 edits one; an edited area stays in its project. */
export const SavePersonalPlan = endpoint({
  method: 'POST',
  path: '/api/pages/SavePersonalPlan',
  rule: {
    ...WRITE,
    owns: {
      id: { kind: 'developmentArea', zero: 'new' },
      project_id: 'project',
      skill_id: { kind: 'leafSkill', zero: 'none' },
    },
  },
  body: SavePersonalPlanRequest,
  reply: SavePersonalPlanReply,
});

export const DeleteDevelopmentArea = endpoint({
  method: 'POST',
  path: '/api/user/DeleteDevelopmentArea',
  rule: { ...WRITE, owns: { ...SELF, development_area_id: 'developmentArea' } },
  body: DeleteDevelopmentAreaRequest,
  reply: OkReply,
});

export const AddStep = endpoint({
  method: 'POST',
  path: '/api/user/AddStep',
  rule: { ...WRITE, owns: { ...SELF, development_area_id: 'developmentArea' } },
  body: AddStepRequest,
  reply: AddStepReply,
});

export const MarkStepComplete = endpoint({
  method: 'POST',
  path: '/api/user/MarkStepComplete',
  rule: { ...WRITE, owns: STEP_IDS },
  body: MarkStepCompleteRequest,
  reply: OkReply,
});

export const DeleteStep = endpoint({
  method: 'POST',
  path: '/api/user/deletestep',
  rule: { ...WRITE, owns: STEP_IDS },
  body: DeleteStepRequest,
  reply: OkReply,
});
