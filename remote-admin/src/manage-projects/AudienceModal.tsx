/**
 * Who takes a project: its classes and year groups, each with the pupils it holds now. Add a
 * class of the school's roster or a year group, take one away, and save: every pupil of each
 * then joins the project (and after each roster sync). Nobody is ever taken off the project.
 */
import { useRef, useState } from 'react';
import {
  Button,
  call,
  FormModal,
  Select,
  useSession,
  useSubmit,
  useTranslation,
  type ProjectAudience,
  type ProjectAudiencesReply,
  type SchoolProject,
} from '@skillfolio/shared';
import { Projects } from '@skillfolio/shared/contract';
import { audienceName, pupilCount, withPupils, yearGroupName } from './audienceText';

export interface AudienceModalProps {
  project: SchoolProject;
  /** The school's audiences, classes and year groups, as Manage Projects loaded them. */
  school: ProjectAudiencesReply;
  /** `saved`: the screen reloads the audiences. */
  onClose: (saved: boolean) => void;
}

/** An audience as the modal holds it until saved: a class id, or a year group. */
type Choice = { kind: 'class'; id: number } | { kind: 'year'; year: number };

// Select keeps 0 for "nothing chosen": each year's option id is the year plus one.
const yearOption = (year: number) => year + 1;

export function AudienceModal({ project, school, onClose }: AudienceModalProps) {
  const { t } = useTranslation(['manage-projects', 'wire']);
  const saved = school.audiences.filter((a) => a.school_project_id === project.school_project_id);
  const [chosen, setChosen] = useState<Choice[]>(() =>
    saved.map((a) =>
      a.class_id === null
        ? { kind: 'year', year: a.year_group ?? 0 }
        : { kind: 'class', id: a.class_id },
    ),
  );
  const [classToAdd, setClassToAdd] = useState(0);
  const [yearToAdd, setYearToAdd] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const saving = useSubmit(t('audienceModal.notSaved'));

  // What each choice is called and holds now: a saved closed class is known only from the
  // audiences; an open class or a year from the school's lists.
  const shown = (choice: Choice): { name: string; pupils: number } => {
    if (choice.kind === 'year') {
      const year = school.year_groups.find((y) => y.year_group === choice.year);
      return { name: yearGroupName(t, choice.year), pupils: year?.pupils ?? 0 };
    }
    const open = school.classes.find((c) => c.class_id === choice.id);
    if (open) return { name: open.title, pupils: open.pupils };
    const old: ProjectAudience | undefined = saved.find((a) => a.class_id === choice.id);
    return { name: old ? audienceName(t, old) : t('audienceModal.aClass'), pupils: 0 };
  };
  const hasClass = (id: number) => chosen.some((c) => c.kind === 'class' && c.id === id);
  const hasYear = (year: number) => chosen.some((c) => c.kind === 'year' && c.year === year);
  const classOptions = school.classes
    .filter((c) => !hasClass(c.class_id))
    .map((c) => ({ id: c.class_id, name: withPupils(t, c.title, c.pupils) }));
  const yearOptions = school.year_groups
    .filter((y) => !hasYear(y.year_group))
    .map((y) => ({
      id: yearOption(y.year_group),
      name: withPupils(t, yearGroupName(t, y.year_group), y.pupils),
    }));
  // Year groups first, youngest first; then classes by name, as the screen lists them.
  const ordered = [...chosen].sort((a, b) =>
    a.kind !== b.kind
      ? a.kind === 'year'
        ? -1
        : 1
      : a.kind === 'year' && b.kind === 'year'
        ? a.year - b.year
        : shown(a).name.localeCompare(shown(b).name),
  );

  function add(choice: Choice | null, missing: string): void {
    if (choice === null) {
      saving.setProblem(missing);
      return;
    }
    saving.setProblem(null);
    setChosen((current) => [...current, choice]);
  }

  function remove(choice: Choice): void {
    setChosen((current) => current.filter((c) => c !== choice));
    // The button pressed is gone: the list keeps the focus.
    list.current?.focus();
  }

  async function save(): Promise<void> {
    const reply = await saving.submit(
      () =>
        call(Projects.SaveProjectAudiences, {
          school_project_id: project.school_project_id,
          class_ids: chosen.flatMap((c) => (c.kind === 'class' ? [c.id] : [])),
          year_groups: chosen.flatMap((c) => (c.kind === 'year' ? [c.year] : [])),
        }),
      { toast: null },
    );
    if (reply) {
      // The toast says how many joined, so it is shown here, not by useSubmit.
      useSession
        .getState()
        .showToast(
          t('wire:audiencesSavedText', { count: reply.added, projectName: project.project_name }),
        );
      onClose(true);
    }
  }

  const label = t('audienceModal.title', { project: project.project_name });
  return (
    <FormModal
      title={label}
      width={600}
      onSubmit={() => void save()}
      onCancel={() => onClose(false)}
      problem={saving.problem}
      busy={saving.busy}
    >
      <p className="sf-muted">{t('audienceModal.intro')}</p>
      {ordered.length === 0 ? (
        <p>{t('audienceModal.nobodyYet')}</p>
      ) : (
        <ul aria-label={label} ref={list} tabIndex={-1}>
          {ordered.map((choice) => {
            const { name, pupils } = shown(choice);
            return (
              <li key={choice.kind === 'class' ? `c${choice.id}` : `y${choice.year}`}>
                {t('audienceModal.item', { name, pupils: pupilCount(t, pupils) })}{' '}
                <Button
                  variant="secondary"
                  aria-label={t('audienceModal.removeName', { name })}
                  onPress={() => remove(choice)}
                >
                  {t('audienceModal.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {school.classes.length === 0 ? (
        <p className="sf-muted">{t('audienceModal.noClasses')}</p>
      ) : (
        <div className="sf-toolbar">
          <Select
            label={t('audienceModal.class')}
            placeholder={t('audienceModal.chooseClass')}
            options={classOptions}
            selectedId={classToAdd}
            onChange={setClassToAdd}
          />
          <Button
            variant="secondary"
            onPress={() => {
              add(
                classToAdd > 0 ? { kind: 'class', id: classToAdd } : null,
                t('audienceModal.chooseClassToAdd'),
              );
              setClassToAdd(0);
            }}
          >
            {t('audienceModal.addClass')}
          </Button>
        </div>
      )}
      <div className="sf-toolbar">
        <Select
          label={t('audienceModal.yearGroup')}
          placeholder={t('audienceModal.chooseYearGroup')}
          options={yearOptions}
          selectedId={yearToAdd}
          onChange={setYearToAdd}
        />
        <Button
          variant="secondary"
          onPress={() => {
            add(
              yearToAdd > 0 ? { kind: 'year', year: yearToAdd - 1 } : null,
              t('audienceModal.chooseYearGroupToAdd'),
            );
            setYearToAdd(0);
          }}
        >
          {t('audienceModal.addYearGroup')}
        </Button>
      </div>
    </FormModal>
  );
}
