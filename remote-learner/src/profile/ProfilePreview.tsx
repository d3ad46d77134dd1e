/** The profile as the PDF will hold it, drawn as a page section so it reads on screen too. */
import { type ProfileContent, type ProfileNote, type ProfileSkill } from '@skillfolio/shared';
import {
  EVIDENCE_TEXTS,
  PROFILE_SECTION_TITLES,
  profileTeacherRatingLine,
} from '@skillfolio/shared/wire';

export interface ProfilePreviewProps {
  content: ProfileContent;
  projectName: string;
  skills: readonly ProfileSkill[];
  notes: readonly ProfileNote[];
  grades: boolean;
  chart: boolean;
  evidence: boolean;
}

function gradeLine(skill: ProfileSkill): string {
  if (skill.latest === null) return 'Not graded yet';
  return `Grade ${skill.latest.grade} out of 10 · ${skill.latest.assessment_name}`;
}

export function ProfilePreview(props: ProfilePreviewProps) {
  const { content, skills, notes } = props;
  const met = content.evidence.map((item) => ({
    ...item,
    met: item.checkedEvidence.filter((c) => c.isChecked),
  }));
  return (
    <div className="sf-profile__sheet">
      <p className="sf-profile__kicker">Skills profile</p>
      <p className="sf-profile__name">{content.pupil_name}</p>
      {content.school_name !== null && <p className="sf-profile__meta">{content.school_name}</p>}
      <p className="sf-profile__meta">Project: {props.projectName}</p>
      <p className="sf-profile__meta">Made on {content.made_on}</p>

      {props.grades && (
        <section aria-labelledby="sf-preview-grades">
          <h3 id="sf-preview-grades">{PROFILE_SECTION_TITLES.grades}</h3>
          {skills.length === 0 && <p>No skills chosen.</p>}
          {skills.map((skill) => (
            <div key={skill.skill_id} className="sf-profile__skill">
              <h4>{skill.skill_descriptor}</h4>
              <p className="sf-profile__grade">{gradeLine(skill)}</p>
              {skill.latest !== null && skill.latest.teacher_grade !== null && (
                <p className="sf-profile__meta">
                  {profileTeacherRatingLine(skill.latest.teacher_grade)}
                </p>
              )}
              {skill.latest !== null && skill.latest.statement !== '' && (
                <p className="sf-profile__statement">{skill.latest.statement}</p>
              )}
            </div>
          ))}
        </section>
      )}

      {props.chart && (
        <section aria-labelledby="sf-preview-chart">
          <h3 id="sf-preview-chart">{PROFILE_SECTION_TITLES.chart}</h3>
          {content.rounds.length === 0 || skills.length === 0 ? (
            <p>No rounds graded yet.</p>
          ) : (
            <table className="sf-profile__table">
              <caption>Grades out of 10 in each round (the PDF draws them as a bar chart)</caption>
              <thead>
                <tr>
                  <th scope="col">Skill</th>
                  {content.rounds.map((round) => (
                    <th scope="col" key={round.assessment_id}>
                      {round.assessment_name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {skills.map((skill) => (
                  <tr key={skill.skill_id}>
                    <th scope="row">{skill.skill_descriptor}</th>
                    {skill.grades.map((grade, i) => (
                      <td key={content.rounds[i]?.assessment_id ?? i}>
                        {grade === null ? 'not graded' : grade}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}

      {props.evidence && (
        <section aria-labelledby="sf-preview-evidence">
          <h3 id="sf-preview-evidence">{PROFILE_SECTION_TITLES.evidence}</h3>
          {met.length === 0 && <p>No evidence recorded in this project yet.</p>}
          {met.map((item) => (
            <div key={item.evidence_id} className="sf-profile__evidence">
              <p className="sf-profile__evidence-text">{item.evidence_text}</p>
              {item.met.length === 0 ? (
                <p>No success criteria met yet</p>
              ) : (
                <ul>
                  {item.met.map((criterion) => (
                    <li key={criterion.text}>Meets: {criterion.text}</li>
                  ))}
                </ul>
              )}
              {item.link_url !== null && <p>Link: {item.link_url}</p>}
              {item.file !== null && <p>File: {item.file.file_name}</p>}
              {item.note !== null && <p>Note: {item.note.note_title}</p>}
              {item.seen !== null && (
                <p className="sf-profile__meta">
                  {EVIDENCE_TEXTS.seen(item.seen.by, item.seen.on)}
                </p>
              )}
            </div>
          ))}
        </section>
      )}

      {notes.length > 0 && (
        <section aria-labelledby="sf-preview-notes">
          <h3 id="sf-preview-notes">{PROFILE_SECTION_TITLES.notes}</h3>
          {notes.map((note) => (
            <div key={note.notes_id} className="sf-profile__note">
              <h4>{note.notes_title}</h4>
              <p className="sf-profile__meta">{note.start_date_local_string}</p>
              <p className="sf-profile__note-text">{note.note_plain}</p>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
