/** SPEC §2: "Add New Assessment" with the prompt "Enter a name for the assessment", Save and Cancel. */
import { useState, type FormEvent } from 'react';
import {
  Button,
  Modal,
  refusalOf,
  saveAssessmentName,
  TextField,
  useSession,
  type Assessment,
} from '@skillfolio/shared';

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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    setBusy(true);
    setProblem(null);
    try {
      const assessment = await saveAssessmentName({ newName, project_id: projectId });
      useSession.getState().showToast('Saved');
      setName('');
      onAdded(assessment);
    } catch (error) {
      setProblem((await refusalOf(error)) ?? 'The assessment was not saved. Please try again.');
    } finally {
      setBusy(false);
    }
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
