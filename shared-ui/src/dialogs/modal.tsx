import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from '@directpay/shared-ui/styled';
import { theme } from '../theme/theme';
import { useMessages } from '../messages';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgb(17 24 39 / 0.55);
  z-index: 1000;
`;

const Content = styled(Dialog.Content)<{ $width: string }>`
  position: fixed;
  z-index: 1001;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${(p) => p.$width}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 20px 40px rgb(0 0 0 / 0.25);
  padding: 1.5rem;
  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const Close = styled(Dialog.Close)`
  border: none;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  padding: 0.25rem 0.5rem;
  border-radius: ${theme.radius};
  &:hover { background: ${theme.colors.subtle}; }
`;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read by screen readers after the title; visually hidden unless shown by the content. */
  description?: string;
  children: ReactNode;
  /** CSS width, default 36rem. */
  width?: string;
  /** Name of the close button for screen readers. */
  closeLabel?: string;
}

/**
 * Remembers what had focus when the dialog opened. Read during render: by the
 * time effects run, Radix has already moved focus into the dialog.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return opener;
}

/**
 * An accessible dialog (Radix): focus moves in and, on close, back to what
 * opened it; Escape and a click outside close it; the page behind is inert.
 * Controlled dialogs have no Radix Trigger, so the opener is remembered here.
 */
export function Modal({ open, onOpenChange, title, description, children, width = '36rem', closeLabel }: ModalProps) {
  const t = useMessages();
  const opener = useOpener(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          $width={width}
          onCloseAutoFocus={(event) => {
            const el = opener.current;
            if (el?.isConnected) {
              event.preventDefault();
              el.focus();
            }
          }}
        >
          <Header>
            <Dialog.Title>{title}</Dialog.Title>
            <Close aria-label={closeLabel ?? t('modal.close')}>×</Close>
          </Header>
          {description ? (
            <Dialog.Description className="visually-hidden">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{typeof title === 'string' ? title : t('modal.dialog')}</Dialog.Description>
          )}
          {children}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
