/**
 * The teachers' class view (SPEC §7 /api/staff/*): the projects and rounds a staff member may
 * look at, the grid of a round, one pupil's assessment, and the teacher's rating of a grade.
 * Access 'staff' (is_Staff, or an admin); which pupils, projects and grades is declared per id.
 */
import { Type } from 'typebox';
import {
  ClassChoice,
  ClassProject,
  ClassProjectQuery,
  ClassRound,
  ClassViewQuery,
  ClassViewReply,
  OkReply,
  PupilAssessmentQuery,
  PupilAssessmentReply,
  SaveTeacherRatingRequest,
} from '../wire';
import { endpoint } from './endpoint';

/**
 * The projects whose pupils the staff member may see (all of the school for an admin); a
 * session with no current school sees none rather than being refused.
 */
export const ClassProjects = endpoint({
  method: 'GET',
  path: '/api/staff/ClassProjects',
  rule: { access: 'staff' },
  reply: Type.Array(ClassProject),
});

/**
 * The classes the class view may be narrowed to: the open classes of the current school the
 * staff member teaches (all of them, for a school admin), by year group then title. A session
 * with no current school has none.
 */
export const ClassList = endpoint({
  method: 'GET',
  path: '/api/staff/ClassList',
  rule: { access: 'staff' },
  reply: Type.Array(ClassChoice),
});

/** The rounds (assessment names) of a project, oldest first. */
export const ClassRounds = endpoint({
  method: 'GET',
  path: '/api/staff/ClassRounds',
  rule: { access: 'staff', inSchool: true, owns: { school_project_id: 'classProject' } },
  query: ClassProjectQuery,
  reply: Type.Array(ClassRound),
});

/** A round's grid of the project's pupils, or of those of one class (`class_id`). */
export const ClassView = endpoint({
  method: 'GET',
  path: '/api/staff/ClassView',
  rule: {
    access: 'staff',
    inSchool: true,
    owns: { school_project_id: 'classProject', class_id: 'classOfCaller' },
  },
  query: ClassViewQuery,
  reply: ClassViewReply,
});

export const PupilAssessment = endpoint({
  method: 'GET',
  path: '/api/staff/PupilAssessment',
  rule: { access: 'staff', owns: { user_id: 'classPupil', assessment_id: 'classAssessment' } },
  query: PupilAssessmentQuery,
  reply: PupilAssessmentReply,
});

/** Saves the teacher's rating beside the pupil's grade; the pupil's own grade is untouched. */
export const SaveTeacherRating = endpoint({
  method: 'POST',
  path: '/api/staff/SaveTeacherRating',
  rule: { access: 'staff', owns: { assessment_grade_id: 'classGrade' } },
  body: SaveTeacherRatingRequest,
  reply: OkReply,
});
