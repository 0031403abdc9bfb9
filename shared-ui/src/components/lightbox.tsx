import { useEffect } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Modal } from '../dialogs/modal';
import { useMessages } from '../messages';
import { theme } from '../theme/theme';
import { RoundButton } from './round-button';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
  img {
    width: 100%;
    max-height: 70vh;
    object-fit: contain;
    background: ${theme.colors.subtle};
  }
  figcaption {
    grid-column: 1 / -1;
    text-align: center;
    color: ${theme.colors.muted};
    font-size: 0.875rem;
  }
`;

export interface LightboxProps {
  images: { url: string; alt: string }[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  title: string;
}

/** A full-size image viewer; previous/next and the arrow keys wrap around at the ends. */
export function Lightbox({ images, index, onIndexChange, title }: LightboxProps) {
  const t = useMessages();
  const open = index !== null && images.length > 0;
  const count = images.length;
  const go = (step: number) => index !== null && onIndexChange((index + step + count) % count);

  useEffect(() => {
    if (!open) return;
    // On the window: focus may sit on the dialog's close button, outside our content.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const image = open ? images[index] : undefined;
  return (
    <Modal open={open} onOpenChange={(o) => !o && onIndexChange(null)} title={title} width="56rem" description={t('lightbox.hint')}>
      {image && (
        <Figure>
          <RoundButton aria-label={t('lightbox.previous')} onClick={() => go(-1)}>
            ‹
          </RoundButton>
          <img src={image.url} alt={image.alt} />
          <RoundButton aria-label={t('lightbox.next')} onClick={() => go(1)}>
            ›
          </RoundButton>
          <figcaption aria-live="polite">
            {t('lightbox.position', { position: index! + 1, count })}
          </figcaption>
        </Figure>
      )}
    </Modal>
  );
}
