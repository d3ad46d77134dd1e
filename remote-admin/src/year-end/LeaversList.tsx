/** The school's leavers: who, when they left, when their account is erased, and taking one back. */
import { Button, call, useSubmit, type YearEndLeaver } from '@skillfolio/shared';
import { dayOf, yearGroupLabel } from '@skillfolio/shared/wire';
import { YearEnd } from '@skillfolio/shared/contract';
import { pupilName } from './yearEndPlan';

export interface LeaversListProps {
  leavers: YearEndLeaver[];
  onChanged: () => void;
}

export function LeaversList({ leavers, onChanged }: LeaversListProps) {
  const cancelling = useSubmit('The leaver was not taken back. Please try again.');
  if (leavers.length === 0) return null;
  return (
    <section aria-labelledby="sf-leavers-heading">
      <h2 id="sf-leavers-heading">Leavers</h2>
      <p>
        Leavers can log in to look at their work and download their profile until their account is
        erased.
      </p>
      {cancelling.problem && (
        <p role="alert" className="sf-field__error">
          {cancelling.problem}
        </p>
      )}
      <div className="sf-year-end-list">
        <table className="sf-year-end-table">
          <caption className="sf-visually-hidden">Leavers</caption>
          <thead>
            <tr>
              <th scope="col">Pupil</th>
              <th scope="col">Year</th>
              <th scope="col">Left</th>
              <th scope="col">Erased on</th>
              <th scope="col">
                <span className="sf-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {leavers.map((leaver) => {
              const name = pupilName(leaver);
              return (
                <tr key={leaver.user_id}>
                  <th scope="row">{name}</th>
                  <td>{yearGroupLabel(leaver.year_group)}</td>
                  <td>{dayOf(leaver.left_at)}</td>
                  <td>{dayOf(leaver.erase_after)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={`Keep ${name}: not a leaver`}
                      isDisabled={cancelling.busy}
                      onPress={() =>
                        void cancelling
                          .submit(() => call(YearEnd.CancelLeaving, { user_id: leaver.user_id }), {
                            toast: 'Not a leaver any more',
                          })
                          .then((ok) => ok && onChanged())
                      }
                    >
                      Not a leaver
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
