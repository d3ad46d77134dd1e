/**
 * /profile: the future-ready profile. The pupil (or their parent) chooses the name shown,
 * the sections, skills and up to five notes, sees the preview, and downloads the PDF the
 * server makes from the same data. Under it, the profiles made so far: their links, their
 * credentials, and (for the pupil) withdrawing one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  call,
  getProfilePdf,
  LoadProblem,
  Page,
  ProjectPicker,
  Spinner,
  saveFile,
  TextField,
  useLoad,
  useProjectSelection,
  useSession,
  useSubmit,
  useTranslation,
} from '@skillfolio/shared';
import { Profile } from '@skillfolio/shared/contract';
import { SHOWN_NAME_MAX } from '@skillfolio/shared/wire';
import { ProfileChoicesForm } from './ProfileChoicesForm';
import { ProfilePreview } from './ProfilePreview';
import { ProfileRecords, type RecordsViewer } from './ProfileRecords';
import { chosenSkills, defaultChoices, pdfQuery, type ProfileChoices } from './profileChoices';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.currentUser);
  const userId = user?.user_id ?? 0;
  const viewer: RecordsViewer = user?.read_only
    ? 'parent'
    : user?.is_Staff || user?.is_schoolAdmin || user?.is_Admin
      ? 'staff'
      : 'pupil';
  const project = useProjectSelection();
  const projectId = project.projectId;
  const profile = useLoad(
    useCallback(
      () =>
        userId && projectId
          ? call(Profile.GetProfile, { user_id: userId, project_id: projectId })
          : null,
      [userId, projectId],
    ),
  );
  const content = profile.data;
  const [choices, setChoices] = useState<ProfileChoices | null>(null);
  const choicesFor = useRef<number>(0);
  // A new project starts with all its skills chosen; the notes chosen stay.
  useEffect(() => {
    if (content === undefined || choicesFor.current === content.project_id) return;
    choicesFor.current = content.project_id;
    setChoices((before) => ({
      ...defaultChoices(content),
      ...(before ? { noteIds: before.noteIds } : {}),
    }));
  }, [content]);

  const download = useSubmit(t('page.downloadFailed'));
  const [made, setMade] = useState<string | null>(null);
  // The name on the profile: the pupil's own until they change it (kept across projects).
  const [shownName, setShownName] = useState<string | null>(null);
  const nameOnProfile = shownName ?? content?.pupil_name ?? '';
  // Read again after each PDF, which the server records.
  const [recordsVersion, setRecordsVersion] = useState(0);
  const noProjects =
    project.projects.status === 'loaded' && (project.projects.data ?? []).length === 0;
  const projectName =
    content?.projects.find((p) => p.project_id === content.project_id)?.project_name ?? '';
  const skills = content && choices ? chosenSkills(content, choices) : [];
  const notes =
    content && choices
      ? choices.noteIds.flatMap((id) => content.notes.filter((n) => n.notes_id === id))
      : [];

  const makePdf = async () => {
    if (!content || !choices) return;
    setMade(null);
    if (skills.length === 0) {
      download.setProblem(t('page.chooseSkill'));
      return;
    }
    const name = nameOnProfile.trim();
    const query = { ...pdfQuery(userId, content, choices), ...(name ? { shown_name: name } : {}) };
    const pdf = await download.submit(() => getProfilePdf(query), { toast: null });
    if (pdf) {
      saveFile(pdf.blob, pdf.fileName);
      setMade(t('page.downloading', { fileName: pdf.fileName }));
      setRecordsVersion((n) => n + 1);
    }
  };

  return (
    <Page title={t('page.title')}>
      <p className="sf-profile__intro">{t('page.intro')}</p>
      {project.projects.status === 'failed' && (
        <LoadProblem what={t('page.loadProjects')} onRetry={project.projects.reload} />
      )}
      {project.projects.status === 'loading' && <Spinner label={t('page.loadingProjects')} />}
      {noProjects && <p>{t('page.noProjects')}</p>}
      {projectId > 0 && (
        <div className="sf-toolbar">
          <ProjectPicker selection={project} />
        </div>
      )}
      {profile.status === 'failed' && (
        <LoadProblem what={t('page.loadProfile')} onRetry={profile.reload} />
      )}
      {profile.status === 'loading' && projectId > 0 && (
        <Spinner label={t('page.loadingProfile')} />
      )}
      {content && choices && (
        <div className="sf-profile">
          <section aria-labelledby="sf-profile-choose" className="sf-profile__panel">
            <h2 id="sf-profile-choose">{t('page.whatGoesIn')}</h2>
            <TextField
              label={t('page.shownName')}
              description={t('page.shownNameHint', { max: SHOWN_NAME_MAX })}
              value={nameOnProfile}
              onChange={setShownName}
              maxLength={SHOWN_NAME_MAX}
            />
            <ProfileChoicesForm
              content={content}
              choices={choices}
              onChange={(next) => {
                setChoices(next);
                // What stopped the last download may no longer hold.
                download.setProblem(null);
              }}
            />
            <div className="sf-profile__actions">
              <Button onPress={() => void makePdf()} isDisabled={download.busy}>
                {t('page.download')}
              </Button>
              {download.busy && <Spinner label={t('page.making')} />}
            </div>
            {download.problem && (
              <p role="alert" className="sf-field__error">
                {download.problem}
              </p>
            )}
            <p role="status" className="sf-profile__made">
              {made}
            </p>
          </section>
          <section aria-labelledby="sf-profile-preview" className="sf-profile__panel">
            <h2 id="sf-profile-preview">{t('page.preview')}</h2>
            <ProfilePreview
              content={{ ...content, pupil_name: nameOnProfile.trim() || content.pupil_name }}
              projectName={projectName}
              skills={skills}
              notes={notes}
              grades={choices.grades}
              chart={choices.chart}
              evidence={choices.evidence}
            />
          </section>
        </div>
      )}
      {/* Below the profile once it is in, so nothing moves under the reader's eyes. */}
      {content && choices && userId > 0 && (
        <ProfileRecords userId={userId} viewer={viewer} version={recordsVersion} />
      )}
    </Page>
  );
}
