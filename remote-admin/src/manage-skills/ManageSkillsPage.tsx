/**
 * /admin/manageSkills: the school's skills framework (headings and skills) to add to,
 * rename, reorder, move and retire, beside the global framework it uses, read-only.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  listSkills,
  LoadProblem,
  Page,
  reorderSkill,
  retireSkill,
  Spinner,
  useLoad,
  useSession,
  useSubmit,
  type AdminSkill,
} from '@skillfolio/shared';
import { MoveSkillModal } from './MoveSkillModal';
import { SkillNameModal, type NameTask } from './SkillNameModal';
import { SkillTree } from './SkillTree';
import { childrenOf, retireKeeps } from './skillTree';

export function ManageSkillsPage() {
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const skills = useLoad(useCallback(() => (userId ? listSkills() : null), [userId]));
  const [naming, setNaming] = useState<NameTask | null>(null);
  const [moving, setMoving] = useState<AdminSkill | null>(null);
  const [retiring, setRetiring] = useState<AdminSkill | null>(null);
  const change = useSubmit('The change was not saved. Please try again.');

  const school = skills.status === 'loaded' ? (skills.data?.schoolSkills ?? []) : [];
  const global = skills.status === 'loaded' ? (skills.data?.globalSkills ?? []) : [];
  const schoolChildren = childrenOf(school);

  async function run(work: () => Promise<unknown>): Promise<void> {
    if ((await change.submit(work)) !== undefined) skills.reload();
  }

  const closeAndReload = (saved: boolean): void => {
    setNaming(null);
    setMoving(null);
    if (saved) skills.reload();
  };

  const actions = (skill: AdminSkill, siblings: readonly AdminSkill[], index: number) => {
    const name = skill.skill_descriptor;
    const keeps = retireKeeps(schoolChildren, skill);
    return (
      <span className="sf-skill__actions">
        <Button
          variant="link"
          aria-label={`Rename ${name}`}
          onPress={() => setNaming({ kind: 'rename', skillId: skill.skill_id, name })}
        >
          Rename
        </Button>
        {!skill.retired && (
          <Button
            variant="link"
            aria-label={`Add skill under ${name}`}
            onPress={() =>
              setNaming({ kind: 'addSkill', parentId: skill.skill_id, parentName: name })
            }
          >
            Add skill
          </Button>
        )}
        <Button
          variant="link"
          aria-label={`Move ${name} up`}
          isDisabled={index === 0 || change.busy}
          onPress={() =>
            void run(() => reorderSkill({ skill_id: skill.skill_id, direction: 'up' }))
          }
        >
          Up
        </Button>
        <Button
          variant="link"
          aria-label={`Move ${name} down`}
          isDisabled={index === siblings.length - 1 || change.busy}
          onPress={() =>
            void run(() => reorderSkill({ skill_id: skill.skill_id, direction: 'down' }))
          }
        >
          Down
        </Button>
        <Button variant="link" aria-label={`Move ${name}`} onPress={() => setMoving(skill)}>
          Move
        </Button>
        {skill.retired ? (
          <Button
            variant="link"
            aria-label={`Restore ${name}`}
            isDisabled={change.busy}
            onPress={() =>
              void run(() => retireSkill({ skill_id: skill.skill_id, retired: false }))
            }
          >
            Restore
          </Button>
        ) : (
          <Button
            variant="link"
            aria-label={`${keeps ? 'Retire' : 'Delete'} ${name}`}
            onPress={() => setRetiring(skill)}
          >
            {keeps ? 'Retire' : 'Delete'}
          </Button>
        )}
      </span>
    );
  };

  const retiringKeeps = retiring !== null && retireKeeps(schoolChildren, retiring);

  return (
    <Page title="Manage Skills">
      <div className="sf-toolbar">
        <Button onPress={() => setNaming({ kind: 'addHeading' })}>Add Heading</Button>
      </div>
      {change.problem && (
        <p className="sf-alert" role="alert">
          {change.problem}
        </p>
      )}
      {skills.status === 'failed' && (
        <LoadProblem what="the school's skills" onRetry={skills.reload} />
      )}
      {skills.status === 'loading' && <Spinner label="Loading the skills" />}
      {skills.status === 'loaded' && (
        <>
          <h2>This school&apos;s skills</h2>
          {school.length === 0 ? (
            <p>No skills yet. Please add a heading</p>
          ) : (
            <SkillTree label="This school's skills" children={schoolChildren} actions={actions} />
          )}
          <h2>Global skills</h2>
          <p>Every school uses these; only Skillfolio changes them.</p>
          {global.length === 0 ? (
            <p>No global skills</p>
          ) : (
            <SkillTree label="Global skills" children={childrenOf(global)} />
          )}
        </>
      )}
      {naming && <SkillNameModal task={naming} onClose={closeAndReload} />}
      {moving && (
        <MoveSkillModal
          skill={moving}
          skills={school}
          children={schoolChildren}
          onClose={closeAndReload}
        />
      )}
      <ConfirmDialog
        isOpen={retiring !== null}
        message={
          retiring === null
            ? undefined
            : retiringKeeps
              ? `Retire ${retiring.skill_descriptor}? It leaves new assessments and development-area choices; pupils keep their grades.`
              : `Delete ${retiring.skill_descriptor}? Nobody has used it.`
        }
        confirmLabel={retiringKeeps ? 'Retire' : 'Delete'}
        onCancel={() => setRetiring(null)}
        onConfirm={() => {
          const skill = retiring;
          setRetiring(null);
          if (skill) void run(() => retireSkill({ skill_id: skill.skill_id, retired: true }));
        }}
      />
    </Page>
  );
}
