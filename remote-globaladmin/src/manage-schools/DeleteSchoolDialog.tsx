/**
 * Deleting a school asks "Are you sure" and for the school's username typed again: the
 * deletion cannot be undone, and typing the name is what stops the wrong row's button.
 */
import { useState } from 'react';
import {
  call,
  FormModal,
  TextField,
  formattersFor,
  useSubmit,
  useTranslation,
  type ListedSchool,
} from '@skillfolio/shared';
import { SCHOOL_USERNAME_MAX } from '@skillfolio/shared/wire';
import { Schools } from '@skillfolio/shared/contract';

export interface DeleteSchoolDialogProps {
  school: ListedSchool;
  /** `deleted`: the list reloads. */
  onClose: (deleted: boolean) => void;
}

export function DeleteSchoolDialog({ school, onClose }: DeleteSchoolDialogProps) {
  const { t, i18n } = useTranslation('manage-schools');
  // Not useFormat(): it names no namespace, so react-i18next first waits for a default one.
  const f = formattersFor(i18n.language);
  const [typed, setTyped] = useState('');
  const deleting = useSubmit(t('delete.failed'));

  async function confirm(): Promise<void> {
    const reply = await deleting.submit(() =>
      call(Schools.DeleteSchool, { school_id: school.school_id, confirm_school_username: typed }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title={t('delete.title')}
      onSubmit={() => void confirm()}
      onCancel={() => onClose(false)}
      problem={deleting.problem}
      busy={deleting.busy}
      submitLabel={t('delete.submit')}
      noValidate
    >
      <p>
        {t('delete.warning', {
          school: school.school_name,
          count: school.user_count,
          users: f.number(school.user_count),
        })}
      </p>
      <TextField
        label={t('delete.typeUsername', { username: school.school_username })}
        value={typed}
        onChange={(value) => {
          setTyped(value);
          deleting.setProblem(null);
        }}
        maxLength={SCHOOL_USERNAME_MAX}
        autoComplete="off"
        autoFocus
      />
    </FormModal>
  );
}
