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
  useTranslation,
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
  const { t } = useTranslation('admin-kit');
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const { load, reorder, retire } = framework;
  const skills = useLoad(useCallback(() => (userId ? load() : null), [userId, load]));
  const [naming, setNaming] = useState<NameTask | null>(null);
  const [moving, setMoving] = useState<AdminSkill | null>(null);
  const [retiring, setRetiring] = useState<AdminSkill | null>(null);
  const change = useSubmit(t('skills.editor.notSaved'));

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
          aria-label={t('skills.editor.renameNamed', { name })}
          onPress={() => setNaming({ kind: 'rename', skillId: skill.skill_id, name })}
        >
          {t('skills.editor.rename')}
        </Button>
        {!skill.retired && (
          <Button
            variant="link"
            aria-label={t('skills.editor.addSkillUnder', { name })}
            onPress={() =>
              setNaming({ kind: 'addSkill', parentId: skill.skill_id, parentName: name })
            }
          >
            {t('skills.editor.addSkill')}
          </Button>
        )}
        <Button
          variant="link"
          aria-label={t('skills.editor.upNamed', { name })}
          isDisabled={index === 0 || change.busy}
          onPress={() => void run(() => reorder({ skill_id: skill.skill_id, direction: 'up' }))}
        >
          {t('skills.editor.up')}
        </Button>
        <Button
          variant="link"
          aria-label={t('skills.editor.downNamed', { name })}
          isDisabled={index === siblings.length - 1 || change.busy}
          onPress={() => void run(() => reorder({ skill_id: skill.skill_id, direction: 'down' }))}
        >
          {t('skills.editor.down')}
        </Button>
        <Button
          variant="link"
          aria-label={t('skills.editor.moveNamed', { name })}
          onPress={() => setMoving(skill)}
        >
          {t('skills.editor.move')}
        </Button>
        {skill.retired ? (
          <Button
            variant="link"
            aria-label={t('skills.editor.restoreNamed', { name })}
            isDisabled={change.busy}
            onPress={() => void run(() => retire({ skill_id: skill.skill_id, retired: false }))}
          >
            {t('skills.editor.restore')}
          </Button>
        ) : (
          <Button
            variant="link"
            aria-label={t(keeps ? 'skills.editor.retireNamed' : 'skills.editor.deleteNamed', {
              name,
            })}
            onPress={() => setRetiring(skill)}
          >
            {t(keeps ? 'skills.editor.retire' : 'skills.editor.delete')}
          </Button>
        )}
      </span>
    );
  };

  const retiringKeeps = retiring !== null && retireKeeps(schoolChildren, retiring);

  return (
    <Page title={t(framework.title)}>
      <div className="sf-toolbar">
        <Button onPress={() => setNaming({ kind: 'addHeading' })}>
          {t('skills.editor.addHeading')}
        </Button>
      </div>
      {change.problem && (
        <p className="sf-alert" role="alert">
          {change.problem}
        </p>
      )}
      {skills.status === 'failed' && (
        <LoadProblem what={t(framework.loadWhat)} onRetry={skills.reload} />
      )}
      {skills.status === 'loading' && <Spinner label={t('skills.editor.loading')} />}
      {skills.status === 'loaded' && (
        <>
          <h2>{t(framework.treeLabel)}</h2>
          {framework.intro && <p>{t(framework.intro)}</p>}
          {school.length === 0 ? (
            <p>{t('skills.editor.none')}</p>
          ) : (
            <SkillTree label={t(framework.treeLabel)} children={schoolChildren} actions={actions} />
          )}
          {framework.alongside && (
            <>
              <h2>{t(framework.alongside.label)}</h2>
              <p>{t(framework.alongside.note)}</p>
              {alongside.length === 0 ? (
                <p>{t(framework.alongside.empty)}</p>
              ) : (
                <SkillTree label={t(framework.alongside.label)} children={childrenOf(alongside)} />
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
              ? t('skills.editor.confirmRetire', { name: retiring.skill_descriptor })
              : t('skills.editor.confirmDelete', { name: retiring.skill_descriptor })
        }
        confirmLabel={t(retiringKeeps ? 'skills.editor.retire' : 'skills.editor.delete')}
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
