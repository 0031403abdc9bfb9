import styled from '@directpay/shared-ui/styled';
import { Button, Modal } from '@directpay/shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

const QUESTION = 'Your changes are not submitted yet. Keep them as a draft in this browser to continue later, or discard them.';

export interface LeaveWizardDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** Also Escape and ×: the safe answer. */
  onBack: () => void;
}

/** Asked when Esc, × or Exit would close a wizard with changes (the wizard steps aside meanwhile: dialogs never nest). */
export function LeaveWizardDialog({ open, onKeep, onDiscard, onBack }: LeaveWizardDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onBack()} title="Keep your draft?" description={QUESTION} width="28rem">
      <p>{QUESTION}</p>
      <Actions>
        <Button $variant="ghost" onClick={onBack}>
          Go back to editing
        </Button>
        <Button $variant="danger" onClick={onDiscard}>
          Discard the draft
        </Button>
        <Button onClick={onKeep}>Keep the draft</Button>
      </Actions>
    </Modal>
  );
}
