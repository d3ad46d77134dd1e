/**
 * A pupil's evidence in the project, for their teacher: the button on the pupil's row of the
 * class view and the modal it opens, where each piece (its text, file, link or note, and the
 * success criteria it meets) can be marked Seen, or the mark taken back. The pupil then
 * sees who marked it and when. Kept apart from the grid so the grid stays about grades.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  endpointUrl,
  LoadProblem,
  Modal,
  Spinner,
  useLoad,
  useSubmit,
  useTranslation,
  type ClassPupil,
  type Evidence,
} from '@skillfolio/shared';
import { MyEvidence } from '@skillfolio/shared/contract';

function nameOf(pupil: ClassPupil): string {
  return `${pupil.first_name} ${pupil.last_name}`.trim();
}

export function PupilEvidenceButton({
  pupil,
  projectId,
}: {
  pupil: ClassPupil;
  projectId: number;
}) {
  const { t } = useTranslation(['class-view', 'wire']);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => setOpen(true)}
        aria-label={t('evidence.buttonLabel', { pupil: nameOf(pupil) })}
      >
        {t('wire:EVIDENCE_TEXTS.pupilEvidence')}
      </Button>
      {open && (
        <PupilEvidenceModal pupil={pupil} projectId={projectId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function Attachment({ evidence }: { evidence: Evidence }) {
  const { t } = useTranslation('class-view');
  if (evidence.file) {
    return (
      <p>
        {t('evidence.file')}{' '}
        <a
          href={endpointUrl(MyEvidence.PupilEvidenceFile, { file_id: evidence.file.file_id })}
          download
        >
          {evidence.file.file_name}
        </a>
      </p>
    );
  }
  if (evidence.link_url) {
    return (
      <p>
        {t('evidence.link')}{' '}
        <a href={evidence.link_url} target="_blank" rel="noopener noreferrer nofollow">
          {evidence.link_url}
        </a>
      </p>
    );
  }
  if (evidence.note) return <p>{t('evidence.note', { title: evidence.note.note_title })}</p>;
  return null;
}

function PupilEvidenceModal({
  pupil,
  projectId,
  onClose,
}: {
  pupil: ClassPupil;
  projectId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['class-view', 'wire']);
  const name = nameOf(pupil);
  const evidence = useLoad(
    useCallback(
      () =>
        call(MyEvidence.PupilEvidence, { user_id: pupil.user_id, school_project_id: projectId }),
      [pupil.user_id, projectId],
    ),
  );
  const marking = useSubmit(t('evidence.markNotSaved'));

  async function mark(piece: Evidence, seen: boolean): Promise<void> {
    const done = await marking.submit(async () => {
      await call(MyEvidence.MarkEvidenceSeen, { evidence_id: piece.evidence_id, seen });
      return true;
    });
    if (done) evidence.reload();
  }

  return (
    <Modal
      title={t('evidence.title', { pupil: name })}
      isOpen
      width={800}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {evidence.status === 'loading' && <Spinner label={t('evidence.loading', { pupil: name })} />}
      {evidence.status === 'failed' && (
        <LoadProblem what={t('evidence.what', { pupil: name })} onRetry={evidence.reload} />
      )}
      {marking.problem && (
        <p className="sf-alert" role="alert">
          {marking.problem}
        </p>
      )}
      {evidence.status === 'loaded' && evidence.data && (
        <>
          {evidence.data.length === 0 && <p>{t('wire:EVIDENCE_TEXTS.noEvidence')}</p>}
          <ul className="sf-pupil-evidence" aria-label={t('evidence.what', { pupil: name })}>
            {evidence.data.map((piece) => {
              const met = piece.checkedEvidence.filter((c) => c.isChecked);
              const markLabel = piece.seen
                ? t('wire:EVIDENCE_TEXTS.unmarkSeen')
                : t('wire:EVIDENCE_TEXTS.markSeen');
              return (
                <li key={piece.evidence_id} className="sf-pupil-evidence__item">
                  <p>
                    <strong>{piece.evidence_text}</strong>
                  </p>
                  <Attachment evidence={piece} />
                  {met.length > 0 && (
                    <ul aria-label={t('evidence.criteriaMet')}>
                      {met.map((c) => (
                        <li key={c.success_criteria_id}>{c.text}</li>
                      ))}
                    </ul>
                  )}
                  <p className="sf-muted">
                    {piece.seen
                      ? t('wire:EVIDENCE_TEXTS.seen', { by: piece.seen.by, on: piece.seen.on })
                      : t('wire:EVIDENCE_TEXTS.notSeen')}
                  </p>
                  <Button
                    variant={piece.seen ? 'secondary' : 'primary'}
                    isDisabled={marking.busy}
                    aria-label={`${markLabel}: ${piece.evidence_text}`}
                    onPress={() => void mark(piece, piece.seen === null)}
                  >
                    {markLabel}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="sf-modal__actions">
        <Button variant="secondary" onPress={onClose}>
          {t('close')}
        </Button>
      </div>
    </Modal>
  );
}
