/** The profile as the PDF will hold it, drawn as a page section so it reads on screen too. */
import {
  useTranslation,
  type ProfileContent,
  type ProfileNote,
  type ProfileSkill,
  type TFunction,
} from '@skillfolio/shared';

export interface ProfilePreviewProps {
  content: ProfileContent;
  projectName: string;
  skills: readonly ProfileSkill[];
  notes: readonly ProfileNote[];
  grades: boolean;
  chart: boolean;
  evidence: boolean;
}

function gradeLine(t: TFunction, skill: ProfileSkill): string {
  if (skill.latest === null) return t('sheet.notGradedYet');
  return t('sheet.grade', { grade: skill.latest.grade, round: skill.latest.assessment_name });
}

export function ProfilePreview(props: ProfilePreviewProps) {
  const { t } = useTranslation(['profile', 'wire']);
  const { content, skills, notes } = props;
  const met = content.evidence.map((item) => ({
    ...item,
    met: item.checkedEvidence.filter((c) => c.isChecked),
  }));
  return (
    <div className="sf-profile__sheet">
      <p className="sf-profile__kicker">{t('sheet.kicker')}</p>
      <p className="sf-profile__name">{content.pupil_name}</p>
      {content.school_name !== null && <p className="sf-profile__meta">{content.school_name}</p>}
      <p className="sf-profile__meta">{t('sheet.project', { project: props.projectName })}</p>
      <p className="sf-profile__meta">{t('sheet.madeOn', { date: content.made_on })}</p>

      {props.grades && (
        <section aria-labelledby="sf-preview-grades">
          <h3 id="sf-preview-grades">{t('wire:PROFILE_SECTION_TITLES.grades')}</h3>
          {skills.length === 0 && <p>{t('sheet.noSkillsChosen')}</p>}
          {skills.map((skill) => (
            <div key={skill.skill_id} className="sf-profile__skill">
              <h4>{skill.skill_descriptor}</h4>
              <p className="sf-profile__grade">{gradeLine(t, skill)}</p>
              {skill.latest !== null && skill.latest.teacher_grade !== null && (
                <p className="sf-profile__meta">
                  {t('wire:profileTeacherRatingLine', { grade: skill.latest.teacher_grade })}
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
          <h3 id="sf-preview-chart">{t('wire:PROFILE_SECTION_TITLES.chart')}</h3>
          {content.rounds.length === 0 || skills.length === 0 ? (
            <p>{t('sheet.noRounds')}</p>
          ) : (
            <table className="sf-profile__table">
              <caption>{t('sheet.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sheet.skill')}</th>
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
                        {grade === null ? t('sheet.notGraded') : grade}
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
          <h3 id="sf-preview-evidence">{t('wire:PROFILE_SECTION_TITLES.evidence')}</h3>
          {met.length === 0 && <p>{t('sheet.noEvidence')}</p>}
          {met.map((item) => (
            <div key={item.evidence_id} className="sf-profile__evidence">
              <p className="sf-profile__evidence-text">{item.evidence_text}</p>
              {item.met.length === 0 ? (
                <p>{t('sheet.noCriteriaMet')}</p>
              ) : (
                <ul>
                  {item.met.map((criterion) => (
                    <li key={criterion.text}>{t('sheet.meets', { criterion: criterion.text })}</li>
                  ))}
                </ul>
              )}
              {item.link_url !== null && <p>{t('sheet.link', { url: item.link_url })}</p>}
              {item.file !== null && <p>{t('sheet.file', { name: item.file.file_name })}</p>}
              {item.note !== null && <p>{t('sheet.note', { title: item.note.note_title })}</p>}
              {item.seen !== null && (
                <p className="sf-profile__meta">
                  {t('wire:EVIDENCE_TEXTS.seen', { by: item.seen.by, on: item.seen.on })}
                </p>
              )}
            </div>
          ))}
        </section>
      )}

      {notes.length > 0 && (
        <section aria-labelledby="sf-preview-notes">
          <h3 id="sf-preview-notes">{t('wire:PROFILE_SECTION_TITLES.notes')}</h3>
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
