/**
 * The learner's self assessment (SPEC §4): their projects, the assessments of each, the skills
 * to grade and their progress, and where the screens start (RememberSelection).
 */
import { Type } from 'typebox';
import {
  Assessment,
  AssessmentQuery,
  AssessmentSkill,
  OkReply,
  Progress,
  ProjectQuery,
  RememberSelectionRequest,
  SaveAssessmentNameRequest,
  SaveGradeQuery,
  UserProject,
  UserQuery,
} from '../wire';
import { endpoint } from './endpoint';

// The learner's own rows: a staff member who still owes their second factor may use them.
const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;
// Writes: the guard refuses them to read-only (parent) sessions.
const WRITE = { access: 'user', ownDataOnly: true } as const;
/** The `user_id` the SPEC sends along: only ever the session's own user. */
const SELF = { user_id: 'self' } as const;

/** Navigation, not data: a parent may choose too, for their own session only. */
export const RememberSelection = endpoint({
  method: 'POST',
  path: '/api/user/RememberSelection',
  rule: {
    ...READ,
    owns: {
      project_id: { kind: 'project', zero: 'none' },
      assessment_id: { kind: 'assessment', zero: 'none' },
    },
  },
  body: RememberSelectionRequest,
  reply: OkReply,
});

export const GetProjectsForUser = endpoint({
  method: 'GET',
  path: '/api/user/GetProjectsForUser',
  rule: { ...READ, owns: SELF },
  query: UserQuery,
  reply: Type.Array(UserProject),
});

export const GetAssessmentsForProject = endpoint({
  method: 'GET',
  path: '/api/user/GetAssessmentsForProject',
  rule: { ...READ, owns: { ...SELF, project_id: 'project' } },
  query: ProjectQuery,
  reply: Type.Array(Assessment),
});

/** A project not the user's is refused with the SPEC's text (the server's config says so). */
export const SaveAssessmentName = endpoint({
  method: 'POST',
  path: '/api/user/SaveAssessmentName',
  rule: { ...WRITE, owns: { ...SELF, project_id: 'project' } },
  body: SaveAssessmentNameRequest,
  reply: Assessment,
});

export const GetSkillsForAssessment = endpoint({
  method: 'GET',
  path: '/api/user/GetSkillsForAssessment',
  rule: { ...READ, owns: { ...SELF, assessment_id: 'assessment' } },
  query: AssessmentQuery,
  reply: Type.Array(AssessmentSkill),
});

/** The SPEC sends the grade as query parameters of a POST with no body. */
export const SaveGrade = endpoint({
  method: 'POST',
  path: '/api/user/SaveGrade',
  rule: { ...WRITE, owns: { ...SELF, assessment_grade_id: 'assessmentGrade' } },
  query: SaveGradeQuery,
  reply: OkReply,
});

/** The user's grades per skill across the project's assessments, oldest assessment first. */
export const GetProgress = endpoint({
  method: 'GET',
  path: '/api/user/GetProgress',
  rule: { ...READ, owns: { ...SELF, project_id: 'project' } },
  query: ProjectQuery,
  reply: Progress,
});
