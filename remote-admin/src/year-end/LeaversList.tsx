/** The school's leavers: who, when they left, when their account is erased, and taking one back. */
import {
  Button,
  call,
  useFormat,
  useSubmit,
  useTranslation,
  type YearEndLeaver,
} from '@skillfolio/shared';
import { YearEnd } from '@skillfolio/shared/contract';
import { dayText, pupilName, yearText } from './yearEndPlan';

export interface LeaversListProps {
  leavers: YearEndLeaver[];
  onChanged: () => void;
}

export function LeaversList({ leavers, onChanged }: LeaversListProps) {
  const { t } = useTranslation(['year-end', 'wire']);
  const f = useFormat();
  const cancelling = useSubmit(t('leavers.notTakenBack'));
  if (leavers.length === 0) return null;
  return (
    <section aria-labelledby="sf-leavers-heading">
      <h2 id="sf-leavers-heading">{t('leavers.heading')}</h2>
      <p>{t('leavers.intro')}</p>
      {cancelling.problem && (
        <p role="alert" className="sf-field__error">
          {cancelling.problem}
        </p>
      )}
      <div className="sf-year-end-list">
        <table className="sf-year-end-table">
          <caption className="sf-visually-hidden">{t('leavers.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.pupil')}</th>
              <th scope="col">{t('leavers.year')}</th>
              <th scope="col">{t('leavers.left')}</th>
              <th scope="col">{t('leavers.erasedOn')}</th>
              <th scope="col">
                <span className="sf-visually-hidden">{t('leavers.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {leavers.map((leaver) => {
              const name = pupilName(leaver);
              return (
                <tr key={leaver.user_id}>
                  <th scope="row">{name}</th>
                  <td>{yearText(leaver.year_group, t)}</td>
                  <td>{dayText(leaver.left_at, f)}</td>
                  <td>{dayText(leaver.erase_after, f)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('leavers.keepLabel', { name })}
                      isDisabled={cancelling.busy}
                      onPress={() =>
                        void cancelling
                          .submit(() => call(YearEnd.CancelLeaving, { user_id: leaver.user_id }), {
                            toast: t('leavers.takenBack'),
                          })
                          .then((ok) => ok && onChanged())
                      }
                    >
                      {t('leavers.notALeaver')}
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
