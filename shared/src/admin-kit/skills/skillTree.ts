/** The flat skill list as a tree: each parent's children in skill order (null: the top). */
import type { AdminSkill } from '@skillfolio/shared';

export type SkillChildren = ReadonlyMap<number | null, readonly AdminSkill[]>;

export function childrenOf(skills: readonly AdminSkill[]): SkillChildren {
  const ids = new Set(skills.map((s) => s.skill_id));
  const sorted = [...skills].sort((a, b) => a.ordering - b.ordering || a.skill_id - b.skill_id);
  const children = new Map<number | null, AdminSkill[]>();
  for (const skill of sorted) {
    // A parent outside this list (a global heading) shows the skill at the top.
    const parent =
      skill.parent_skill_id !== null && ids.has(skill.parent_skill_id)
        ? skill.parent_skill_id
        : null;
    children.set(parent, [...(children.get(parent) ?? []), skill]);
  }
  return children;
}

/** The skill and everything beneath it: never a place to move it to. */
export function selfAndDescendants(children: SkillChildren, skillId: number): Set<number> {
  const found = new Set<number>([skillId]);
  const walk = (id: number): void => {
    for (const child of children.get(id) ?? []) {
      found.add(child.skill_id);
      walk(child.skill_id);
    }
  };
  walk(skillId);
  return found;
}

/** Retired, or used, or a heading with retired skills: retiring keeps it; otherwise it goes. */
export function retireKeeps(children: SkillChildren, skill: AdminSkill): boolean {
  return skill.used || (children.get(skill.skill_id) ?? []).length > 0;
}
