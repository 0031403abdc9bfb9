import styled from '@directpay/shared-ui/styled';
import { Button, Modal } from '@directpay/shared-ui';

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
export function ConfirmDialog({ open, message, confirmLabel = 'Delete', busyLabel = 'Deleting…', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title="Please confirm" description={message} width="26rem">
      <p>{message}</p>
      <Actions>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
