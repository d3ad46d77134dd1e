/** A framework as nested lists of headings and skills, each with the actions given for it. */
import type { ReactNode } from 'react';
import { useTranslation, type AdminSkill } from '@skillfolio/shared';
import type { SkillChildren } from './skillTree';

export interface SkillTreeProps {
  label: string;
  children: SkillChildren;
  /** The buttons beside a skill; none for a read-only framework. */
  actions?: (skill: AdminSkill, siblings: readonly AdminSkill[], index: number) => ReactNode;
}

export function SkillTree({ label, children, actions }: SkillTreeProps) {
  const { t } = useTranslation('admin-kit');
  const branch = (parent: number | null): ReactNode => {
    const siblings = children.get(parent) ?? [];
    if (siblings.length === 0) return null;
    return (
      <ul aria-label={parent === null ? label : undefined}>
        {siblings.map((skill, index) => (
          <li key={skill.skill_id}>
            <span className="sf-skill">
              <span>{skill.skill_descriptor}</span>
              {skill.retired && <em> {t('skills.tree.retired')}</em>}{' '}
              {actions?.(skill, siblings, index)}
            </span>
            {branch(skill.skill_id)}
          </li>
        ))}
      </ul>
    );
  };
  return <>{branch(null)}</>;
}
