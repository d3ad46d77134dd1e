/** The Change School modal's frame; listing and switching schools arrive with the global admin area. */
import { Button, Modal } from '@skillfolio/shared';

export function ChangeSchoolModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal
      title="Change School"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      width={600}
    >
      <p className="sf-modal__body">Choosing another school is not available yet.</p>
      <div className="sf-modal__actions">
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
