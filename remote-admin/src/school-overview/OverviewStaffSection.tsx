/**
 * A school admin chooses which other staff see the School Overview: a checkbox per member of
 * staff, saved the moment it changes. School admins always see it, so they are not listed.
 */
import { useCallback, useId } from 'react';
import {
  call,
  LoadProblem,
  Spinner,
  useLoad,
  useSubmit,
  useTranslation,
  type OverviewStaff,
  type OverviewStaffMember,
} from '@skillfolio/shared';
import { Overview } from '@skillfolio/shared/contract';
import { personName } from './overviewFilters';

function withChoice(staff: OverviewStaff, userId: number, sees: boolean): OverviewStaff {
  return {
    staff: staff.staff.map((member) =>
      member.user_id === userId ? { ...member, sees_overview: sees } : member,
    ),
  };
}

export function OverviewStaffSection() {
  const { t } = useTranslation('school-overview');
  const headingId = useId();
  const staff = useLoad(useCallback(() => call(Overview.GetOverviewStaff), []));
  const saving = useSubmit(t('staff.notSaved'));

  async function choose(member: OverviewStaffMember, sees: boolean): Promise<void> {
    const name = personName(member);
    // Ticked at once; put back if the server does not take it.
    staff.mutate((data) => withChoice(data ?? { staff: [] }, member.user_id, sees));
    const done = await saving.submit(
      () => call(Overview.SaveOverviewStaff, { user_id: member.user_id, sees_overview: sees }),
      { toast: t(sees ? 'staff.nowSees' : 'staff.noLongerSees', { name }) },
    );
    if (done === undefined) {
      staff.mutate((data) => withChoice(data ?? { staff: [] }, member.user_id, !sees));
    }
  }

  return (
    <section className="sf-overview-staff" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('staff.heading')}</h2>
      <p>{t('staff.intro')}</p>
      {staff.status === 'loading' && <Spinner label={t('staff.loading')} />}
      {staff.status === 'failed' && <LoadProblem what={t('staff.what')} onRetry={staff.reload} />}
      {staff.status === 'loaded' && staff.data.staff.length === 0 && <p>{t('staff.none')}</p>}
      {staff.status === 'loaded' && staff.data.staff.length > 0 && (
        <fieldset className="sf-overview-staff__list" aria-busy={saving.busy || undefined}>
          <legend className="sf-visually-hidden">{t('staff.legend')}</legend>
          {staff.data.staff.map((member) => (
            <label key={member.user_id} className="sf-overview-staff__member">
              <input
                type="checkbox"
                checked={member.sees_overview}
                // One change at a time: a second while the first saves would be lost. Not
                // `disabled`, which would throw the keyboard's focus off the box just pressed.
                aria-disabled={saving.busy || undefined}
                onChange={(event) => {
                  if (!saving.busy) void choose(member, event.target.checked);
                }}
              />
              {personName(member)}
            </label>
          ))}
        </fieldset>
      )}
      {saving.problem && (
        <p role="alert" className="sf-field__error">
          {saving.problem}
        </p>
      )}
    </section>
  );
}
