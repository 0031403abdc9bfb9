import { useId, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Modal } from '@directpay/shared-ui';
import { DESCRIPTION_PREVIEW, type ClinicDetail } from '@directpay/contracts';
import { useLocale } from '@directpay/shared-ui/i18n';
import { useMessages } from '#src/messages';
import { LinkButton, Section } from './section';

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.6;
`;

/**
 * The owner's description, or on a Spanish page their Spanish one when they wrote it (then
 * marked as Spanish); the first 350 characters, and 'Read more' opens the full text in a dialog.
 */
export function Description({ detail }: { detail: Pick<ClinicDetail, 'description' | 'descriptionEs'> }) {
  const t = useMessages();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const spanish = locale === 'es' && Boolean(detail.descriptionEs?.trim());
  const full = (spanish ? (detail.descriptionEs ?? '') : detail.description).trim();
  const lang = spanish ? 'es' : undefined;
  if (!full) return null;
  const long = full.length > DESCRIPTION_PREVIEW;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('description.title')}</h2>
      <Text data-testid="description-preview" translate="no" lang={lang}>{long ? `${full.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…` : full}</Text>
      {long && (
        <>
          <LinkButton onClick={() => setOpen(true)}>{t('description.readMore')}</LinkButton>
          <Modal open={open} onOpenChange={setOpen} title={t('description.dialogTitle')} width="44rem" closeLabel={t('common.close')}>
            <Text translate="no" lang={lang}>
              {full}
            </Text>
          </Modal>
        </>
      )}
    </Section>
  );
}
