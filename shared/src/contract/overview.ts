/**
 * The School Overview (the leaders' view) and its inspection pack: the figures of the
 * session's current school, for its school admins and the staff they choose ('leader'). The
 * SEND and disadvantaged filters are a school admin's only: the handler refuses them to anyone
 * else, as it refuses a class or project of another school.
 */
import {
  InspectionPackQuery,
  OkReply,
  OverviewFilters,
  OverviewPupils,
  OverviewPupilsQuery,
  OverviewStaff,
  SaveOverviewStaffRequest,
  SchoolOverview,
} from '../wire';
import { endpoint } from './endpoint';

const LEADER = { access: 'leader', inSchool: true } as const;
const FILTER_IDS = {
  school_project_id: { kind: 'schoolProject', zero: 'none' },
  class_id: { kind: 'schoolClass', zero: 'none' },
} as const;

/** The figures of one project for a group of pupils. */
export const GetOverview = endpoint({
  method: 'GET',
  path: '/api/leaders/Overview',
  rule: { ...LEADER, owns: FILTER_IDS },
  query: OverviewFilters,
  reply: SchoolOverview,
});

/** The pupils behind a gap flag, or those who have not assessed in a round, by name. */
export const GetOverviewPupils = endpoint({
  method: 'GET',
  path: '/api/leaders/OverviewPupils',
  rule: {
    ...LEADER,
    owns: { ...FILTER_IDS, school_project_id: 'schoolProject' },
    unchecked: {
      round_id: "a round of the project: the query finds nothing in any other project's",
      skill_id: "a skill graded in the project's assessments (a school's or a global one)",
    },
  },
  query: OverviewPupilsQuery,
  reply: OverviewPupils,
});

/** The inspection pack (PDF or CSV) for a date range; each one made is audited. */
export const InspectionPack = endpoint({
  method: 'GET',
  path: '/api/leaders/InspectionPack',
  rule: LEADER,
  query: InspectionPackQuery,
  reply: 'file',
});

const ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/** The school's staff and whether each sees the School Overview. */
export const GetOverviewStaff = endpoint({
  method: 'GET',
  path: '/api/schooladmin/OverviewStaff',
  rule: ADMIN,
  reply: OverviewStaff,
});

/** Lets a member of staff see the School Overview, or stops them; audited. */
export const SaveOverviewStaff = endpoint({
  method: 'POST',
  path: '/api/schooladmin/SaveOverviewStaff',
  rule: { ...ADMIN, owns: { user_id: 'schoolUser' } },
  body: SaveOverviewStaffRequest,
  reply: OkReply,
});
