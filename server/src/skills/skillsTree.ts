/**
 * The arithmetic of a school's skills tree for Manage Skills: the order of siblings, cycle
 * checks and renumbering. `ordering` is one running number across the whole tree in
 * depth-first order, because new assessments list leaves by it whatever their heading.
 */

export interface TreeNode {
  skill_id: number;
  parent_skill_id: number | null;
  ordering: number;
}

export interface Placement {
  skill_id: number;
  parent_skill_id: number | null;
  ordering: number;
}

/** The children of each parent (null: the top level), each list in its current order. */
export function childrenByParent(nodes: readonly TreeNode[]): Map<number | null, number[]> {
  const ids = new Set(nodes.map((n) => n.skill_id));
  const sorted = [...nodes].sort((a, b) => a.ordering - b.ordering || a.skill_id - b.skill_id);
  const children = new Map<number | null, number[]>();
  for (const node of sorted) {
    // A parent outside the school's tree (a global heading) places the skill at the top level.
    const parent =
      node.parent_skill_id !== null && ids.has(node.parent_skill_id) ? node.parent_skill_id : null;
    const list = children.get(parent) ?? [];
    list.push(node.skill_id);
    children.set(parent, list);
  }
  return children;
}

/** Whether `candidate` is `skillId` itself or lies anywhere beneath it. */
export function isSelfOrDescendant(
  nodes: readonly TreeNode[],
  skillId: number,
  candidate: number,
): boolean {
  const parentOf = new Map(nodes.map((n) => [n.skill_id, n.parent_skill_id]));
  const seen = new Set<number>();
  let current: number | null | undefined = candidate;
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === skillId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/** Swaps the skill with its neighbour; false when it is already first (up) or last (down). */
export function swapWithSibling(
  children: Map<number | null, number[]>,
  skillId: number,
  direction: 'up' | 'down',
): boolean {
  for (const list of children.values()) {
    const index = list.indexOf(skillId);
    if (index === -1) continue;
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= list.length) return false;
    const neighbour = list[other];
    if (neighbour === undefined) return false;
    list[other] = skillId;
    list[index] = neighbour;
    return true;
  }
  return false;
}

/** Takes the skill from its siblings and puts it last under the new parent. */
export function moveUnder(
  children: Map<number | null, number[]>,
  skillId: number,
  parentId: number | null,
): void {
  for (const list of children.values()) {
    const index = list.indexOf(skillId);
    if (index !== -1) list.splice(index, 1);
  }
  const list = children.get(parentId) ?? [];
  list.push(skillId);
  children.set(parentId, list);
}

/** Every skill's parent and running number, depth first from the top level. */
export function placements(children: Map<number | null, number[]>): Placement[] {
  const result: Placement[] = [];
  const visit = (parent: number | null): void => {
    for (const id of children.get(parent) ?? []) {
      result.push({ skill_id: id, parent_skill_id: parent, ordering: result.length + 1 });
      visit(id);
    }
  };
  visit(null);
  return result;
}
