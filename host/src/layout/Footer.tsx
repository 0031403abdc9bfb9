import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@directpay/shared-ui';

const Bar = styled.footer`
  max-width: ${theme.widths.wide};
  margin: 0 auto;
  width: 100%;
  padding: 2rem 1rem;
  color: ${theme.colors.muted};
  nav { display: flex; flex-wrap: wrap; gap: 1rem; }
`;

export function Footer() {
  return (
    <Bar>
      <p>Get more exposure to clients without booking fees.</p>
      <nav aria-label="Footer">
        <Link to="/about">About us</Link>
        <Link to="/terminology">Terminology</Link>
        <Link to="/why-list-clinic">Why list your clinic?</Link>
        <Link to="/contactus">Contact us</Link>
        <Link to="/private-policy">Privacy policy</Link>
        <Link to="/terms-conditions">Terms &amp; conditions</Link>
      </nav>
      <p>© 2024 DirectPay Clinics LLC, Inc. All rights reserved.</p>
    </Bar>
  );
}
