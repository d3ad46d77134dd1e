/**
 * The pupil's grades per skill across their assessments, drawn as plain SVG: one small chart
 * per skill (eight lines on one chart would hide each other). No chart library: a chart this
 * simple needs only a polyline and a few labels, and a library would add tens of KB to the
 * page. It is loaded on its own (React.lazy) when the dashboard opens, so nothing else pays.
 * The figures are in the table beside it too, which is what screen readers read.
 */
import { useTranslation, type Progress, type ProgressSkill } from '@skillfolio/shared';

const WIDTH = 240;
const HEIGHT = 120;
const PAD = { left: 26, right: 12, top: 12, bottom: 22 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

function x(index: number, count: number): number {
  return PAD.left + (count <= 1 ? PLOT_W / 2 : (index / (count - 1)) * PLOT_W);
}

function y(grade: number): number {
  return PAD.top + PLOT_H - (grade / 10) * PLOT_H;
}

/** Consecutive rated points joined; an unrated assessment breaks the line. */
function segments(grades: (number | null)[]): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  grades.forEach((grade, index) => {
    if (grade === null) {
      if (run.length) runs.push(run.join(' '));
      run = [];
      return;
    }
    run.push(`${x(index, grades.length)},${y(grade)}`);
  });
  if (run.length) runs.push(run.join(' '));
  return runs.filter((points) => points.includes(' '));
}

function SkillChart({ skill, count }: { skill: ProgressSkill; count: number }) {
  return (
    <svg
      className="sf-chart__svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      {[0, 5, 10].map((grade) => (
        <g key={grade}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(grade)}
            y2={y(grade)}
            className="sf-chart__grid"
          />
          <text x={PAD.left - 6} y={y(grade) + 4} textAnchor="end" className="sf-chart__axis">
            {grade}
          </text>
        </g>
      ))}
      {skill.grades.map((_, index) => (
        <text
          key={index}
          x={x(index, count)}
          y={HEIGHT - 6}
          textAnchor="middle"
          className="sf-chart__axis"
        >
          {index + 1}
        </text>
      ))}
      {segments(skill.grades).map((points) => (
        <polyline key={points} points={points} className="sf-chart__line" />
      ))}
      {skill.grades.map((grade, index) =>
        grade === null ? null : (
          <circle
            key={index}
            cx={x(index, count)}
            cy={y(grade)}
            r={4}
            className="sf-chart__point"
          />
        ),
      )}
    </svg>
  );
}

export default function ProgressChart({ progress }: { progress: Progress }) {
  const { t } = useTranslation('dashboard');
  const count = progress.assessments.length;
  return (
    <figure className="sf-chart" aria-labelledby="sf-chart-caption">
      <figcaption id="sf-chart-caption" className="sf-chart__caption">
        {t('chart.caption')}
      </figcaption>
      <ol className="sf-chart__key">
        {progress.assessments.map((assessment) => (
          <li key={assessment.assessment_id}>{assessment.assessment_name}</li>
        ))}
      </ol>
      <div className="sf-chart__grid-of-skills">
        {progress.skills.map((skill) => (
          <div key={skill.skill_id} className="sf-chart__skill">
            <p className="sf-chart__skill-name">{skill.skill_descriptor}</p>
            <SkillChart skill={skill} count={count} />
          </div>
        ))}
      </div>
    </figure>
  );
}
