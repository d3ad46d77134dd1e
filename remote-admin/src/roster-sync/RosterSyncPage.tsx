/**
 * /admin/rosterSync: the school admin brings pupils, staff and classes from the school's MIS.
 * They upload the OneRoster zip the MIS exported, see what it would change (nothing does
 * yet), and apply it whole or not at all, with progress while new logins are made; the new
 * logins then print. The school's reading of grades as year groups is set here too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyRoster,
  Button,
  call,
  ConfirmDialog,
  FileField,
  LoadProblem,
  Page,
  refusalOf,
  Spinner,
  Stylesheet,
  useFormat,
  useLoad,
  useSession,
  useTranslation,
  type ImportedLogin,
  type RosterCounts,
  type RosterPreview,
  type ScreenProps,
} from '@skillfolio/shared';
import { Roster } from '@skillfolio/shared/contract';
import { DEFAULT_MAX_UPLOAD_MB } from '@skillfolio/shared/wire';
import importCss from '../manage-users/import/import.css';
import { LoginsSheet } from '../manage-users/import/LoginsSheet';
import { GradeYearsForm } from './GradeYearsForm';
import { LastSync } from './LastSync';
import { PreviewDetails } from './PreviewDetails';
import { PullSettings } from './PullSettings';
import { ApplyButton, applySummary } from './PreviewSummary';
import rosterCss from './rosterSync.css';
import { useRosterUpload } from './useRosterUpload';

const ZIP_TYPES = ['.zip'];
const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

type Applying =
  | { stage: 'idle' }
  | { stage: 'confirm' }
  | { stage: 'running'; hashed: number; total: number }
  | { stage: 'done'; counts: RosterCounts; logins: ImportedLogin[] };

export function RosterSyncPage({ screen }: ScreenProps) {
  const { t } = useTranslation('roster-sync');
  const f = useFormat();
  const state = useLoad(useCallback(() => call(Roster.GetRosterSync), []));
  const pull = useLoad(useCallback(() => call(Roster.GetRosterPull), []));
  const schoolUsername = useSession((s) => s.currentSchool?.school_username ?? '');
  const [file, setFile] = useState<File | null>(null);
  const upload = useRosterUpload();
  const [applying, setApplying] = useState<Applying>({ stage: 'idle' });
  const [applyProblem, setApplyProblem] = useState<string | null>(null);
  const preview = upload.preview;
  // A new field once a roster is applied: the applied file is no longer the one chosen.
  const [fieldKey, setFieldKey] = useState(0);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The outcome is where the admin's attention goes (and a screen reader's).
    if (applying.stage === 'done') doneHeading.current?.focus();
  }, [applying.stage]);
  useEffect(() => {
    if (preview !== null) previewHeading.current?.focus();
  }, [preview]);

  async function apply(checked: RosterPreview): Promise<void> {
    setApplyProblem(null);
    setApplying({
      stage: 'running',
      hashed: 0,
      total: checked.counts.addPupils + checked.counts.addStaff,
    });
    try {
      const outcome = await applyRoster(checked.syncId, (hashed, total) =>
        setApplying({ stage: 'running', hashed, total }),
      );
      if (!outcome.applied) {
        setApplyProblem(outcome.error);
        setApplying({ stage: 'idle' });
        return;
      }
      upload.clear();
      setFile(null);
      setFieldKey((key) => key + 1);
      setApplying({ stage: 'done', counts: outcome.counts, logins: outcome.logins });
      state.reload();
    } catch (error) {
      setApplyProblem((await refusalOf(error)) ?? t('notApplied'));
      setApplying({ stage: 'idle' });
    }
  }

  return (
    <Page title={screen.title} wide>
      <Stylesheet name="skillfolio-admin-import" css={importCss} />
      <Stylesheet name="skillfolio-admin-roster" css={rosterCss} />
      <p>{t('intro')}</p>
      <section className="sf-card sf-roster__upload" aria-labelledby="sf-roster-upload">
        <h2 id="sf-roster-upload">{t('upload.heading')}</h2>
        <FileField
          key={fieldKey}
          label={t('upload.file')}
          acceptedTypes={ZIP_TYPES}
          maxBytes={MAX_BYTES}
          onChange={(chosen) => {
            setFile(chosen);
            upload.clear();
            setApplyProblem(null);
          }}
          isDisabled={upload.busy || applying.stage === 'running'}
        />
        <div className="sf-toolbar">
          <Button
            isDisabled={file === null || upload.busy || applying.stage === 'running'}
            onPress={() => {
              if (file !== null) void upload.check(file);
            }}
          >
            {upload.busy ? t('upload.checking') : t('upload.check')}
          </Button>
        </div>
        {upload.busy && (
          <div>
            <label htmlFor="sf-roster-upload-progress">{upload.progressText}</label>
            <progress
              id="sf-roster-upload-progress"
              className="sf-import-progress"
              max={1}
              value={upload.fraction}
            />
          </div>
        )}
        {upload.problem !== null && (
          <p className="sf-field__error" role="alert">
            {upload.problem}
          </p>
        )}
      </section>

      {preview !== null && (
        <section className="sf-card sf-roster__preview" aria-labelledby="sf-roster-preview">
          <h2 id="sf-roster-preview" ref={previewHeading} tabIndex={-1}>
            {t('preview.heading')}
          </h2>
          <PreviewDetails preview={preview} />
          {applyProblem !== null && (
            <p className="sf-field__error" role="alert">
              {applyProblem}
            </p>
          )}
          {applying.stage === 'running' ? (
            <div>
              <label htmlFor="sf-roster-apply-progress">
                {t('preview.applying', {
                  hashed: f.number(applying.hashed),
                  total: f.number(applying.total),
                })}
              </label>
              <progress
                id="sf-roster-apply-progress"
                className="sf-import-progress"
                max={Math.max(applying.total, 1)}
                value={applying.hashed}
              />
            </div>
          ) : (
            preview.canApply && (
              <ApplyButton preview={preview} onPress={() => setApplying({ stage: 'confirm' })} />
            )
          )}
          <ConfirmDialog
            isOpen={applying.stage === 'confirm'}
            message={t('preview.confirm', { summary: applySummary(preview.counts, t, f) })}
            confirmLabel={t('preview.confirmLabel')}
            onConfirm={() => void apply(preview)}
            onCancel={() => setApplying({ stage: 'idle' })}
          />
        </section>
      )}

      {applying.stage === 'done' && (
        <section className="sf-card sf-roster__done" aria-labelledby="sf-roster-done">
          <h2 id="sf-roster-done" ref={doneHeading} tabIndex={-1}>
            {t('done.heading')}
          </h2>
          <p role="status">{applySummary(applying.counts, t, f)}</p>
          {applying.logins.length > 0 && (
            <LoginsSheet
              logins={applying.logins}
              schoolUsername={schoolUsername}
              summary={t('done.accountsMade', {
                count: applying.logins.length,
                n: f.number(applying.logins.length),
              })}
            />
          )}
        </section>
      )}

      {/* The school's state, its pull and its grades arrive together, below what is on screen
          from the start, so nothing already shown moves when they come. */}
      {state.data !== undefined && pull.data !== undefined ? (
        <>
          <LastSync state={state.data} />
          <PullSettings
            settings={pull.data}
            onSaved={(saved) => pull.mutate(() => saved)}
            onPreview={(pulled) => {
              setApplyProblem(null);
              setApplying({ stage: 'idle' });
              upload.show(pulled);
              pull.reload();
            }}
          />

          <GradeYearsForm saved={state.data.gradeYears} onSaved={state.reload} />
        </>
      ) : state.status === 'failed' || pull.status === 'failed' ? (
        <LoadProblem
          what={t('what')}
          onRetry={() => {
            state.reload();
            pull.reload();
          }}
        />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Page>
  );
}
