/** A step-up's evidence, one click from the grid. */
import { Button, Modal, SafeHtml, type StepUpEvidence } from '@skillfolio/shared';

const KIND: Record<StepUpEvidence['kind'], string> = {
  note: 'Note',
  step: 'Completed next step',
  evidence: 'Project evidence',
};

interface StepUpModalProps {
  shown: { pupil: string; skill: string; evidence: StepUpEvidence | null } | null;
  onClose: () => void;
}

export function StepUpModal({ shown, onClose }: StepUpModalProps) {
  return (
    <Modal
      title={shown ? `Step-up: ${shown.pupil}, ${shown.skill}` : 'Step-up'}
      isOpen={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {shown?.evidence ? (
        <>
          <h3>
            {KIND[shown.evidence.kind]}: {shown.evidence.title}
          </h3>
          <SafeHtml html={shown.evidence.html} />
        </>
      ) : (
        <p>The pupil has not linked anything that shows this step-up yet.</p>
      )}
      <div className="sf-modal__actions">
        <Button onPress={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
