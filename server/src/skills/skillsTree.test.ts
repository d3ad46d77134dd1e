/** The tree arithmetic behind Manage Skills, on small hand-made trees. */
import {
  childrenByParent,
  isSelfOrDescendant,
  moveUnder,
  placements,
  swapWithSibling,
  type TreeNode,
} from './skillsTree';

// 1 Communication (2 Listening, 3 Speaking), 4 Teamwork (5 Collaboration)
const TREE: TreeNode[] = [
  { skill_id: 5, parent_skill_id: 4, ordering: 5 },
  { skill_id: 1, parent_skill_id: null, ordering: 1 },
  { skill_id: 3, parent_skill_id: 1, ordering: 3 },
  { skill_id: 2, parent_skill_id: 1, ordering: 2 },
  { skill_id: 4, parent_skill_id: null, ordering: 4 },
];

test('finds a skill beneath a heading, and stops on a loop in bad data', () => {
  expect(isSelfOrDescendant(TREE, 1, 3)).toBe(true);
  expect(isSelfOrDescendant(TREE, 1, 1)).toBe(true);
  expect(isSelfOrDescendant(TREE, 1, 5)).toBe(false);
  const loop: TreeNode[] = [
    { skill_id: 7, parent_skill_id: 8, ordering: 1 },
    { skill_id: 8, parent_skill_id: 7, ordering: 2 },
  ];
  expect(isSelfOrDescendant(loop, 1, 7)).toBe(false);
});

test('swaps with a sibling only within the list, and renumbers depth first', () => {
  const children = childrenByParent(TREE);
  expect(swapWithSibling(children, 2, 'up')).toBe(false);
  expect(swapWithSibling(children, 3, 'down')).toBe(false);
  expect(swapWithSibling(children, 3, 'up')).toBe(true);
  expect(placements(children).map((p) => p.skill_id)).toEqual([1, 3, 2, 4, 5]);
  expect(placements(children).map((p) => p.ordering)).toEqual([1, 2, 3, 4, 5]);
});

test('a moved skill goes last under its new parent, with its own skills after it', () => {
  const children = childrenByParent(TREE);
  moveUnder(children, 1, 4);
  expect(placements(children)).toEqual([
    { skill_id: 4, parent_skill_id: null, ordering: 1 },
    { skill_id: 5, parent_skill_id: 4, ordering: 2 },
    { skill_id: 1, parent_skill_id: 4, ordering: 3 },
    { skill_id: 2, parent_skill_id: 1, ordering: 4 },
    { skill_id: 3, parent_skill_id: 1, ordering: 5 },
  ]);
});
