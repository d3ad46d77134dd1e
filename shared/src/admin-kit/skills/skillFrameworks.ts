/**
 * The two skills frameworks the editor edits, each with its words (keys of the 'admin-kit'
 * catalogue, which the editor translates) and its API calls: a
 * school's (Manage Skills, the session's current school) and the global one every school
 * uses (Manage Global Skills, the global admin's).
 */
import {
  call,
  type AdminSkill,
  type MoveSkillRequest,
  type OkReply,
  type ReorderSkillRequest,
  type RetireSkillReply,
  type RetireSkillRequest,
  type SaveSkillReply,
  type SaveSkillRequest,
} from '@skillfolio/shared';
import { Skills } from '@skillfolio/shared/contract';

/** What the editor shows: the framework it edits, and another it shows read-only beside it. */
export interface LoadedFramework {
  edited: AdminSkill[];
  alongside: AdminSkill[];
}

export interface SkillFramework {
  /** The page's heading (a key in 'admin-kit', as every text here). */
  title: string;
  /** Names the edited tree (its heading and its list's label). */
  treeLabel: string;
  /** A line on whom the framework reaches, under the heading; null for none. */
  intro: string | null;
  /** "We could not load …" */
  loadWhat: string;
  /** The read-only framework shown below, if any: its heading, a line on why, and its empty text. */
  alongside: { label: string; note: string; empty: string } | null;
  load: () => Promise<LoadedFramework>;
  save: (request: SaveSkillRequest) => Promise<SaveSkillReply>;
  move: (request: MoveSkillRequest) => Promise<OkReply>;
  reorder: (request: ReorderSkillRequest) => Promise<OkReply>;
  retire: (request: RetireSkillRequest) => Promise<RetireSkillReply>;
}

/** The editor's four calls, made through one framework's endpoints. */
function editsThrough(
  edits: typeof Skills.SCHOOL_EDITS | typeof Skills.GLOBAL_EDITS,
): Pick<SkillFramework, 'save' | 'move' | 'reorder' | 'retire'> {
  return {
    save: (request) => call(edits.save, request),
    move: (request) => call(edits.move, request),
    reorder: (request) => call(edits.reorder, request),
    retire: (request) => call(edits.retire, request),
  };
}

/** /admin/manageSkills: the current school's framework, beside the global one it uses. */
export const SCHOOL_FRAMEWORK: SkillFramework = {
  title: 'skills.school.title',
  treeLabel: 'skills.school.treeLabel',
  intro: null,
  loadWhat: 'skills.school.loadWhat',
  alongside: {
    label: 'skills.school.alongsideLabel',
    note: 'skills.school.alongsideNote',
    empty: 'skills.school.alongsideEmpty',
  },
  load: async () => {
    const reply = await call(Skills.ListSkills);
    return { edited: reply.schoolSkills, alongside: reply.globalSkills };
  },
  ...editsThrough(Skills.SCHOOL_EDITS),
};

/** /globaladmin/manageSkills: the global framework every school uses and starts with. */
export const GLOBAL_FRAMEWORK: SkillFramework = {
  title: 'skills.global.title',
  treeLabel: 'skills.global.treeLabel',
  intro: 'skills.global.intro',
  loadWhat: 'skills.global.loadWhat',
  alongside: null,
  load: async () => ({ edited: (await call(Skills.ListGlobalSkills)).globalSkills, alongside: [] }),
  ...editsThrough(Skills.GLOBAL_EDITS),
};
