/**
 * SPEC §2 Manage Schools' Add School / Edit School modal (800 wide, Save and Cancel): every
 * School field of SPEC §3. The user limit is parsed as an integer (SPEC §5) before it is sent.
 */
import { useEffect, useRef, useState } from 'react';
import {
  call,
  FormModal,
  Stylesheet,
  Switch,
  TextField,
  formattersFor,
  useSubmit,
  useTranslation,
  type School,
  type SchoolInput,
} from '@skillfolio/shared';
import {
  LICENCE_MAX,
  parseLicenceNumber,
  SCHOOL_FIELD_MAX,
  SCHOOL_NAME_MAX,
  SCHOOL_NOTES_MAX,
  SCHOOL_REFUSAL,
  SCHOOL_USERNAME_MAX,
} from '@skillfolio/shared/wire';
import { Schools } from '@skillfolio/shared/contract';
import schoolModalCss from './schoolModal.css';

export interface SchoolModalProps {
  /** null adds a school (SPEC §4: id 0 is add mode). */
  school: School | null;
  /** `saved`: the list reloads. */
  onClose: (saved: boolean) => void;
}

/** The optional text fields, in the order the modal shows them, with their labels' keys. */
const TEXT_FIELDS = [
  ['address1', 'fields.address1'],
  ['address2', 'fields.address2'],
  ['town', 'fields.town'],
  ['county', 'fields.county'],
  ['postcode', 'fields.postcode'],
  ['contact_name', 'fields.contactName'],
  ['telephone', 'fields.telephone'],
  ['dfe_number', 'fields.dfeNumber'],
  ['project_type', 'fields.projectType'],
] as const;

type TextFieldName = (typeof TEXT_FIELDS)[number][0];

type Refusal = keyof typeof SCHOOL_REFUSAL;

/** The fields checked before saving, each with what is wrong with it (a SCHOOL_REFUSAL key). */
type FieldProblems = Partial<Record<'school_name' | 'school_username' | 'licenceNumber', Refusal>>;

/** Which of SCHOOL_REFUSAL's texts `text` is, so the screen can say it in its language. */
function refusalKey(text: string): Refusal | undefined {
  return (Object.keys(SCHOOL_REFUSAL) as Refusal[]).find((key) => SCHOOL_REFUSAL[key] === text);
}

/** Every checked field's problem at once, so the admin sees all there is to fix. */
function problemsOf(form: SchoolInput): FieldProblems {
  const problems: FieldProblems = {};
  if (form.school_name.trim() === '') problems.school_name = 'nameRequired';
  if (form.school_username.trim() === '') problems.school_username = 'usernameRequired';
  const licence = parseLicenceNumber(form.licenceNumber);
  if ('refusal' in licence)
    problems.licenceNumber = refusalKey(licence.refusal) ?? 'licenceNotWhole';
  return problems;
}

function formOf(school: School | null): SchoolInput {
  return {
    school_id: school?.school_id ?? 0,
    school_name: school?.school_name ?? '',
    address1: school?.address1 ?? '',
    address2: school?.address2 ?? '',
    town: school?.town ?? '',
    county: school?.county ?? '',
    postcode: school?.postcode ?? '',
    contact_name: school?.contact_name ?? '',
    telephone: school?.telephone ?? '',
    dfe_number: school?.dfe_number ?? '',
    project_type: school?.project_type ?? '',
    notes: school?.notes ?? '',
    school_username: school?.school_username ?? '',
    allowPeerReviews: school?.allowPeerReviews ?? false,
    licenceNumber: school === null ? '' : String(school.licenceNumber),
  };
}

function without(problems: FieldProblems, field: string): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([name]) => name !== field));
}

export function SchoolModal({ school, onClose }: SchoolModalProps) {
  const { t, i18n } = useTranslation(['manage-schools', 'wire']);
  // Not useFormat(): it names no namespace, so react-i18next first waits for a default one.
  const f = formattersFor(i18n.language);
  const [form, setForm] = useState(() => formOf(school));
  const [problems, setProblems] = useState<FieldProblems>({});
  const saving = useSubmit(t('modal.failed'));
  /** A field's problem in the page's language. */
  const said = (refusal: Refusal | undefined): string | undefined =>
    refusal && t(`wire:SCHOOL_REFUSAL.${refusal}`, { LICENCE_MAX: f.number(LICENCE_MAX) });
  /** Counts the Saves stopped by a field problem: each takes focus to the first such field. */
  const [stopped, setStopped] = useState(0);
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stopped > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [stopped]);

  const set = <K extends keyof SchoolInput>(field: K, value: SchoolInput[K]): void => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setProblems((previous) => without(previous, field));
    saving.setProblem(null);
  };

  async function save(): Promise<void> {
    const found = problemsOf(form);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setStopped((count) => count + 1);
      return;
    }
    const licence = parseLicenceNumber(form.licenceNumber);
    if ('refusal' in licence) return;
    const reply = await saving.submit(() =>
      call(Schools.SaveSchool, { s: { ...form, licenceNumber: String(licence.value) } }),
    );
    if (reply) onClose(true);
  }

  return (
    <FormModal
      title={school ? t('modal.editTitle') : t('modal.addTitle')}
      width={800}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
      noValidate
    >
      <Stylesheet name="skillfolio-school-modal" css={schoolModalCss} />
      <div className="sf-school-fields" ref={fields}>
        <TextField
          label={t('fields.schoolName')}
          value={form.school_name}
          onChange={(value) => set('school_name', value)}
          maxLength={SCHOOL_NAME_MAX}
          isRequired
          isInvalid={problems.school_name !== undefined}
          errorMessage={said(problems.school_name)}
          autoFocus
        />
        <TextField
          label={t('fields.schoolUsername')}
          value={form.school_username}
          onChange={(value) => set('school_username', value)}
          maxLength={SCHOOL_USERNAME_MAX}
          description={t('modal.schoolUsernameHelp')}
          isRequired
          isInvalid={problems.school_username !== undefined}
          errorMessage={said(problems.school_username)}
          autoComplete="off"
        />
        {TEXT_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={t(label)}
            value={form[field as TextFieldName]}
            onChange={(value) => set(field, value)}
            maxLength={SCHOOL_FIELD_MAX}
            type={field === 'telephone' ? 'tel' : 'text'}
          />
        ))}
        <TextField
          label={t('fields.userLimit')}
          value={form.licenceNumber}
          onChange={(value) => set('licenceNumber', value)}
          maxLength={20}
          inputMode="numeric"
          description={t('modal.userLimitHelp')}
          isInvalid={problems.licenceNumber !== undefined}
          errorMessage={said(problems.licenceNumber)}
        />
      </div>
      <TextField
        label={t('fields.notes')}
        value={form.notes}
        onChange={(value) => set('notes', value)}
        maxLength={SCHOOL_NOTES_MAX}
        rows={3}
      />
      <Switch
        label={t('fields.allowPeerReviews')}
        isSelected={form.allowPeerReviews}
        onChange={(value) => set('allowPeerReviews', value)}
      />
    </FormModal>
  );
}
