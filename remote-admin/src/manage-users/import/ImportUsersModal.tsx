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
  useSession,
  useSubmit,
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
  const checking = useSubmit('The file could not be checked. Please try again.');
  const saving = useSubmit('The users were not saved. Please try again.');

  async function choose(file: File | null): Promise<void> {
    setStage({ name: 'choose' });
    checking.setProblem(null);
    saving.setProblem(null);
    if (file === null) return;
    const parsed = parseUsersCsv(await file.text());
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
      useSession.getState().showToast('Saved');
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
      title="Import users"
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
          <p>
            A CSV file with a header row: username, first name, last name, email, projects,
            password. Separate several projects with a semicolon. Leave a password blank and
            Skillfolio makes one.
          </p>
          <FileField
            label="CSV file of users"
            acceptedTypes={['.csv', 'text/csv']}
            maxBytes={MAX_FILE_BYTES}
            onChange={(file) => void choose(file)}
            isDisabled={checking.busy || stage.name === 'saving'}
          />
        </>
      )}
      {checking.busy && <p role="status">Checking the file…</p>}
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
            Saving: {stage.hashed} of {stage.rows.length} users ready
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
            Save
          </Button>
        )}
        <Button
          variant="secondary"
          onPress={() => onClose(saved)}
          isDisabled={stage.name === 'saving'}
        >
          Close
        </Button>
      </div>
    </Modal>
  );
}
