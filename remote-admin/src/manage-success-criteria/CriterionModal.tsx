/**
 * SPEC §2 the success criterion Add New / Edit modal: the description and its order. A blank
 * description saves nothing; a new criterion's order starts as the highest existing order
 * plus one (SPEC §5); an order that is not a whole number is ignored, so a new criterion
 * goes after the others and an edited one keeps its place.
 */
import { useState } from 'react';
import {
  call,
  FormModal,
  TextField,
  useSubmit,
  useTranslation,
  type SuccessCriterion,
} from '@skillfolio/shared';
import { CRITERION_TEXT_MAX } from '@skillfolio/shared/wire';
import { Projects } from '@skillfolio/shared/contract';

export interface CriterionModalProps {
  /** null adds a criterion (SPEC §4: id 0 is add mode). */
  criterion: SuccessCriterion | null;
  projectId: number;
  /** SPEC §5: a new criterion's order, the highest of the project's plus one. */
  nextOrder: number;
  /** `saved`: the table reloads. */
  onClose: (saved: boolean) => void;
}

export function CriterionModal({ criterion, projectId, nextOrder, onClose }: CriterionModalProps) {
  const [description, setDescription] = useState(criterion?.success_criteria_text ?? '');
  const [order, setOrder] = useState(String(criterion ? criterion.ordering_index : nextOrder));
  const { t } = useTranslation(['manage-success-criteria', 'wire']);
  const saving = useSubmit(t('criterionModal.notSaved'));

  async function save(): Promise<void> {
    if (description.trim() === '') {
      saving.setProblem(t('wire:PROJECT_REFUSAL.descriptionRequired'));
      return;
    }
    const reply = await saving.submit(() =>
      call(Projects.SaveCriterion, {
        criteria_id: criterion?.success_criteria_id ?? 0,
        description: description.trim(),
        ordering_index: order.trim(),
        school_project_id: projectId,
      }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title={criterion ? t('criterionModal.editTitle') : t('criterionModal.addTitle')}
      width={600}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
    >
      <TextField
        label={t('criterionModal.description')}
        rows={3}
        value={description}
        onChange={(value) => {
          setDescription(value);
          saving.setProblem(null);
        }}
        maxLength={CRITERION_TEXT_MAX}
        autoFocus
      />
      <TextField
        label={t('criterionModal.order')}
        description={t('criterionModal.orderHint')}
        value={order}
        onChange={setOrder}
        inputMode="numeric"
        maxLength={11}
      />
    </FormModal>
  );
}
