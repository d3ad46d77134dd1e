/**
 * Assessment rounds: a school's staff open a round for a project, rename or re-date it, and
 * close it (under /api/staff/); a pupil sees the rounds of their project and starts their
 * assessment in the open one (under /api/user/). Staff reach only the projects the class view
 * lets them see (a teacher their own projects, an admin every project of the current school).
 */
import {
  AssessmentRound,
  Assessment,
  CloseRoundRequest,
  LearnerRoundsReply,
  OkReply,
  OpenRoundRequest,
  ProjectQuery,
  RoundsQuery,
  SaveRoundRequest,
  StartRoundAssessmentRequest,
} from '../wire';
import { Type } from 'typebox';
import { endpoint } from './endpoint';

const STAFF = { access: 'staff', inSchool: true } as const;

/** The project's rounds, oldest first, each with how many pupils assessed in it. */
export const ListRounds = endpoint({
  method: 'GET',
  path: '/api/staff/ListRounds',
  rule: { ...STAFF, owns: { school_project_id: 'classProject' } },
  query: RoundsQuery,
  reply: Type.Array(AssessmentRound),
});

/** Refused while the project has an open round, or has a round of the same name. */
export const OpenRound = endpoint({
  method: 'POST',
  path: '/api/staff/OpenRound',
  rule: { ...STAFF, owns: { school_project_id: 'classProject' } },
  body: OpenRoundRequest,
  reply: AssessmentRound,
});

/** Renames or re-dates a round; its assessments take the new name. */
export const SaveRound = endpoint({
  method: 'POST',
  path: '/api/staff/SaveRound',
  rule: { ...STAFF, owns: { round_id: 'classRound' } },
  body: SaveRoundRequest,
  reply: OkReply,
});

/** Closes a round for good: its assessments stay, read-only. */
export const CloseRound = endpoint({
  method: 'POST',
  path: '/api/staff/CloseRound',
  rule: { ...STAFF, owns: { round_id: 'classRound' } },
  body: CloseRoundRequest,
  reply: OkReply,
});

/** The rounds of one of the learner's projects, with their assessment in each. */
export const GetRoundsForProject = endpoint({
  method: 'GET',
  path: '/api/user/GetRoundsForProject',
  rule: {
    access: 'user',
    allowReadOnly: true,
    ownDataOnly: true,
    owns: { user_id: 'self', project_id: 'project' },
  },
  query: ProjectQuery,
  reply: LearnerRoundsReply,
});

/**
 * The learner's assessment in the project's open round: made (with a blank grade per skill)
 * the first time, the same one every time after.
 */
export const StartRoundAssessment = endpoint({
  method: 'POST',
  path: '/api/user/StartRoundAssessment',
  rule: { access: 'user', ownDataOnly: true, owns: { user_id: 'self', project_id: 'project' } },
  body: StartRoundAssessmentRequest,
  reply: Assessment,
});
