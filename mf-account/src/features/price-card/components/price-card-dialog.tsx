import { useEffect, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { PRICE_CARD_FALLBACK_HEIGHT, priceCardSnippets } from '@directpay/contracts';
import { Modal } from '@directpay/shared-ui';
import { CopySnippet } from './copy-snippet';

/** How long "Copied" stays on the button before it reads "Copy …" again. */
const COPIED_FOR_MS = 4000;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  > p { margin: 0; overflow-wrap: anywhere; }
`;

/**
 * "Price card for your website": the two snippets that show this location's cash prices on the
 * owner's own site, each with Copy. The snippets name this site's origin, where the host's server
 * serves the card (scripts/serve-embed.ts). Loaded on demand (React.lazy) from the Options menu.
 */
export default function PriceCardDialog({ clinicId, clinicName, onClose }: { clinicId: string; clinicName: string; onClose: () => void }) {
  const snippets = priceCardSnippets(window.location.origin, clinicId, clinicName);
  const [copied, setCopied] = useState<'script' | 'iframe' | null>(null);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Price card for your website" description={`Show the cash prices of ${clinicName} on your own website`} width="40rem">
      <Body>
          <p>
          The card shows the cash prices of <strong>{clinicName}</strong> with the date they were last confirmed and a link to its profile here. It stays up to
          date as you change your prices, sets no cookies and reads nothing of your page.
        </p>
        <CopySnippet
          name="script"
          title="Script"
          hint="Paste it where the card should appear."
          snippet={snippets.script}
          copied={copied === 'script'}
          onCopied={() => setCopied('script')}
        />
        <CopySnippet
          name="iframe"
          title="Iframe"
          hint={`For a site whose Content-Security-Policy refuses other sites' scripts: it needs this site in frame-src. Its short script fits the frame to the card; where scripts cannot run, the frame stays ${PRICE_CARD_FALLBACK_HEIGHT} px tall.`}
          snippet={snippets.iframe}
          copied={copied === 'iframe'}
          onCopied={() => setCopied('iframe')}
        />
      </Body>
    </Modal>
  );
}
