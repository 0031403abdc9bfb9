import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';

const Box = styled.div`
  max-width: 32rem;
  margin: 3rem auto;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  text-align: center;
  h2 { margin-top: 0; }
`;

interface Props {
  title: string;
  text: string;
  action: string;
  onAction: () => void;
  testId: string;
}

/** The notice shown in place of a part of the page that failed, with one way to try again. */
export function FailureNotice({ title, text, action, onAction, testId }: Props) {
  return (
    <Box role="alert" data-testid={testId}>
      <h2>{title}</h2>
      <p>{text}</p>
      <Button onClick={onAction}>{action}</Button>
    </Box>
  );
}
