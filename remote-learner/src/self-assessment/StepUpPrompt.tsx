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
  type AssessmentFeedbackReply,
  type StepUpEvidence,
} from '@skillfolio/shared';
import { STEP_UP_QUESTION } from '@skillfolio/shared/wire';
import { MyEvidence } from '@skillfolio/shared/contract';

type Kind = StepUpEvidence['kind'];

interface Choice {
  id: number;
  name: string;
  kind: Kind;
  refId: number;
}

const KIND_LABEL: Record<Kind, string> = {
  note: 'Note',
  step: 'Done step',
  evidence: 'Evidence',
};

/** Every choice as one list, each with a number the Select can carry. */
export function choicesOf(choices: AssessmentFeedbackReply['choices']): Choice[] {
  const all: Array<Omit<Choice, 'id'>> = [
    ...choices.notes.map((c) => ({ kind: 'note' as const, refId: c.id, name: c.title })),
    ...choices.steps.map((c) => ({ kind: 'step' as const, refId: c.id, name: c.title })),
    ...choices.evidence.map((c) => ({ kind: 'evidence' as const, refId: c.id, name: c.title })),
  ];
  return all.map((c, i) => ({ ...c, id: i + 1, name: `${KIND_LABEL[c.kind]}: ${c.name}` }));
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
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const [failed, setFailed] = useState(false);
  const options = choicesOf(choices);
  const selected = linked
    ? (options.find((o) => o.kind === linked.kind && o.refId === linked.id)?.id ?? 0)
    : 0;

  if (readOnly) {
    return linked ? (
      <p className="sf-step-up">
        Step-up shown by {KIND_LABEL[linked.kind].toLowerCase()}: {linked.title}
      </p>
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
      useSession.getState().showToast('Saved');
      onLinked({
        kind: choice.kind,
        id: choice.refId,
        title: choice.name.slice(KIND_LABEL[choice.kind].length + 2),
        html: '' as StepUpEvidence['html'],
      });
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="sf-step-up">
      <p>
        <strong>{STEP_UP_QUESTION}</strong> You went up by 2 or more in {skillName}. You can link
        something that shows it (you do not have to).
      </p>
      {options.length === 0 ? (
        <p className="sf-muted">
          Add a note in My Notes, complete a next step, or add project evidence, then link it here.
        </p>
      ) : (
        <Select
          label={`Link evidence: ${skillName}`}
          options={options}
          selectedId={selected}
          placeholder="Choose a note, done step or evidence"
          onChange={(id) => void link(id)}
        />
      )}
      {failed && (
        <p role="alert" className="sf-alert">
          Not linked: check your connection and choose again. Your grade is saved.
        </p>
      )}
    </div>
  );
}
