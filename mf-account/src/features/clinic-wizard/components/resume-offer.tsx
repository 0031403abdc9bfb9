import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { Hint, StepTitle } from '#src/components/form-controls';
import type { StoredDraft } from '#src/features/clinic-wizard/lib/draft-store';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

const savedWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : ` on ${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
};

const images = (n: number) => (n === 1 ? 'The image you chose from your device was' : `The ${n} images you chose from your device were`);

/** Opening the wizard with a draft stored for this clinic: continue it or start over. */
export function ResumeOffer({ stored, total, onContinue, onStartOver }: { stored: StoredDraft; total: number; onContinue: () => void; onStartOver: () => void }) {
  return (
    <section aria-labelledby="resume-draft-title" data-testid="resume-draft">
      <StepTitle id="resume-draft-title">Continue where you left off?</StepTitle>
      <p>
        A draft of this clinic location is saved in this browser{savedWhen(stored.savedAt)}, at step {stored.step} of {total}.
      </p>
      {stored.droppedImages > 0 && (
        <Hint role="note">
          {images(stored.droppedImages)} not kept: a browser draft cannot hold image files. Add {stored.droppedImages === 1 ? 'it' : 'them'} again at step 3.
        </Hint>
      )}
      <Actions>
        <Button onClick={onContinue}>Continue the draft</Button>
        <Button $variant="secondary" onClick={onStartOver}>
          Start over
        </Button>
      </Actions>
    </section>
  );
}
