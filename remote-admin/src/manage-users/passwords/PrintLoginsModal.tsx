/**
 * Manage Users' Print logins: new passwords, at any time, for the users ticked here and/or
 * every pupil of one project, then the printable logins sheet. Everyone chosen is logged
 * out and their old password stops working, which the screen says before anything is done.
 */
import { useId, useMemo, useState } from 'react';
import {
  Button,
  call,
  Modal,
  Select,
  Stylesheet,
  TextField,
  useFormat,
  useSubmit,
  useTranslation,
  type AdminUserRow,
  type SchoolProject,
} from '@skillfolio/shared';
import { RESET_PASSWORDS_MAX } from '@skillfolio/shared/wire';
import { Passwords } from '@skillfolio/shared/contract';
import type { NewLogins } from './NewLoginsModal';
import passwordsCss from './passwords.css';

export interface PrintLoginsModalProps {
  users: AdminUserRow[];
  projects: SchoolProject[];
  selfId: number;
  onClose: () => void;
  onMade: (made: NewLogins) => void;
}

function nameOf(user: AdminUserRow): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name === '' ? user.username : `${name} (${user.username})`;
}

/** Whom a school admin may give a new password here: not themselves, nor an admin. */
function mayChoose(user: AdminUserRow, selfId: number): boolean {
  return user.user_id !== selfId && !user.is_schoolAdmin;
}

export function PrintLoginsModal({
  users,
  projects,
  selfId,
  onClose,
  onMade,
}: PrintLoginsModalProps) {
  const { t } = useTranslation(['manage-users', 'wire']);
  const f = useFormat();
  const id = useId();
  const [projectId, setProjectId] = useState(0);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [filter, setFilter] = useState('');
  const making = useSubmit(t('printLogins.notMade'));

  const choosable = useMemo(() => users.filter((user) => mayChoose(user, selfId)), [users, selfId]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle === ''
      ? choosable
      : choosable.filter((user) => nameOf(user).toLowerCase().includes(needle));
  }, [choosable, filter]);
  const projectName = projects.find((p) => p.school_project_id === projectId)?.project_name;

  async function make(): Promise<void> {
    if (chosen.size === 0 && projectId === 0) {
      making.setProblem(t('printLogins.chooseSomeone'));
      return;
    }
    if (chosen.size > RESET_PASSWORDS_MAX) {
      making.setProblem(t('wire:PASSWORD_RESET_REFUSAL.tooMany'));
      return;
    }
    const reply = await making.submit(
      () => call(Passwords.ResetPasswords, { user_ids: [...chosen], school_project_id: projectId }),
      { toast: null },
    );
    if (reply !== undefined) {
      onMade({
        title: t('printLogins.title'),
        summary: t('printLogins.summary', {
          count: reply.logins.length,
          number: f.number(reply.logins.length),
        }),
        ...reply,
      });
    }
  }

  function toggle(userId: number, on: boolean): void {
    const next = new Set(chosen);
    if (on) next.add(userId);
    else next.delete(userId);
    setChosen(next);
  }

  return (
    <Modal
      title={t('printLogins.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width={600}
    >
      <Stylesheet name="skillfolio-admin-passwords" css={passwordsCss} />
      <p>{t('printLogins.intro')}</p>
      <Select
        label={t('printLogins.project')}
        options={projects.map((p) => ({ id: p.school_project_id, name: p.project_name }))}
        selectedId={projectId}
        onChange={setProjectId}
        placeholder={t('printLogins.noProject')}
      />
      {projectId !== 0 && (
        <Button variant="link" onPress={() => setProjectId(0)}>
          {t('printLogins.noProject')}
        </Button>
      )}
      <fieldset className="sf-field sf-choices">
        <legend className="sf-field__label">{t('printLogins.andTheseUsers')}</legend>
        <TextField label={t('printLogins.filterUsers')} value={filter} onChange={setFilter} />
        <div className="sf-print-logins__users" role="group" aria-label={t('printLogins.users')}>
          {shown.map((user) => {
            const inputId = `${id}-${user.user_id}`;
            return (
              <div key={user.user_id} className="sf-choices__item">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={chosen.has(user.user_id)}
                  onChange={(event) => toggle(user.user_id, event.target.checked)}
                />
                <label htmlFor={inputId}>{nameOf(user)}</label>
              </div>
            );
          })}
          {shown.length === 0 && <p>{t('printLogins.noMatch')}</p>}
        </div>
      </fieldset>
      <p role="status">
        {projectName === undefined
          ? t('printLogins.chosen', { count: chosen.size, number: f.number(chosen.size) })
          : t('printLogins.chosenWithProject', {
              count: chosen.size,
              number: f.number(chosen.size),
              project: projectName,
            })}
      </p>
      {making.busy && (
        // Each password is hashed in turn (about 40 a second): a year group takes a while.
        <p role="status">{t('printLogins.making')}</p>
      )}
      {making.problem !== null && (
        <p className="sf-alert" role="alert">
          {making.problem}
        </p>
      )}
      <div className="sf-modal__actions">
        <Button onPress={() => void make()} isDisabled={making.busy}>
          {t('printLogins.make')}
        </Button>
        <Button variant="secondary" onPress={onClose} isDisabled={making.busy}>
          {t('printLogins.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
