import { useEffect, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { PRICE_CARD_FALLBACK_HEIGHT, priceCardSnippets, type Locale } from '@directpay/contracts';
import { Modal } from '@directpay/shared-ui';
import { useLocale } from '@directpay/shared-ui/i18n';
import { useMessages } from '#src/messages';
import { CopySnippet } from './copy-snippet';
import { SnippetLanguage } from './snippet-language';

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
 * owner's own site, each with Copy, in the card's language (the page's at first). The snippets
 * name this site's origin, where the host's server serves the card (scripts/serve-embed.ts).
 * Loaded on demand (React.lazy) from the Options menu.
 */
export default function PriceCardDialog({ clinicId, clinicName, onClose }: { clinicId: string; clinicName: string; onClose: () => void }) {
  const t = useMessages();
  const [lang, setLang] = useState<Locale>(useLocale());
  const snippets = priceCardSnippets(window.location.origin, clinicId, clinicName, lang);
  const [copied, setCopied] = useState<'script' | 'iframe' | null>(null);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const chooseLang = (next: Locale) => {
    setLang(next);
    // A snippet copied in the other language is not the one shown now.
    setCopied(null);
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('options.priceCard')} description={t('card.description', { name: clinicName })} width="40rem" closeLabel={t('dialog.close')}>
      <Body>
        <p>{t.rich('card.about', { name: () => <strong translate="no">{clinicName}</strong> })}</p>
        <SnippetLanguage value={lang} onChange={chooseLang} />
        <CopySnippet
          name="script"
          title={t('card.script')}
          hint={t('card.scriptHint')}
          snippet={snippets.script}
          copied={copied === 'script'}
          onCopied={() => setCopied('script')}
        />
        <CopySnippet
          name="iframe"
          title={t('card.iframe')}
          hint={t('card.iframeHint', { height: PRICE_CARD_FALLBACK_HEIGHT })}
          snippet={snippets.iframe}
          copied={copied === 'iframe'}
          onCopied={() => setCopied('iframe')}
        />
      </Body>
    </Modal>
  );
}
