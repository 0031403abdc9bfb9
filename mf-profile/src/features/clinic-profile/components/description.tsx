import { useId, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Modal } from '@directpay/shared-ui';
import { DESCRIPTION_PREVIEW } from '@directpay/contracts';
import { LinkButton, Section } from './section';

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.6;
`;

/** The first 350 characters; 'Read more' opens the full text in a dialog. */
export function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const full = text.trim();
  if (!full) return null;
  const long = full.length > DESCRIPTION_PREVIEW;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>About</h2>
      <Text data-testid="description-preview">{long ? `${full.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…` : full}</Text>
      {long && (
        <>
          <LinkButton onClick={() => setOpen(true)}>Read more</LinkButton>
          <Modal open={open} onOpenChange={setOpen} title="Description" width="44rem">
            <Text>{full}</Text>
          </Modal>
        </>
      )}
    </Section>
  );
}
