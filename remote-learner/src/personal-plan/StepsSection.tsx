/**
 * SPEC §2 Next Steps and What I Have Done: Mark Complete / Mark Incomplete move a step
 * between the lists; Delete asks "Are you sure"; Add Next Step has Save and Cancel.
 */
import { useCallback, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  LoadProblem,
  Spinner,
  TextField,
  useLoad,
  useSession,
  useSubmit,
  useTranslation,
  type Step,
} from '@skillfolio/shared';
import { Plan } from '@skillfolio/shared/contract';

export interface StepsSectionProps {
  developmentAreaId: number;
  readOnly: boolean;
  /** Called after any change, so the plan's table can show it. */
  onChanged: () => void;
}

export function StepsSection({ developmentAreaId, readOnly, onChanged }: StepsSectionProps) {
  const { t } = useTranslation('personal-plan');
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const lists = useLoad(
    useCallback(
      () =>
        call(Plan.GetNextStepsWhatDone, {
          user_id: userId,
          development_area_id: developmentAreaId,
        }),
      [userId, developmentAreaId],
    ),
  );
  const [adding, setAdding] = useState(false);
  const [newStep, setNewStep] = useState('');
  const [deleting, setDeleting] = useState<Step | null>(null);
  const { busy, problem, setProblem, submit } = useSubmit(t('steps.failed'));

  /** Moving or deleting a step shows itself in the lists: only an added step says Saved. */
  async function change(
    work: () => Promise<unknown>,
    toast: string | null = null,
  ): Promise<boolean> {
    const done = await submit(
      async () => {
        await work();
        return true;
      },
      { toast },
    );
    if (!done) return false;
    lists.reload();
    onChanged();
    return true;
  }

  async function saveNewStep(event?: FormEvent): Promise<void> {
    event?.preventDefault();
    const stepText = newStep.trim();
    if (!stepText) {
      setProblem(t('steps.enterStep'));
      return;
    }
    // What was typed stays in the box unless the save worked.
    const saved = await change(
      () =>
        call(Plan.AddStep, {
          development_area_id: developmentAreaId,
          step_text: stepText,
          user_id: userId,
        }),
      t('saved'),
    );
    if (saved) {
      setNewStep('');
      setAdding(false);
    }
  }

  const mark = (step: Step, complete: boolean) =>
    void change(() =>
      call(Plan.MarkStepComplete, {
        development_area_id: developmentAreaId,
        step_id: step.step_id,
        user_id: userId,
        complete,
      }),
    );

  if (lists.status === 'failed')
    return <LoadProblem what={t('steps.load')} onRetry={lists.reload} />;
  if (!lists.data) return <Spinner label={t('steps.loading')} />;
  const { steps, done } = lists.data;

  const list = (
    heading: string,
    items: Step[],
    empty: string,
    markLabel: string,
    markStepKey: 'steps.markCompleteStep' | 'steps.markIncompleteStep',
    complete: boolean,
  ) => (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      {items.length === 0 && <p className="sf-muted">{empty}</p>}
      <ul className="sf-steps__list" aria-label={heading}>
        {items.map((step) => (
          <li key={step.step_id} className="sf-steps__item">
            <span className="sf-steps__text">{step.step_text}</span>
            {!readOnly && (
              <span className="sf-steps__actions">
                <Button
                  variant="secondary"
                  isDisabled={busy}
                  onPress={() => mark(step, complete)}
                  aria-label={t(markStepKey, { step: step.step_text })}
                >
                  {markLabel}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={busy}
                  onPress={() => setDeleting(step)}
                  aria-label={t('steps.deleteStep', { step: step.step_text })}
                >
                  {t('delete')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="sf-steps">
      <div>
        {list(
          t('steps.next'),
          steps,
          t('steps.noneNext'),
          t('steps.markComplete'),
          'steps.markCompleteStep',
          true,
        )}
        {!readOnly &&
          (adding ? (
            <form onSubmit={(event) => void saveNewStep(event)} className="sf-steps__add">
              <TextField
                label={t('steps.nextStep')}
                value={newStep}
                onChange={setNewStep}
                autoFocus
                maxLength={1000}
              />
              <div className="sf-modal__actions">
                {/* Named in full: the modal has its own Save and Close. */}
                <Button type="submit" isDisabled={busy} aria-label={t('steps.saveStep')}>
                  {t('save')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('steps.cancelStep')}
                  onPress={() => {
                    setAdding(false);
                    setNewStep('');
                    setProblem(null);
                  }}
                >
                  {t('cancel')}
                </Button>
              </div>
            </form>
          ) : (
            <Button variant="secondary" onPress={() => setAdding(true)}>
              {t('steps.add')}
            </Button>
          ))}
      </div>
      {list(
        t('steps.done'),
        done,
        t('steps.noneDone'),
        t('steps.markIncomplete'),
        'steps.markIncompleteStep',
        false,
      )}
      {problem && (
        <p className="sf-alert" role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        message={deleting ? t('steps.confirmDelete', { step: deleting.step_text }) : undefined}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const step = deleting;
          setDeleting(null);
          if (step)
            void change(() =>
              call(Plan.DeleteStep, {
                development_area_id: developmentAreaId,
                step_id: step.step_id,
                user_id: userId,
              }),
            );
        }}
      />
    </div>
  );
}
