import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';

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
  return (
    <Box>
      <h2>List your first clinic location</h2>
      <p>It takes about 5 minutes and it's free. Patients will find your cash prices, hours and contact details.</p>
      <Button onClick={onAdd}>Add your first clinic location</Button>
    </Box>
  );
}
