/**
 * The school admin's projects and their success criteria (SPEC §7 "Admin"), all in the
 * session's current school, which a global admin switches.
 */
import { Type } from 'typebox';
import {
  DeleteCriterionRequest,
  OkReply,
  ProjectAudiencesReply,
  SaveCriterionRequest,
  SaveProjectAudiencesReply,
  SaveProjectAudiencesRequest,
  SaveProjectRequest,
  SuccessCriterion,
} from '../wire';
import { endpoint } from './endpoint';

const ADMIN = { access: 'schoolAdmin' } as const;

/** project_id 0 adds a project to the current school; above 0 renames one of its projects. */
export const SaveProject = endpoint({
  method: 'POST',
  path: '/api/admin/SaveProject',
  rule: { ...ADMIN, inSchool: true, owns: { project_id: { kind: 'schoolProject', zero: 'new' } } },
  body: SaveProjectRequest,
  reply: OkReply,
});

/** Every criterion of the current school, each project's in order; the screen filters. */
export const ListSuccessCriteria = endpoint({
  method: 'GET',
  path: '/api/admin/listsuccesscriteria',
  rule: { ...ADMIN, inSchool: true },
  reply: Type.Array(SuccessCriterion),
});

/** criteria_id 0 adds a criterion; an order that is not a whole number is ignored. */
export const SaveCriterion = endpoint({
  method: 'POST',
  path: '/api/admin/saveCriteria',
  rule: {
    ...ADMIN,
    owns: {
      criteria_id: { kind: 'successCriterion', zero: 'new' },
      school_project_id: 'schoolProject',
    },
  },
  body: SaveCriterionRequest,
  reply: OkReply,
});

export const DeleteCriterion = endpoint({
  method: 'POST',
  path: '/api/admin/DeleteCriteria',
  rule: {
    ...ADMIN,
    owns: { criteria_id: 'successCriterion', school_project_id: 'schoolProject' },
  },
  body: DeleteCriterionRequest,
  reply: OkReply,
});

/**
 * Who takes each project of the current school (its classes and year groups, each with the
 * pupils it holds now), and the open classes and year groups that may be added.
 */
export const ProjectAudiences = endpoint({
  method: 'GET',
  path: '/api/admin/ProjectAudiences',
  rule: { ...ADMIN, inSchool: true },
  reply: ProjectAudiencesReply,
});

/**
 * Replaces a project's audiences, and adds every current pupil of each to the project, in one
 * transaction. Nobody is taken off the project, whatever audience goes.
 */
export const SaveProjectAudiences = endpoint({
  method: 'POST',
  path: '/api/admin/SaveProjectAudiences',
  rule: {
    ...ADMIN,
    inSchool: true,
    owns: { school_project_id: 'schoolProject', class_ids: 'schoolClass' },
  },
  body: SaveProjectAudiencesRequest,
  reply: SaveProjectAudiencesReply,
});
