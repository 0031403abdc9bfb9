import { useEffect, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { readCodeText } from '../utils/code-text';
import { CodeField } from './code-field';
import { useMessages } from '#src/messages';

// The field and Find on one line, a refused code's words under both.
const Wrap = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: 0.25rem 0.5rem;
  min-width: 0;
  > button { grid-row: 1; grid-column: 2; }
  > p { grid-column: 1 / -1; }
`;

interface Props {
  code: string;
  onCode: (code: string) => void;
}

/**
 * A search by billing code beside the Service control: Find (or Enter) searches
 * every clinic pricing a service with that code; an empty field goes back to
 * the category's search. What is no code stays typed, with the words why.
 */
export function CodeBox({ code, onCode }: Props) {
  const t = useMessages();
  const [text, setText] = useState(code);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setText(code);
    setError(undefined);
  }, [code]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readCodeText(text);
    if ('error' in read) return setError(read.error);
    setText(read.code);
    if (read.code !== code) onCode(read.code);
  };
  return (
    <Wrap role="search" aria-label={t('code.search')} onSubmit={submit}>
      <CodeField
        id="search-code"
        value={text}
        error={error}
        onChange={(next) => {
          setText(next);
          setError(undefined);
        }}
      />
      <Button type="submit" $variant="secondary">
        {t('code.find')}
      </Button>
    </Wrap>
  );
}
