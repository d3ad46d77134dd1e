/**
 * Adding or editing one piece of the pupil's evidence: what it shows, at most one of a file,
 * a link or one of their notes, and the project's success criteria it meets. A new file is
 * uploaded when Save is pressed (the same limits and type checks as a resource's upload,
 * made by the server), then saved with the evidence.
 */
import { useCallback, useId, useState } from 'react';
import {
  call,
  FormModal,
  Select,
  TextField,
  uploadEvidenceFile,
  UploadRefusal,
  useLoad,
  useSession,
  useSubmit,
  useTranslation,
  type Evidence,
  type ProjectCriterion,
} from '@skillfolio/shared';
import { EVIDENCE_LINK_MAX, EVIDENCE_TEXT_MAX } from '@skillfolio/shared/wire';
import { MyEvidence, Notes } from '@skillfolio/shared/contract';

type Kind = 'none' | 'file' | 'link' | 'note';

/** Each choice with its label's key in the wire texts. */
const KINDS = [
  { kind: 'none', label: 'nothing' },
  { kind: 'file', label: 'file' },
  { kind: 'link', label: 'link' },
  { kind: 'note', label: 'note' },
] as const satisfies ReadonlyArray<{ kind: Kind; label: string }>;

function kindOf(evidence: Evidence | null): Kind {
  if (evidence?.file) return 'file';
  if (evidence?.link_url) return 'link';
  if (evidence?.note) return 'note';
  return 'none';
}

export interface EvidenceModalProps {
  projectId: number;
  /** The project's success criteria, in order. */
  criteria: readonly ProjectCriterion[];
  /** null adds a new piece. */
  evidence: Evidence | null;
  /** `saved`: something was saved, so the table reloads. */
  onClose: (saved: boolean) => void;
}

export function EvidenceModal({ projectId, criteria, evidence, onClose }: EvidenceModalProps) {
  const { t } = useTranslation(['project-evidence', 'wire']);
  const id = useId();
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const notes = useLoad(
    useCallback(() => (userId ? call(Notes.GetMyNotes, { user_id: userId }) : null), [userId]),
  );
  const [text, setText] = useState(evidence?.evidence_text ?? '');
  const [kind, setKind] = useState<Kind>(kindOf(evidence));
  const [link, setLink] = useState(evidence?.link_url ?? '');
  const [noteId, setNoteId] = useState(evidence?.note?.note_id ?? 0);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<number>>(
    new Set(
      (evidence?.checkedEvidence ?? [])
        .filter((c) => c.isChecked)
        .map((c) => c.success_criteria_id),
    ),
  );
  const saving = useSubmit(t('modal.saveFailed'));

  async function fileIdToSave(): Promise<number> {
    if (kind !== 'file') return 0;
    if (file === null) return evidence?.file?.file_id ?? 0;
    const stored = await uploadEvidenceFile(file, () => undefined);
    return stored.file_id;
  }

  async function save(): Promise<void> {
    if (text.trim() === '') {
      saving.setProblem(t('wire:EVIDENCE_REFUSAL.textRequired'));
      return;
    }
    if (kind === 'file' && file === null && !evidence?.file) {
      saving.setProblem(t('modal.noFile'));
      return;
    }
    const done = await saving.submit(async () => {
      let fileId: number;
      try {
        fileId = await fileIdToSave();
      } catch (error) {
        // The server's reason (too large, a program): shown as the form's problem.
        if (error instanceof UploadRefusal) return error.message;
        throw error;
      }
      const body = {
        school_project_id: projectId,
        evidence_text: text,
        success_criteria_ids: [...checked],
        link_url: kind === 'link' ? link : '',
        note_id: kind === 'note' ? noteId : 0,
        file_id: fileId,
      };
      if (evidence === null) await call(MyEvidence.AddEvidence, body);
      else await call(MyEvidence.SaveEvidence, { ...body, evidence_id: evidence.evidence_id });
      return true;
    });
    if (typeof done === 'string') saving.setProblem(done);
    else if (done) onClose(true);
  }

  return (
    <FormModal
      title={evidence === null ? t('wire:EVIDENCE_TEXTS.add') : t('modal.editTitle')}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
      noValidate
    >
      <TextField
        label={t('wire:EVIDENCE_TEXTS.text')}
        rows={4}
        value={text}
        onChange={setText}
        maxLength={EVIDENCE_TEXT_MAX}
        isRequired
      />
      <fieldset className="sf-field sf-choices">
        <legend className="sf-field__label">{t('wire:EVIDENCE_TEXTS.attach')}</legend>
        {KINDS.map((option) => (
          <div key={option.kind} className="sf-choices__item">
            <input
              id={`${id}-kind-${option.kind}`}
              type="radio"
              name={`${id}-kind`}
              checked={kind === option.kind}
              onChange={() => setKind(option.kind)}
            />
            <label htmlFor={`${id}-kind-${option.kind}`}>
              {t(`wire:EVIDENCE_TEXTS.${option.label}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {kind === 'file' && (
        <div className="sf-field">
          <label className="sf-field__label" htmlFor={`${id}-file`}>
            {t('wire:EVIDENCE_TEXTS.chooseFile')}
          </label>
          {evidence?.file && file === null && (
            <p className="sf-muted">{t('modal.now', { name: evidence.file.file_name })}</p>
          )}
          <input
            id={`${id}-file`}
            type="file"
            className="sf-field__input"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
      )}
      {kind === 'link' && (
        <TextField
          label={t('wire:EVIDENCE_TEXTS.linkAddress')}
          type="url"
          value={link}
          onChange={setLink}
          maxLength={EVIDENCE_LINK_MAX}
          description={t('modal.linkHint')}
        />
      )}
      {kind === 'note' && (
        <Select
          label={t('wire:EVIDENCE_TEXTS.chooseNote')}
          placeholder={t('modal.chooseNote')}
          options={(notes.data ?? []).map((note) => ({
            id: note.notes_id,
            name: note.notes_title.trim() || t('modal.untitledNote'),
          }))}
          selectedId={noteId}
          onChange={setNoteId}
        />
      )}
      <fieldset className="sf-field sf-choices">
        <legend className="sf-field__label">{t('wire:EVIDENCE_TEXTS.criteria')}</legend>
        {criteria.length === 0 && <p className="sf-muted">{t('modal.noCriteria')}</p>}
        {criteria.map((criterion) => {
          const inputId = `${id}-criterion-${criterion.success_criteria_id}`;
          return (
            <div key={criterion.success_criteria_id} className="sf-choices__item">
              <input
                id={inputId}
                type="checkbox"
                checked={checked.has(criterion.success_criteria_id)}
                onChange={(event) => {
                  const next = new Set(checked);
                  if (event.target.checked) next.add(criterion.success_criteria_id);
                  else next.delete(criterion.success_criteria_id);
                  setChecked(next);
                }}
              />
              <label htmlFor={inputId}>{criterion.text}</label>
            </div>
          );
        })}
      </fieldset>
    </FormModal>
  );
}
