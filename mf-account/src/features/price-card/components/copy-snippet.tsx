import { useId, useRef, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; color: ${theme.colors.muted}; font-size: 0.875rem; }
  pre {
    margin: 0;
    padding: 0.75rem;
    background: ${theme.colors.subtle};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    font-size: 0.875rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  button { align-self: flex-start; }
`;

/**
 * One snippet, shown as text and copied with a click (navigator.clipboard). `copied` says
 * whether it is the one last copied (the dialog knows, so only one button reads "Copied");
 * where the browser refuses the clipboard, the text is selected and the owner is told to copy it.
 */
export function CopySnippet(props: { name: 'script' | 'iframe'; title: string; hint: string; snippet: string; copied: boolean; onCopied: () => void }) {
  const { name, title, hint, snippet, copied, onCopied } = props;
  const t = useMessages();
  const [refused, setRefused] = useState(false);
  const code = useRef<HTMLElement>(null);
  const hintId = useId();

  const copy = () => {
    const failed = () => {
      setRefused(true);
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
    };
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(snippet).then(() => {
      setRefused(false);
      onCopied();
    }, failed);
  };

  return (
    <Block aria-label={title}>
      <h3>{title}</h3>
      <p id={hintId}>{hint}</p>
      <pre>
        <code ref={code} data-testid={`snippet-${name}`} translate="no">
          {snippet}
        </code>
      </pre>
      <Button $variant="secondary" onClick={copy} aria-describedby={hintId}>
        {copied ? t('card.copied') : t(name === 'script' ? 'card.copyScript' : 'card.copyIframe')}
      </Button>
      <p role="status">{refused ? t('card.refused') : ''}</p>
    </Block>
  );
}
