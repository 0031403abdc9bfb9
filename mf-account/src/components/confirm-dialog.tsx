import styled from '@directpay/shared-ui/styled';
import { Button, Modal } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this clinic?' */
  message: string;
  confirmLabel?: string;
  /** The confirm button's words while busy. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-page confirmation (the original used window.confirm, which is not accessible or stylable). */
export function ConfirmDialog({ open, message, confirmLabel, busyLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useMessages();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={t('confirm.title')} description={message} width="26rem" closeLabel={t('dialog.close')}>
      <p>{message}</p>
      <Actions>
        <Button $variant="secondary" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? (busyLabel ?? t('confirm.deleting')) : (confirmLabel ?? t('confirm.delete'))}
        </Button>
      </Actions>
    </Modal>
  );
}
