import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '#src/dialogs/modal';
import type { LightboxProps } from '#src/components/lightbox';

export type { ModalProps } from '#src/dialogs/modal';
export type { LightboxProps } from '#src/components/lightbox';

/*
 * Modal and Lightbox as every page imports them: until a dialog first opens they
 * render nothing, and its code (the `@directpay/shared-ui/dialogs` entry point,
 * with Radix dialog) is downloaded then. After that the real dialog stays mounted,
 * so it closes with its animation and returns focus. The import goes through the
 * package name so that it is the page's one shared copy of that entry point.
 */
const LoadedModal = lazy(async () => ({ default: (await import('@directpay/shared-ui/dialogs')).Modal }));
const LoadedLightbox = lazy(async () => ({ default: (await import('@directpay/shared-ui/dialogs')).Lightbox }));

/** True from the first render in which `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** An accessible dialog (Radix); see dialogs/modal.tsx. Its code loads when it first opens. */
export function Modal(props: ModalProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}

/** A full-size image viewer; see components/lightbox.tsx. Its code loads when it first opens. */
export function Lightbox(props: LightboxProps) {
  const opened = useOpenedOnce(props.index !== null && props.images.length > 0);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedLightbox {...props} />
    </Suspense>
  );
}
