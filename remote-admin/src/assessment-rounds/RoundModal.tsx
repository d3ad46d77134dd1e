/** Open Round / Edit Round: a round's name and dates, Save and Cancel. */
import { useState } from 'react';
import {
  call,
  FormModal,
  TextField,
  useSubmit,
  useTranslation,
  type AssessmentRound,
} from '@skillfolio/shared';
import { ROUND_NAME_LENGTH_MAX } from '@skillfolio/shared/wire';
import { Rounds } from '@skillfolio/shared/contract';

export interface RoundModalProps {
  projectId: number;
  /** null opens a new round. */
  round: AssessmentRound | null;
  /** `saved`: the list reloads. */
  onClose: (saved: boolean) => void;
}

/** Today as YYYY-MM-DD in the browser's own day, the usual first day of a new round. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function RoundModal({ projectId, round, onClose }: RoundModalProps) {
  const { t } = useTranslation(['assessment-rounds', 'wire']);
  const [name, setName] = useState(round?.round_name ?? '');
  const [opensOn, setOpensOn] = useState(round?.opens_on ?? today());
  const [closesOn, setClosesOn] = useState(round?.closes_on ?? '');
  const saving = useSubmit(t('modal.notSaved'));

  async function save(): Promise<void> {
    if (name.trim() === '') {
      saving.setProblem(t('wire:ROUND_REFUSAL.nameRequired'));
      return;
    }
    const fields = { round_name: name.trim(), opens_on: opensOn, closes_on: closesOn };
    const reply = await saving.submit<unknown>(() =>
      round
        ? call(Rounds.SaveRound, { round_id: round.round_id, ...fields })
        : call(Rounds.OpenRound, { school_project_id: projectId, ...fields }),
    );
    if (reply) onClose(true);
  }

  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    saving.setProblem(null);
  };

  return (
    <FormModal
      title={round ? t('modal.editTitle') : t('openRound')}
      width={600}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
      submitLabel={round ? t('modal.save') : t('openRound')}
    >
      <TextField
        label={t('modal.name')}
        description={t('modal.nameHelp')}
        value={name}
        onChange={change(setName)}
        maxLength={ROUND_NAME_LENGTH_MAX}
        autoFocus
      />
      <TextField
        label={t('modal.opensOn')}
        type="date"
        value={opensOn}
        onChange={change(setOpensOn)}
      />
      <TextField
        label={t('modal.closesOn')}
        description={t('modal.closesOnHelp')}
        type="date"
        value={closesOn}
        onChange={change(setClosesOn)}
      />
    </FormModal>
  );
}
