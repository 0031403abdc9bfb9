import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { useLocale } from '@directpay/shared-ui/i18n';
import { LOCALE_TAGS, type Locale } from '@directpay/contracts';
import { Hint, StepTitle } from '#src/components/form-controls';
import type { StoredDraft } from '#src/features/clinic-wizard/lib/draft-store';
import { useMessages } from '#src/features/clinic-wizard/messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

/** When the draft was written, in the page's language; '' when the stored date is unreadable. */
const savedWhen = (iso: string, locale: Locale) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
};

/** Opening the wizard with a draft stored for this clinic: continue it or start over. */
export function ResumeOffer({ stored, total, onContinue, onStartOver }: { stored: StoredDraft; total: number; onContinue: () => void; onStartOver: () => void }) {
  const t = useMessages();
  const when = savedWhen(stored.savedAt, useLocale());
  const place = { step: stored.step, total };
  return (
    <section aria-labelledby="resume-draft-title" data-testid="resume-draft">
      <StepTitle id="resume-draft-title">{t('resume.title')}</StepTitle>
      <p>{when ? t('resume.savedOn', { ...place, when }) : t('resume.saved', place)}</p>
      {stored.droppedImages > 0 && <Hint role="note">{t('resume.droppedImages', { count: stored.droppedImages })}</Hint>}
      <Actions>
        <Button onClick={onContinue}>{t('resume.continue')}</Button>
        <Button $variant="secondary" onClick={onStartOver}>
          {t('resume.startOver')}
        </Button>
      </Actions>
    </section>
  );
}
