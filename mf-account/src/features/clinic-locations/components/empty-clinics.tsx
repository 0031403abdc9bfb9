import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

const Box = styled.div`
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 2rem 1.5rem;
  text-align: center;
  h2 { margin-top: 0; }
  p { color: ${theme.colors.muted}; }
`;

/** What a new account sees: one clear first step. */
export function EmptyClinics({ onAdd }: { onAdd: () => void }) {
  const t = useMessages();
  return (
    <Box>
      <h2>{t('empty.title')}</h2>
      <p>{t('empty.body')}</p>
      <Button onClick={onAdd}>{t('empty.add')}</Button>
    </Box>
  );
}
