import { useEffect, useId, useRef, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';

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

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays on the button before it reads "Copy …" again. */
const COPIED_FOR_MS = 4000;

/**
 * One snippet, shown as text and copied with a click (navigator.clipboard). "Copied" shows
 * on the button for a moment; where the browser refuses the clipboard, the text is selected
 * and the owner is told to copy it.
 */
export function CopySnippet({ title, hint, snippet, name }: { title: string; hint: string; snippet: string; name: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const code = useRef<HTMLElement>(null);
  const hintId = useId();
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    const failed = () => {
      setState('failed');
      if (code.current) window.getSelection()?.selectAllChildren(code.current);
    };
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(snippet).then(() => setState('copied'), failed);
  };

  return (
    <Block aria-label={title}>
      <h3>{title}</h3>
      <p id={hintId}>{hint}</p>
      <pre>
        <code ref={code} data-testid={`snippet-${name}`}>
          {snippet}
        </code>
      </pre>
      <Button $variant="secondary" onClick={copy} aria-describedby={hintId}>
        {state === 'copied' ? 'Copied' : `Copy ${name}`}
      </Button>
      <p role="status">{state === 'failed' ? 'The browser did not allow copying: the text is selected, press Ctrl+C (⌘C on a Mac).' : ''}</p>
    </Block>
  );
}
