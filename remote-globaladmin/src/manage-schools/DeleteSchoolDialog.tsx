/**
 * Deleting a school asks "Are you sure" and for the school's username typed again: the
 * deletion cannot be undone, and typing the name is what stops the wrong row's button.
 */
import { useState } from 'react';
import { call, FormModal, TextField, useSubmit, type ListedSchool } from '@skillfolio/shared';
import { SCHOOL_USERNAME_MAX } from '@skillfolio/shared/wire';
import { Schools } from '@skillfolio/shared/contract';

export interface DeleteSchoolDialogProps {
  school: ListedSchool;
  /** `deleted`: the list reloads. */
  onClose: (deleted: boolean) => void;
}

export function DeleteSchoolDialog({ school, onClose }: DeleteSchoolDialogProps) {
  const [typed, setTyped] = useState('');
  const deleting = useSubmit('The school was not deleted. Please try again.');

  async function confirm(): Promise<void> {
    const reply = await deleting.submit(() =>
      call(Schools.DeleteSchool, { school_id: school.school_id, confirm_school_username: typed }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title="Are you sure"
      onSubmit={() => void confirm()}
      onCancel={() => onClose(false)}
      problem={deleting.problem}
      busy={deleting.busy}
      submitLabel="Delete school"
      noValidate
    >
      <p>
        This deletes {school.school_name}, its {school.user_count} users and all of their work for
        good. Export its data first if the school wants a copy.
      </p>
      <TextField
        label={`Type the school username (${school.school_username}) to confirm`}
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
