import { useId } from 'react';
import type { Address } from '@directpay/contracts';
import { streetLines } from '../lib/address';
import { Section } from './section';
import { useMessages } from '#src/messages';

export function AddressBlock({ address }: { address: Address }) {
  const t = useMessages();
  const headingId = useId();
  const lines = streetLines(address);
  if (lines.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('address.title')}</h2>
      <address style={{ fontStyle: 'normal' }} translate="no">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </Section>
  );
}
