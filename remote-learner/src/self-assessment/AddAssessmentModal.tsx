/** SPEC §2: "Add New Assessment" with the prompt "Enter a name for the assessment", Save and Cancel. */
import { useState, type FormEvent } from 'react';
import {
  Button,
  call,
  Modal,
  TextField,
  useSubmit,
  useTranslation,
  type Assessment,
} from '@skillfolio/shared';
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
  const { t } = useTranslation('self-assessment');
  const [name, setName] = useState('');
  const { busy, problem, setProblem, submit } = useSubmit(t('addModal.notSaved'));

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
      setProblem(newName ? null : t('addModal.nameRequired'));
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
      title={t('addModal.title')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      width={400}
    >
      <form onSubmit={(event) => void save(event)}>
        <TextField
          label={t('addModal.nameLabel')}
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
            {t('save')}
          </Button>
          <Button variant="secondary" onPress={close}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
