/**
 * A skills framework (headings and skills) to add to, rename, reorder, move and retire: a
 * school's (/admin/manageSkills, beside the global framework it uses, read-only) or the
 * global one (/globaladmin/manageSkills). Which, and the calls it makes, come from `framework`.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  LoadProblem,
  Page,
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
import type { SkillFramework } from './skillFrameworks';

export interface SkillFrameworkEditorProps {
  framework: SkillFramework;
}

export function SkillFrameworkEditor({ framework }: SkillFrameworkEditorProps) {
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const { load, reorder, retire } = framework;
  const skills = useLoad(useCallback(() => (userId ? load() : null), [userId, load]));
  const [naming, setNaming] = useState<NameTask | null>(null);
  const [moving, setMoving] = useState<AdminSkill | null>(null);
  const [retiring, setRetiring] = useState<AdminSkill | null>(null);
  const change = useSubmit('The change was not saved. Please try again.');

  const school = skills.status === 'loaded' ? (skills.data?.edited ?? []) : [];
  const alongside = skills.status === 'loaded' ? (skills.data?.alongside ?? []) : [];
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
          onPress={() => void run(() => reorder({ skill_id: skill.skill_id, direction: 'up' }))}
        >
          Up
        </Button>
        <Button
          variant="link"
          aria-label={`Move ${name} down`}
          isDisabled={index === siblings.length - 1 || change.busy}
          onPress={() => void run(() => reorder({ skill_id: skill.skill_id, direction: 'down' }))}
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
            onPress={() => void run(() => retire({ skill_id: skill.skill_id, retired: false }))}
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
    <Page title={framework.title}>
      <div className="sf-toolbar">
        <Button onPress={() => setNaming({ kind: 'addHeading' })}>Add Heading</Button>
      </div>
      {change.problem && (
        <p className="sf-alert" role="alert">
          {change.problem}
        </p>
      )}
      {skills.status === 'failed' && (
        <LoadProblem what={framework.loadWhat} onRetry={skills.reload} />
      )}
      {skills.status === 'loading' && <Spinner label="Loading the skills" />}
      {skills.status === 'loaded' && (
        <>
          <h2>{framework.treeLabel}</h2>
          {framework.intro && <p>{framework.intro}</p>}
          {school.length === 0 ? (
            <p>No skills yet. Please add a heading</p>
          ) : (
            <SkillTree label={framework.treeLabel} children={schoolChildren} actions={actions} />
          )}
          {framework.alongside && (
            <>
              <h2>{framework.alongside.label}</h2>
              <p>{framework.alongside.note}</p>
              {alongside.length === 0 ? (
                <p>No {framework.alongside.label.toLowerCase()}</p>
              ) : (
                <SkillTree label={framework.alongside.label} children={childrenOf(alongside)} />
              )}
            </>
          )}
        </>
      )}
      {naming && <SkillNameModal task={naming} save={framework.save} onClose={closeAndReload} />}
      {moving && (
        <MoveSkillModal
          move={framework.move}
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
          if (skill) void run(() => retire({ skill_id: skill.skill_id, retired: true }));
        }}
      />
    </Page>
  );
}
