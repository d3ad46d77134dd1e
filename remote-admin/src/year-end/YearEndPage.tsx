/**
 * /admin/yearEnd: the school admin moves every pupil up a year in one step. The preview lists
 * each pupil with their year now and next; the admin keeps pupils back, marks leavers, and
 * chooses the last year (whose pupils leave). Leavers keep read-only access for the school's
 * leaver days, then their accounts are erased; the preview says who and when.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  LoadProblem,
  Page,
  Select,
  Spinner,
  Stylesheet,
  TextField,
  useFormat,
  useLoad,
  useSubmit,
  useTranslation,
  type ScreenProps,
  type YearEndState,
} from '@skillfolio/shared';
import { LEAVER_DAYS_MAX, LEAVER_DAYS_MIN, YEAR_GROUP_MAX } from '@skillfolio/shared/wire';
import { YearEnd } from '@skillfolio/shared/contract';
import { LeaversList } from './LeaversList';
import yearEndCss from './yearEnd.css';
import { dayText, outcomeOf, outcomeText, pupilName, yearText, type Choices } from './yearEndPlan';

/** What an apply did, said on the screen until the next one. */
interface Applied {
  moved: number;
  kept_back: number;
  leavers: number;
  erase_after: string;
}

function toggled(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export function YearEndPage({ screen }: ScreenProps) {
  const { t } = useTranslation('year-end');
  const f = useFormat();
  const state = useLoad(useCallback(async () => call(YearEnd.GetYearEnd), []));
  // Kept here: the preview starts afresh after an apply, and the outcome must outlive it.
  const [done, setDone] = useState<Applied | null>(null);
  return (
    <Page title={screen.title} wide>
      <Stylesheet name="skillfolio-admin-year-end" css={yearEndCss} />
      {done && (
        <p role="status">
          {t('applied', {
            count: done.moved,
            moved: f.number(done.moved),
            kept: f.number(done.kept_back),
            leavers: f.number(done.leavers),
            day: dayText(done.erase_after, f),
          })}
        </p>
      )}
      {state.status === 'loading' && <Spinner label={t('loading')} />}
      {state.status === 'failed' && <LoadProblem what={t('what')} onRetry={state.reload} />}
      {state.status === 'loaded' && (
        // A new version (after an apply) starts a fresh preview with no choices carried over.
        <YearEndPreview
          key={state.data.version}
          state={state.data}
          reload={state.reload}
          onApplied={setDone}
        />
      )}
    </Page>
  );
}

interface YearEndPreviewProps {
  state: YearEndState;
  reload: () => void;
  onApplied: (outcome: Applied) => void;
}

function YearEndPreview({ state, reload, onApplied }: YearEndPreviewProps) {
  const { t } = useTranslation(['year-end', 'wire']);
  const f = useFormat();
  const [lastYear, setLastYear] = useState(YEAR_GROUP_MAX);
  const [keepBack, setKeepBack] = useState<ReadonlySet<number>>(new Set());
  const [leavers, setLeavers] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const applying = useSubmit(t('notApplied'));

  const choices: Choices = { lastYear, keepBack, leavers };
  const rows = state.pupils.map((pupil) => ({ pupil, outcome: outcomeOf(pupil, choices) }));
  const leaving = rows.filter((row) => row.outcome.kind === 'leaves');
  const moving = rows.filter((row) => row.outcome.kind === 'moves').length;
  const eraseDay = dayText(state.erase_after_if_left_now, f);
  const lastYearOptions = useMemo(
    () =>
      Array.from({ length: YEAR_GROUP_MAX + 1 }, (_, year) => ({
        // Select keeps 0 for "nothing chosen".
        id: year + 1,
        name: yearText(year, t),
      })),
    [t],
  );

  async function apply(): Promise<void> {
    setConfirming(false);
    const result = await applying.submit(
      () =>
        call(YearEnd.ApplyYearEnd, {
          version: state.version,
          last_year: lastYear,
          keep_back: [...keepBack],
          leavers: [...leavers],
        }),
      { toast: t('appliedToast') },
    );
    if (result) {
      onApplied(result);
      reload();
    }
  }

  return (
    <>
      <p>{t('intro', { count: state.leaver_days, days: f.number(state.leaver_days) })}</p>
      <div className="sf-year-end-settings">
        <Select
          label={t('lastYear')}
          options={lastYearOptions}
          selectedId={lastYear + 1}
          onChange={(id) => setLastYear(id - 1)}
        />
        <LeaverDaysField days={state.leaver_days} onSaved={reload} />
      </div>
      <p className="sf-year-end-summary" aria-live="polite">
        {t('summary', {
          count: moving,
          moving: f.number(moving),
          kept: f.number(keepBack.size),
          leaving: f.number(leaving.length),
        })}
        {leaving.length > 0 && ` ${t('summaryErased', { day: eraseDay })}`}
      </p>
      {leaving.length > 0 && (
        <p>{t('leaving', { names: leaving.map((row) => pupilName(row.pupil)).join(', ') })}</p>
      )}
      {applying.problem && (
        <p role="alert" className="sf-field__error">
          {applying.problem}
        </p>
      )}
      <div className="sf-toolbar">
        <Button
          onPress={() => setConfirming(true)}
          isDisabled={applying.busy || state.pupils.length === 0}
        >
          {t('moveUp')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        message={t('confirm', {
          count: moving,
          moving: f.number(moving),
          leaving: f.number(leaving.length),
          day: eraseDay,
        })}
        confirmLabel={t('moveUp')}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
      {state.pupils.length === 0 ? (
        <p>{t('noPupils')}</p>
      ) : (
        <div className="sf-year-end-list">
          <table className="sf-year-end-table">
            <caption className="sf-visually-hidden">{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.pupil')}</th>
                <th scope="col">{t('table.yearNow')}</th>
                <th scope="col">{t('table.nextYear')}</th>
                <th scope="col">{t('table.movesUp')}</th>
                <th scope="col">{t('table.leaves')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ pupil, outcome }) => {
                const name = pupilName(pupil);
                return (
                  <tr key={pupil.user_id}>
                    <th scope="row">{name}</th>
                    <td>{yearText(pupil.year_group, t)}</td>
                    <td className={outcome.kind === 'leaves' ? 'sf-year-end-leaves' : undefined}>
                      {outcomeText(pupil, outcome, t)}
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('table.movesUpLabel', { name })}
                        checked={!keepBack.has(pupil.user_id)}
                        disabled={leavers.has(pupil.user_id)}
                        onChange={(event) =>
                          setKeepBack(toggled(keepBack, pupil.user_id, !event.target.checked))
                        }
                      />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('table.leavesLabel', { name })}
                        checked={leavers.has(pupil.user_id)}
                        onChange={(event) =>
                          setLeavers(toggled(leavers, pupil.user_id, event.target.checked))
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <LeaversList leavers={state.leavers} onChanged={reload} />
    </>
  );
}

function LeaverDaysField({ days, onSaved }: { days: number; onSaved: () => void }) {
  const { t } = useTranslation('year-end');
  const [text, setText] = useState(String(days));
  const saving = useSubmit(t('days.notSaved'));
  const value = Number(text);
  const valid = /^\d{1,3}$/.test(text) && value >= LEAVER_DAYS_MIN && value <= LEAVER_DAYS_MAX;
  const changed = useMemo(() => text !== String(days), [text, days]);
  return (
    <>
      <TextField
        label={t('days.label')}
        value={text}
        onChange={setText}
        inputMode="numeric"
        maxLength={3}
        isInvalid={!valid || saving.problem !== null}
        errorMessage={
          valid
            ? (saving.problem ?? undefined)
            : t('days.range', { min: LEAVER_DAYS_MIN, max: LEAVER_DAYS_MAX })
        }
      />
      <Button
        variant="secondary"
        isDisabled={!valid || !changed || saving.busy}
        onPress={() =>
          void saving
            .submit(() => call(YearEnd.SaveLeaverDays, { leaver_days: value }))
            .then((ok) => ok && onSaved())
        }
      >
        {t('days.save')}
      </Button>
    </>
  );
}
