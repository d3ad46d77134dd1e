/** On-screen words of a school leaving (exported, then deleted): shared by server and screen. */
export const SCHOOL_EXIT_TEXT = {
  confirmMismatch: 'The school username typed does not match this school. Nothing was deleted.',
  currentSchool: 'You cannot delete the school you are working in. Change to another school first.',
  ownSchool: 'You cannot delete the school your own account belongs to.',
  noSuchSchool: 'That school does not exist.',
} as const;
