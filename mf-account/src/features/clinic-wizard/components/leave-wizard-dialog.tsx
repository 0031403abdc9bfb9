import styled from '@directpay/shared-ui/styled';
import { Button, Modal } from '@directpay/shared-ui';
import { useMessages } from '../messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

export interface LeaveWizardDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** Also Escape and ×: the safe answer. */
  onBack: () => void;
}

/** Asked when Esc, × or Exit would close a wizard with changes (the wizard steps aside meanwhile: dialogs never nest). */
export function LeaveWizardDialog({ open, onKeep, onDiscard, onBack }: LeaveWizardDialogProps) {
  const t = useMessages();
  const question = t('leave.question');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onBack()} title={t('leave.title')} description={question} width="28rem">
      <p>{question}</p>
      <Actions>
        <Button $variant="ghost" onClick={onBack}>
          {t('leave.back')}
        </Button>
        <Button $variant="danger" onClick={onDiscard}>
          {t('leave.discard')}
        </Button>
        <Button onClick={onKeep}>{t('leave.keep')}</Button>
      </Actions>
    </Modal>
  );
}
