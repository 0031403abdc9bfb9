import { useId } from 'react';
import type { Address } from '@directpay/contracts';
import { streetLines } from '../lib/address';
import { Section } from './section';

export function AddressBlock({ address }: { address: Address }) {
  const headingId = useId();
  const lines = streetLines(address);
  if (lines.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Address</h2>
      <address style={{ fontStyle: 'normal' }}>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </Section>
  );
}
