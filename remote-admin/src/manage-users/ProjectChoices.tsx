/** The user's projects as a group of checkboxes, one per project of the school. */
import { useId } from 'react';
import { useTranslation, type SchoolProject } from '@skillfolio/shared';

export interface ProjectChoicesProps {
  projects: SchoolProject[];
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
}

export function ProjectChoices({ projects, chosen, onChange }: ProjectChoicesProps) {
  const { t } = useTranslation('manage-users');
  const id = useId();
  return (
    <fieldset className="sf-field sf-choices">
      <legend className="sf-field__label">{t('projectChoices.legend')}</legend>
      {projects.length === 0 && <p>{t('projectChoices.none')}</p>}
      {projects.map((project) => {
        const inputId = `${id}-${project.school_project_id}`;
        return (
          <div key={project.school_project_id} className="sf-choices__item">
            <input
              id={inputId}
              type="checkbox"
              checked={chosen.has(project.school_project_id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(project.school_project_id);
                else next.delete(project.school_project_id);
                onChange(next);
              }}
            />
            <label htmlFor={inputId}>{project.project_name}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
