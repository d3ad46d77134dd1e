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
  useLoad,
  useSubmit,
  type ScreenProps,
  type YearEndState,
} from '@skillfolio/shared';
import {
  dayOf,
  LEAVER_DAYS_MAX,
  LEAVER_DAYS_MIN,
  YEAR_GROUP_MAX,
  yearGroupLabel,
} from '@skillfolio/shared/wire';
import { YearEnd } from '@skillfolio/shared/contract';
import { LeaversList } from './LeaversList';
import yearEndCss from './yearEnd.css';
import { outcomeOf, outcomeText, pupilName, type Choices } from './yearEndPlan';

const LAST_YEAR_OPTIONS = Array.from({ length: YEAR_GROUP_MAX + 1 }, (_, year) => ({
  // Select keeps 0 for "nothing chosen".
  id: year + 1,
  name: yearGroupLabel(year),
}));

function toggled(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export function YearEndPage({ screen }: ScreenProps) {
  const state = useLoad(useCallback(async () => call(YearEnd.GetYearEnd), []));
  // Kept here: the preview starts afresh after an apply, and the outcome must outlive it.
  const [done, setDone] = useState<string | null>(null);
  return (
    <Page title={screen.title} wide>
      <Stylesheet name="skillfolio-admin-year-end" css={yearEndCss} />
      {done && <p role="status">{done}</p>}
      {state.status === 'loading' && <Spinner label="Loading the pupils" />}
      {state.status === 'failed' && <LoadProblem what="the pupils" onRetry={state.reload} />}
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
  onApplied: (outcome: string) => void;
}

function YearEndPreview({ state, reload, onApplied }: YearEndPreviewProps) {
  const [lastYear, setLastYear] = useState(YEAR_GROUP_MAX);
  const [keepBack, setKeepBack] = useState<ReadonlySet<number>>(new Set());
  const [leavers, setLeavers] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const applying = useSubmit('The year end was not applied. Please try again.');

  const choices: Choices = { lastYear, keepBack, leavers };
  const rows = state.pupils.map((pupil) => ({ pupil, outcome: outcomeOf(pupil, choices) }));
  const leaving = rows.filter((row) => row.outcome.kind === 'leaves');
  const moving = rows.filter((row) => row.outcome.kind === 'moves').length;
  const eraseDay = dayOf(state.erase_after_if_left_now);

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
      { toast: 'Year end applied' },
    );
    if (result) {
      onApplied(
        `${result.moved} pupils moved up a year, ${result.kept_back} kept back, ${result.leavers} marked as leavers (erased on ${dayOf(result.erase_after)}).`,
      );
      reload();
    }
  }

  return (
    <>
      <p>
        Every pupil moves up a year in one step. Untick &quot;Moves up&quot; to keep a pupil back;
        tick &quot;Leaves&quot; to mark a leaver. Leavers can still log in to look at their work and
        download their profile for {state.leaver_days} days, then their accounts are erased.
      </p>
      <div className="sf-year-end-settings">
        <Select
          label="Pupils in this year leave"
          options={LAST_YEAR_OPTIONS}
          selectedId={lastYear + 1}
          onChange={(id) => setLastYear(id - 1)}
        />
        <LeaverDaysField days={state.leaver_days} onSaved={reload} />
      </div>
      <p className="sf-year-end-summary" aria-live="polite">
        {moving} pupils move up, {keepBack.size} kept back, {leaving.length} leave.
        {leaving.length > 0 && ` Leavers' accounts will be erased on ${eraseDay}.`}
      </p>
      {leaving.length > 0 && (
        <p>Leaving: {leaving.map((row) => pupilName(row.pupil)).join(', ')}.</p>
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
          Move up a year
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        message={`Move ${moving} pupils up a year and mark ${leaving.length} as leavers (their accounts will be erased on ${eraseDay})?`}
        confirmLabel="Move up a year"
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
      {state.pupils.length === 0 ? (
        <p>No pupils.</p>
      ) : (
        <div className="sf-year-end-list">
          <table className="sf-year-end-table">
            <caption className="sf-visually-hidden">Pupils and their year next year</caption>
            <thead>
              <tr>
                <th scope="col">Pupil</th>
                <th scope="col">Year now</th>
                <th scope="col">Next year</th>
                <th scope="col">Moves up</th>
                <th scope="col">Leaves</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ pupil, outcome }) => {
                const name = pupilName(pupil);
                return (
                  <tr key={pupil.user_id}>
                    <th scope="row">{name}</th>
                    <td>{yearGroupLabel(pupil.year_group)}</td>
                    <td className={outcome.kind === 'leaves' ? 'sf-year-end-leaves' : undefined}>
                      {outcomeText(pupil, outcome)}
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${name} moves up`}
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
                        aria-label={`${name} leaves`}
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
  const [text, setText] = useState(String(days));
  const saving = useSubmit('The leaver days were not saved. Please try again.');
  const value = Number(text);
  const valid = /^\d{1,3}$/.test(text) && value >= LEAVER_DAYS_MIN && value <= LEAVER_DAYS_MAX;
  const changed = useMemo(() => text !== String(days), [text, days]);
  return (
    <>
      <TextField
        label="Days leavers keep access"
        value={text}
        onChange={setText}
        inputMode="numeric"
        maxLength={3}
        isInvalid={!valid || saving.problem !== null}
        errorMessage={
          valid
            ? (saving.problem ?? undefined)
            : `Between ${LEAVER_DAYS_MIN} and ${LEAVER_DAYS_MAX}`
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
        Save days
      </Button>
    </>
  );
}
