import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, selectIsLoggedIn, theme, useSessionStore } from '@directpay/shared-ui';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: ${theme.widths.wide};
  margin: 0 auto;
  width: 100%;
  padding: 0.75rem 1rem;
  nav { display: flex; gap: 0.75rem; align-items: center; }
`;

const Logo = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${theme.colors.brandDark};
  text-decoration: none;
`;

export function Header() {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const signOut = useSessionStore((s) => s.signOut);
  const navigate = useNavigate();
  return (
    <Bar>
      <Logo to="/" aria-label="DirectPay Clinics home">
        DirectPay Clinics
      </Logo>
      <nav aria-label="Main">
        {loggedIn ? (
          <>
            <Button
              $variant="ghost"
              onClick={() => {
                signOut();
                navigate('/');
              }}
            >
              Log out
            </Button>
            <Link to="/account/clinic-locations">Manage Account</Link>
          </>
        ) : (
          <>
            <Link to="/login">Log in</Link>
            <Link to="/intro">List your clinic</Link>
          </>
        )}
      </nav>
    </Bar>
  );
}
