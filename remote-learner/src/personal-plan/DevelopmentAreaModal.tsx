/**
 * SPEC §2 the development area Add/Edit modal: Area for development (a skill, "Please
 * Select..."), Reason, the steps once the area is saved, and Save and Close.
 */
import { useCallback, useState } from 'react';
import {
  Button,
  getSkills,
  Modal,
  refusalOf,
  savePersonalPlan,
  Select,
  TextField,
  useLoad,
  useSession,
  type DevelopmentArea,
} from '@skillfolio/shared';
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
  const skills = useLoad(useCallback(() => getSkills(), []));
  const [areaId, setAreaId] = useState(area?.development_area_id ?? 0);
  const [skillId, setSkillId] = useState(area?.skill_id ?? 0);
  const [reason, setReason] = useState(area?.reason ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);

  const options = (skills.data ?? [])
    .filter((skill) => skill.skill_id === area?.skill_id || !usedSkillIds.includes(skill.skill_id))
    .map((skill) => ({ id: skill.skill_id, name: skill.skill_descriptor }));

  async function save(): Promise<void> {
    // SPEC §5: a development area needs a chosen skill (id above 0).
    if (skillId <= 0) {
      setProblem('Choose an area for development.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const reply = await savePersonalPlan({
        id: areaId,
        project_id: projectId,
        skill_id: skillId,
        reason: reason.trim(),
      });
      setAreaId(reply.development_area_id);
      setChanged(true);
      useSession.getState().showToast('Saved');
    } catch (error) {
      setProblem(
        (await refusalOf(error)) ?? 'The development area was not saved. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title="Development Area"
      isOpen
      onOpenChange={(open) => !open && onClose(changed)}
      width={800}
    >
      <div className="sf-area-modal">
        <Select
          label="Area for development"
          placeholder="Please Select..."
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
          label="Reason"
          rows={3}
          value={reason}
          onChange={setReason}
          isReadOnly={readOnly}
          maxLength={2000}
        />
        {areaId === 0 ? (
          <p className="sf-notice">You need to save this before adding next steps</p>
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
              Save
            </Button>
          )}
          <Button variant="secondary" onPress={() => onClose(changed)}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
