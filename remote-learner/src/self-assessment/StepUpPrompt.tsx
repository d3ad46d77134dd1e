/**
 * Beside a grade 2 or more above the previous assessment's, "What shows this?" lets
 * the pupil link a note, a completed next step or project evidence. Optional: the grade is
 * saved whatever happens here. A parent sees what is linked and changes nothing.
 */
import { useState } from 'react';
import {
  call,
  Select,
  useSession,
  useTranslation,
  type AssessmentFeedbackReply,
  type StepUpEvidence,
  type TFunction,
} from '@skillfolio/shared';
import { MyEvidence } from '@skillfolio/shared/contract';

type Kind = StepUpEvidence['kind'];

interface Choice {
  id: number;
  /** What the list shows: the kind and the title ("Note: …"). */
  name: string;
  title: string;
  kind: Kind;
  refId: number;
}

/** Every choice as one list, each with a number the Select can carry. */
export function choicesOf(t: TFunction, choices: AssessmentFeedbackReply['choices']): Choice[] {
  const all: Array<Omit<Choice, 'id' | 'name'>> = [
    ...choices.notes.map((c) => ({ kind: 'note' as const, refId: c.id, title: c.title })),
    ...choices.steps.map((c) => ({ kind: 'step' as const, refId: c.id, title: c.title })),
    ...choices.evidence.map((c) => ({ kind: 'evidence' as const, refId: c.id, title: c.title })),
  ];
  return all.map((c, i) => ({
    ...c,
    id: i + 1,
    name: t(`self-assessment:stepUp.choice.${c.kind}`, { title: c.title }),
  }));
}

interface StepUpPromptProps {
  skillName: string;
  assessmentGradeId: number;
  linked: StepUpEvidence | null;
  choices: AssessmentFeedbackReply['choices'];
  readOnly: boolean;
  onLinked: (evidence: StepUpEvidence) => void;
}

export function StepUpPrompt({
  skillName,
  assessmentGradeId,
  linked,
  choices,
  readOnly,
  onLinked,
}: StepUpPromptProps) {
  const { t } = useTranslation(['self-assessment', 'wire']);
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const [failed, setFailed] = useState(false);
  const options = choicesOf(t, choices);
  const selected = linked
    ? (options.find((o) => o.kind === linked.kind && o.refId === linked.id)?.id ?? 0)
    : 0;

  if (readOnly) {
    return linked ? (
      <p className="sf-step-up">{t(`stepUp.shownBy.${linked.kind}`, { title: linked.title })}</p>
    ) : null;
  }

  const link = async (id: number) => {
    const choice = options.find((o) => o.id === id);
    if (!choice) return;
    try {
      await call(MyEvidence.LinkStepUpEvidence, {
        user_id: userId,
        assessment_grade_id: assessmentGradeId,
        note_id: choice.kind === 'note' ? choice.refId : 0,
        step_id: choice.kind === 'step' ? choice.refId : 0,
        evidence_id: choice.kind === 'evidence' ? choice.refId : 0,
      });
      setFailed(false);
      useSession.getState().showToast(t('saved'));
      onLinked({
        kind: choice.kind,
        id: choice.refId,
        title: choice.title,
        html: '' as StepUpEvidence['html'],
      });
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="sf-step-up">
      <p>
        <strong>{t('wire:STEP_UP_QUESTION')}</strong> {t('stepUp.wentUp', { skill: skillName })}
      </p>
      {options.length === 0 ? (
        <p className="sf-muted">{t('stepUp.nothingToLink')}</p>
      ) : (
        <Select
          label={t('stepUp.linkLabel', { skill: skillName })}
          options={options}
          selectedId={selected}
          placeholder={t('stepUp.placeholder')}
          onChange={(id) => void link(id)}
        />
      )}
      {failed && (
        <p role="alert" className="sf-alert">
          {t('stepUp.notLinked')}
        </p>
      )}
    </div>
  );
}
