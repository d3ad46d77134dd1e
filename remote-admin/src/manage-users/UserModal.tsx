/** SPEC §2 Manage Users' Add New User / Edit User modal: the user's details, roles and projects. */
import { useState } from 'react';
import {
  call,
  FormModal,
  Switch,
  TextField,
  useSubmit,
  useTranslation,
  type AdminUserRow,
  type SchoolProject,
} from '@skillfolio/shared';
import {
  EMAIL_MAX,
  isEmailAddress,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
  PASSWORD_MAX,
  USERNAME_MAX,
} from '@skillfolio/shared/wire';
import { Users } from '@skillfolio/shared/contract';
import { EmailConfirmation } from './EmailConfirmation';
import { ProjectChoices } from './ProjectChoices';
import { useUsernameCheck } from './useUsernameCheck';
import { YearGroupSelect } from './YearGroupSelect';

export interface UserModalProps {
  /** null adds a user (SPEC §4: id 0 is add mode). */
  user: AdminUserRow | null;
  projects: SchoolProject[];
  /** The admin's own id: they may not change their own School Admin setting. */
  selfId: number;
  /** `saved`: the list reloads. */
  onClose: (saved: boolean) => void;
}

function projectIdsOf(user: AdminUserRow | null): Set<number> {
  if (user === null || user.project_ids === '') return new Set();
  return new Set(user.project_ids.split(',').map(Number));
}

export function UserModal({ user, projects, selfId, onClose }: UserModalProps) {
  const { t } = useTranslation(['manage-users', 'wire']);
  const [username, setUsername] = useState(user?.username ?? '');
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [isStaff, setIsStaff] = useState(user?.is_Staff ?? false);
  const [isSchoolAdmin, setIsSchoolAdmin] = useState(user?.is_schoolAdmin ?? false);
  const [isUser, setIsUser] = useState(user?.is_User ?? true);
  const [parentPassword, setParentPassword] = useState('');
  const [chosen, setChosen] = useState(() => projectIdsOf(user));
  const [yearGroup, setYearGroup] = useState<number | null>(user?.year_group ?? null);
  const [send, setSend] = useState(user?.send ?? false);
  const [disadvantaged, setDisadvantaged] = useState(user?.disadvantaged ?? false);
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const saving = useSubmit(t('userModal.notSaved'));

  const userId = user?.user_id ?? 0;
  const usernameProblem = useUsernameCheck(
    userId,
    username,
    user !== null && username.trim().toLowerCase() === user.username.toLowerCase(),
  );
  const isSelf = user !== null && user.user_id === selfId;
  // The flags the school keeps are a pupil's: staff and school admins never hold them.
  const isPupil = !isStaff && !isSchoolAdmin;

  async function save(): Promise<void> {
    // A new user needs a password; on edit a blank one keeps the old (SPEC §4).
    const tooShort = (user === null || password !== '') && password.length < MIN_PASSWORD_LENGTH;
    setPasswordProblem(tooShort ? t('wire:USER_REFUSAL.passwordTooShort') : null);
    // The e-mail is optional; one given must be an address (said on Save, never as the
    // field loses focus: a message appearing then would move Save from under the pointer).
    const badEmail = email.trim() !== '' && !isEmailAddress(email.trim());
    setEmailProblem(badEmail ? t('wire:REGISTRATION_TEXT.emailInvalid') : null);
    if (tooShort || badEmail) return;
    if (username.trim() === '') {
      saving.setProblem(t('wire:USER_REFUSAL.usernameRequired'));
      return;
    }
    const reply = await saving.submit(() =>
      call(Users.SaveUser, {
        user_id: userId,
        username: username.trim(),
        password,
        first_name: firstName,
        last_name: lastName,
        email,
        is_staff: isStaff,
        is_schoolAdmin: isSchoolAdmin,
        is_user: isUser,
        parentpass: parentPassword,
        project_ids: [...chosen].join(','),
        year_group: yearGroup,
        send: isPupil && send,
        disadvantaged: isPupil && disadvantaged,
      }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title={user ? t('userModal.editTitle') : t('userModal.addTitle')}
      width={800}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
      noValidate
    >
      <TextField
        label={t('userModal.username')}
        value={username}
        onChange={setUsername}
        maxLength={USERNAME_MAX}
        isInvalid={usernameProblem !== null}
        errorMessage={usernameProblem ?? undefined}
        autoComplete="off"
        autoFocus
      />
      <TextField
        label={t('userModal.password')}
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordProblem(null);
        }}
        maxLength={PASSWORD_MAX}
        description={user ? t('userModal.keepPassword') : undefined}
        isInvalid={passwordProblem !== null}
        errorMessage={passwordProblem ?? undefined}
        autoComplete="new-password"
      />
      <TextField
        label={t('userModal.firstName')}
        value={firstName}
        onChange={setFirstName}
        maxLength={NAME_MAX}
      />
      <TextField
        label={t('userModal.lastName')}
        value={lastName}
        onChange={setLastName}
        maxLength={NAME_MAX}
      />
      <TextField
        label={t('userModal.email')}
        type="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailProblem(null);
        }}
        maxLength={EMAIL_MAX}
        isInvalid={emailProblem !== null}
        errorMessage={emailProblem ?? undefined}
        autoComplete="off"
        description={user?.email ? undefined : t('userModal.emailWillBeConfirmed')}
      />
      {user?.email && email === user.email && (
        <EmailConfirmation userId={user.user_id} verified={user.email_verified} />
      )}
      <TextField
        label={t('userModal.parentPassword')}
        type="password"
        value={parentPassword}
        onChange={setParentPassword}
        maxLength={PASSWORD_MAX}
        description={user ? t('userModal.parentPasswordKeep') : t('userModal.parentPasswordNew')}
        autoComplete="new-password"
      />
      <YearGroupSelect year={yearGroup} onChange={setYearGroup} />
      <Switch label={t('userModal.staff')} isSelected={isStaff} onChange={setIsStaff} />
      <Switch
        label={t('userModal.schoolAdmin')}
        isSelected={isSchoolAdmin}
        onChange={setIsSchoolAdmin}
        isDisabled={isSelf}
      />
      <Switch label={t('userModal.allowLogin')} isSelected={isUser} onChange={setIsUser} />
      {isPupil && (
        <>
          <Switch label={t('userModal.send')} isSelected={send} onChange={setSend} />
          <Switch
            label={t('userModal.disadvantaged')}
            isSelected={disadvantaged}
            onChange={setDisadvantaged}
          />
        </>
      )}
      <ProjectChoices projects={projects} chosen={chosen} onChange={setChosen} />
    </FormModal>
  );
}
