/**
 * "Import users": choose a CSV, see every row judged by the server (nothing saved), then
 * save all rows or none with a progress bar while the passwords are hashed, and finally the
 * logins to print, with the passwords Skillfolio made shown this once.
 */
import { useState } from 'react';
import {
  Button,
  call,
  FileField,
  Modal,
  saveImportUsers,
  Stylesheet,
  useFormat,
  useSession,
  useSubmit,
  useTranslation,
  type ImportedLogin,
  type ImportUserRow,
  type ImportUsersCheck,
} from '@skillfolio/shared';
import { Users } from '@skillfolio/shared/contract';
import { ImportPreview } from './ImportPreview';
import importCss from './import.css';
import { LoginsSheet } from './LoginsSheet';
import { parseUsersCsv } from './parseUsersCsv';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

type Stage =
  | { name: 'choose' }
  | { name: 'preview'; rows: ImportUserRow[]; check: ImportUsersCheck }
  | { name: 'saving'; rows: ImportUserRow[]; check: ImportUsersCheck; hashed: number }
  | { name: 'saved'; logins: ImportedLogin[] };

export interface ImportUsersModalProps {
  /** saved: users were added, so the list should reload. */
  onClose: (saved: boolean) => void;
}

export function ImportUsersModal({ onClose }: ImportUsersModalProps) {
  const schoolUsername = useSession((s) => s.currentSchool?.school_username ?? '');
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const { t } = useTranslation('manage-users');
  const f = useFormat();
  const checking = useSubmit(t('importUsers.notChecked'));
  const saving = useSubmit(t('importUsers.notSaved'));

  async function choose(file: File | null): Promise<void> {
    setStage({ name: 'choose' });
    checking.setProblem(null);
    saving.setProblem(null);
    if (file === null) return;
    const parsed = parseUsersCsv(await file.text(), t);
    if ('problem' in parsed) {
      checking.setProblem(parsed.problem);
      return;
    }
    const check = await checking.submit(
      () => call(Users.ImportUsers, { dryRun: true, rows: parsed.rows }),
      { toast: null },
    );
    if (check !== undefined) setStage({ name: 'preview', rows: parsed.rows, check });
  }

  async function save(rows: ImportUserRow[], check: ImportUsersCheck): Promise<void> {
    setStage({ name: 'saving', rows, check, hashed: 0 });
    const outcome = await saving.submit(
      () => saveImportUsers(rows, (hashed) => setStage({ name: 'saving', rows, check, hashed })),
      { toast: null },
    );
    if (outcome === undefined) {
      setStage({ name: 'preview', rows, check });
    } else if ('logins' in outcome) {
      useSession.getState().showToast(t('importUsers.saved'));
      setStage({ name: 'saved', logins: outcome.logins });
    } else if ('error' in outcome) {
      saving.setProblem(outcome.error);
      setStage({ name: 'preview', rows, check });
    } else {
      // The school changed since the dry run: show the rows as judged now.
      setStage({ name: 'preview', rows, check: outcome });
    }
  }

  const saved = stage.name === 'saved';
  const problem = checking.problem ?? saving.problem;
  return (
    <Modal
      title={t('importUsers.title')}
      isOpen
      width={800}
      // A save in progress cannot be walked away from by Escape or a stray click.
      isDismissable={stage.name !== 'saving'}
      onOpenChange={(open) => {
        if (!open) onClose(saved);
      }}
    >
      <Stylesheet name="skillfolio-admin-import" css={importCss} />
      {stage.name !== 'saved' && (
        <>
          <p>{t('importUsers.intro')}</p>
          <FileField
            label={t('importUsers.fileLabel')}
            acceptedTypes={['.csv', 'text/csv']}
            maxBytes={MAX_FILE_BYTES}
            onChange={(file) => void choose(file)}
            isDisabled={checking.busy || stage.name === 'saving'}
          />
        </>
      )}
      {checking.busy && <p role="status">{t('importUsers.checking')}</p>}
      {problem !== null && (
        <p className="sf-field__error" role="alert">
          {problem}
        </p>
      )}
      {(stage.name === 'preview' || stage.name === 'saving') && (
        <ImportPreview rows={stage.rows} check={stage.check} />
      )}
      {stage.name === 'saving' && (
        <div>
          <label htmlFor="sf-import-progress">
            {t('importUsers.progress', {
              count: stage.rows.length,
              hashed: f.number(stage.hashed),
              number: f.number(stage.rows.length),
            })}
          </label>
          <progress
            id="sf-import-progress"
            className="sf-import-progress"
            max={stage.rows.length}
            value={stage.hashed}
          />
        </div>
      )}
      {stage.name === 'saved' && (
        <LoginsSheet logins={stage.logins} schoolUsername={schoolUsername} />
      )}
      <div className="sf-modal__actions">
        {stage.name === 'preview' && (
          <Button
            onPress={() => void save(stage.rows, stage.check)}
            isDisabled={stage.check.rows.some((row) => row.problems.length > 0)}
          >
            {t('importUsers.save')}
          </Button>
        )}
        <Button
          variant="secondary"
          onPress={() => onClose(saved)}
          isDisabled={stage.name === 'saving'}
        >
          {t('importUsers.close')}
        </Button>
      </div>
    </Modal>
  );
}
