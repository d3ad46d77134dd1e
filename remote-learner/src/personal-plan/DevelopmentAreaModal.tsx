/**
 * SPEC §2 the development area Add/Edit modal: Area for development (a skill, "Please
 * Select..."), Reason, the steps once the area is saved, and Save and Close; Delete (after
 * "Are you sure") for the area's owner.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  ConfirmDialog,
  Modal,
  Select,
  TextField,
  useLoad,
  useSession,
  useSubmit,
  useTranslation,
  type DevelopmentArea,
} from '@skillfolio/shared';
import { Plan } from '@skillfolio/shared/contract';
import { StepsSection } from './StepsSection';

export interface DevelopmentAreaModalProps {
  /** null adds a new area. */
  area: DevelopmentArea | null;
  projectId: number;
  /** Skills other areas of this project already use: not offered again. */
  usedSkillIds: number[];
  readOnly: boolean;
  /** `changed`: something was saved, so the table reloads. */
  onClose: (changed: boolean) => void;
}

export function DevelopmentAreaModal({
  area,
  projectId,
  usedSkillIds,
  readOnly,
  onClose,
}: DevelopmentAreaModalProps) {
  const { t } = useTranslation('personal-plan');
  const skills = useLoad(useCallback(() => call(Plan.GetSkills), []));
  const [areaId, setAreaId] = useState(area?.development_area_id ?? 0);
  const [skillId, setSkillId] = useState(area?.skill_id ?? 0);
  const [reason, setReason] = useState(area?.reason ?? '');
  const [changed, setChanged] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const saving = useSubmit(t('modal.notSaved'));
  const deleting = useSubmit(t('modal.notDeleted'));
  const { setProblem } = saving;
  const problem = saving.problem ?? deleting.problem;
  const busy = saving.busy || deleting.busy;

  const options = (skills.data ?? [])
    .filter((skill) => skill.skill_id === area?.skill_id || !usedSkillIds.includes(skill.skill_id))
    .map((skill) => ({ id: skill.skill_id, name: skill.skill_descriptor }));

  async function save(): Promise<void> {
    // SPEC §5: a development area needs a chosen skill (id above 0).
    if (skillId <= 0) {
      setProblem(t('modal.chooseArea'));
      return;
    }
    const reply = await saving.submit(() =>
      call(Plan.SavePersonalPlan, {
        id: areaId,
        project_id: projectId,
        skill_id: skillId,
        reason: reason.trim(),
      }),
    );
    if (!reply) return;
    setAreaId(reply.development_area_id);
    setChanged(true);
  }

  async function remove(): Promise<void> {
    setConfirmingDelete(false);
    const removed = await deleting.submit(
      async () => {
        await call(Plan.DeleteDevelopmentArea, { development_area_id: areaId, user_id: userId });
        return true;
      },
      { toast: null },
    );
    if (removed) onClose(true);
  }

  return (
    <Modal
      title={t('modal.title')}
      isOpen
      onOpenChange={(open) => !open && onClose(changed)}
      width={800}
    >
      <div className="sf-area-modal">
        <Select
          label={t('modal.area')}
          placeholder={t('modal.pleaseSelect')}
          options={options}
          selectedId={skillId}
          onChange={(id) => {
            setSkillId(id);
            setProblem(null);
          }}
          isDisabled={readOnly}
          isInvalid={problem !== null && skillId <= 0}
        />
        <TextField
          label={t('modal.reason')}
          rows={3}
          value={reason}
          onChange={setReason}
          isReadOnly={readOnly}
          maxLength={2000}
        />
        {areaId === 0 ? (
          <p className="sf-notice">{t('modal.saveFirst')}</p>
        ) : (
          <StepsSection
            developmentAreaId={areaId}
            readOnly={readOnly}
            onChanged={() => setChanged(true)}
          />
        )}
        {problem && (
          <p className="sf-alert" role="alert">
            {problem}
          </p>
        )}
        <div className="sf-modal__actions">
          {!readOnly && (
            <Button onPress={() => void save()} isDisabled={busy}>
              {t('save')}
            </Button>
          )}
          {!readOnly && areaId > 0 && (
            <Button variant="danger" onPress={() => setConfirmingDelete(true)} isDisabled={busy}>
              {t('delete')}
            </Button>
          )}
          <Button variant="secondary" onPress={() => onClose(changed)}>
            {t('close')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirmingDelete}
        message={t('modal.confirmDelete')}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </Modal>
  );
}
