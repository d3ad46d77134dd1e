/** A step-up's evidence, one click from the grid. */
import { Button, Modal, SafeHtml, useTranslation, type StepUpEvidence } from '@skillfolio/shared';

interface StepUpModalProps {
  shown: { pupil: string; skill: string; evidence: StepUpEvidence | null } | null;
  onClose: () => void;
}

export function StepUpModal({ shown, onClose }: StepUpModalProps) {
  const { t } = useTranslation('class-view');
  return (
    <Modal
      title={
        shown
          ? t('stepUp.title', { pupil: shown.pupil, skill: shown.skill })
          : t('stepUp.titleAlone')
      }
      isOpen={shown !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {shown?.evidence ? (
        <>
          <h3>
            {t('stepUp.heading', {
              kind: t(`stepUp.kind.${shown.evidence.kind}`),
              title: shown.evidence.title,
            })}
          </h3>
          <SafeHtml html={shown.evidence.html} />
        </>
      ) : (
        <p>{t('stepUp.nothingLinked')}</p>
      )}
      <div className="sf-modal__actions">
        <Button onPress={onClose}>{t('close')}</Button>
      </div>
    </Modal>
  );
}
