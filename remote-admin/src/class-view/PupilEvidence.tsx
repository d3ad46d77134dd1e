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
  type ClassPupil,
  type Evidence,
} from '@skillfolio/shared';
import { EVIDENCE_TEXTS } from '@skillfolio/shared/wire';
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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => setOpen(true)}
        aria-label={`${EVIDENCE_TEXTS.pupilEvidence} of ${nameOf(pupil)}`}
      >
        {EVIDENCE_TEXTS.pupilEvidence}
      </Button>
      {open && (
        <PupilEvidenceModal pupil={pupil} projectId={projectId} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function Attachment({ evidence }: { evidence: Evidence }) {
  if (evidence.file) {
    return (
      <p>
        File:{' '}
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
        Link:{' '}
        <a href={evidence.link_url} target="_blank" rel="noopener noreferrer nofollow">
          {evidence.link_url}
        </a>
      </p>
    );
  }
  if (evidence.note) return <p>Note: {evidence.note.note_title}</p>;
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
  const name = nameOf(pupil);
  const evidence = useLoad(
    useCallback(
      () =>
        call(MyEvidence.PupilEvidence, { user_id: pupil.user_id, school_project_id: projectId }),
      [pupil.user_id, projectId],
    ),
  );
  const marking = useSubmit('The mark was not saved. Please try again.');

  async function mark(piece: Evidence, seen: boolean): Promise<void> {
    const done = await marking.submit(async () => {
      await call(MyEvidence.MarkEvidenceSeen, { evidence_id: piece.evidence_id, seen });
      return true;
    });
    if (done) evidence.reload();
  }

  return (
    <Modal
      title={`${EVIDENCE_TEXTS.pupilEvidence}: ${name}`}
      isOpen
      width={800}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      {evidence.status === 'loading' && <Spinner label={`Loading ${name}'s evidence`} />}
      {evidence.status === 'failed' && (
        <LoadProblem what={`${name}'s evidence`} onRetry={evidence.reload} />
      )}
      {marking.problem && (
        <p className="sf-alert" role="alert">
          {marking.problem}
        </p>
      )}
      {evidence.status === 'loaded' && evidence.data && (
        <>
          {evidence.data.length === 0 && <p>{EVIDENCE_TEXTS.noEvidence}</p>}
          <ul className="sf-pupil-evidence" aria-label={`${name}'s evidence`}>
            {evidence.data.map((piece) => {
              const met = piece.checkedEvidence.filter((c) => c.isChecked);
              return (
                <li key={piece.evidence_id} className="sf-pupil-evidence__item">
                  <p>
                    <strong>{piece.evidence_text}</strong>
                  </p>
                  <Attachment evidence={piece} />
                  {met.length > 0 && (
                    <ul aria-label="Success criteria met">
                      {met.map((c) => (
                        <li key={c.success_criteria_id}>{c.text}</li>
                      ))}
                    </ul>
                  )}
                  <p className="sf-muted">
                    {piece.seen
                      ? EVIDENCE_TEXTS.seen(piece.seen.by, piece.seen.on)
                      : EVIDENCE_TEXTS.notSeen}
                  </p>
                  <Button
                    variant={piece.seen ? 'secondary' : 'primary'}
                    isDisabled={marking.busy}
                    aria-label={`${piece.seen ? EVIDENCE_TEXTS.unmarkSeen : EVIDENCE_TEXTS.markSeen}: ${piece.evidence_text}`}
                    onPress={() => void mark(piece, piece.seen === null)}
                  >
                    {piece.seen ? EVIDENCE_TEXTS.unmarkSeen : EVIDENCE_TEXTS.markSeen}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="sf-modal__actions">
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
