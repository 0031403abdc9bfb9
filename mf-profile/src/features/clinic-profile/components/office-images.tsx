import { useId, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Lightbox, theme } from '@directpay/shared-ui';
import { PagedCarousel } from '@directpay/shared-ui/remote-ui';
import { imageAtWidth, imageSrcSet, type ImageRef } from '@directpay/contracts';
import { Section } from './section';
import { useMessages } from '#src/messages';

/** Office images page size; the carousel shows only from this many images (spec section 9). */
const PER_PAGE = 2;

const Thumb = styled.button`
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${theme.radius};
  overflow: hidden;
  cursor: zoom-in;
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
`;

export function OfficeImages({ images, clinicName }: { images: ImageRef[]; clinicName: string }) {
  const t = useMessages();
  const [open, setOpen] = useState<number | null>(null);
  const headingId = useId();
  if (images.length < 2) return null;
  const alt = (i: number) => t('images.alt', { clinic: clinicName, number: i + 1, total: images.length });
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('images.title')}</h2>
      <PagedCarousel
        items={images}
        perPage={PER_PAGE}
        label={t('images.carousel')}
        itemKey={(img, i) => `${i}-${img.url}`}
        renderItem={(img, i) => (
          <Thumb type="button" onClick={() => setOpen(i)} aria-label={t('images.open', { number: i + 1, total: images.length })}>
            <img src={imageAtWidth(img.url, 400)} srcSet={imageSrcSet(img.url) || undefined} sizes="(min-width: 768px) 22rem, 50vw" alt="" loading="lazy" width={800} height={600} />
          </Thumb>
        )}
      />
      <Lightbox images={images.map((img, i) => ({ url: img.url, alt: alt(i) }))} index={open} onIndexChange={setOpen} title={t('images.title')} />
    </Section>
  );
}
