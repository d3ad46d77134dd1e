/** SPEC §2: "Add New Assessment" with the prompt "Enter a name for the assessment", Save and Cancel. */
import { useState, type FormEvent } from 'react';
import { Button, call, Modal, TextField, useSubmit, type Assessment } from '@skillfolio/shared';
import { SelfAssessment } from '@skillfolio/shared/contract';

export interface AddAssessmentModalProps {
  isOpen: boolean;
  projectId: number;
  onClose: () => void;
  onAdded: (assessment: Assessment) => void;
}

export function AddAssessmentModal({
  isOpen,
  projectId,
  onClose,
  onAdded,
}: AddAssessmentModalProps) {
  const [name, setName] = useState('');
  const { busy, problem, setProblem, submit } = useSubmit(
    'The assessment was not saved. Please try again.',
  );

  function close(): void {
    setName('');
    setProblem(null);
    onClose();
  }

  async function save(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    const newName = name.trim();
    // SPEC §5: a blank name (after trimming) saves nothing.
    if (!newName || busy) {
      setProblem(newName ? null : 'Please enter a name.');
      return;
    }
    const assessment = await submit(() =>
      call(SelfAssessment.SaveAssessmentName, { newName, project_id: projectId }),
    );
    if (!assessment) return;
    setName('');
    onAdded(assessment);
  }

  return (
    <Modal
      title="Add New Assessment"
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      width={400}
    >
      <form onSubmit={(event) => void save(event)}>
        <TextField
          label="Enter a name for the assessment"
          value={name}
          onChange={setName}
          autoFocus
          maxLength={100}
        />
        {problem && (
          <p className="sf-alert" role="alert">
            {problem}
          </p>
        )}
        <div className="sf-modal__actions">
          <Button type="submit" isDisabled={busy}>
            Save
          </Button>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
