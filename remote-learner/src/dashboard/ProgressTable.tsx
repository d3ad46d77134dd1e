/** The chart's figures as a table: the form a screen reader reads (and anyone can check). */
import { useTranslation, type Progress } from '@skillfolio/shared';

export function ProgressTable({ progress }: { progress: Progress }) {
  const { t } = useTranslation('dashboard');
  return (
    <table className="sf-table sf-progress-table">
      <caption>{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.skill')}</th>
          {progress.assessments.map((assessment) => (
            <th key={assessment.assessment_id} scope="col">
              {assessment.assessment_name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {progress.skills.map((skill) => (
          <tr key={skill.skill_id}>
            <th scope="row">
              {skill.parent_descriptor ? (
                <span className="sf-muted">{skill.parent_descriptor}: </span>
              ) : null}
              {skill.skill_descriptor}
            </th>
            {progress.assessments.map((assessment, index) => {
              const grade = skill.grades[index] ?? null;
              return (
                <td key={assessment.assessment_id} data-label={assessment.assessment_name}>
                  {grade === null ? <span className="sf-muted">{t('table.notRated')}</span> : grade}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
