import type { ReactNode } from 'react';
import { Link, useLocation } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { buttonStyles, media, theme } from '@directpay/shared-ui';
import { OPEN_DATA_LICENSE } from '@directpay/contracts';
import { COMPANY_LINKS, ICON_ATTRIBUTION, LEGAL_LINKS, SUPPORT_LINKS, isCcByDataPage, type SiteLink } from './site-links';
import { SocialIcons } from './social-icons';

const Bar = styled.footer`
  max-width: ${theme.widths.page};
  margin: 0 auto;
  width: 100%;
  padding: 2rem 1rem;
  color: ${theme.colors.muted};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 1.5fr repeat(3, 1fr);
  gap: 1.5rem;
  ${media.mobile} { grid-template-columns: 1fr 1fr; }
  h2 { font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.05em; color: ${theme.colors.text}; margin: 0 0 0.5rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
  li a { display: inline-block; padding-block: 0.125rem; min-height: 1.5rem; }
`;

const Pitch = styled.div`
  ${media.mobile} { grid-column: 1 / -1; }
  p { margin: 0 0 1rem; }
`;

const CtaLink = styled(Link)`
  ${buttonStyles}
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  margin-top: 2rem;
  padding-top: 1rem;
  border-top: 1px solid ${theme.colors.border};
  p { margin: 0; font-size: 0.875rem; }
  p + p { margin-top: 0.25rem; }
`;

function Column({ title, links, children }: { title: string; links: readonly SiteLink[]; children?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { pathname } = useLocation();
  return (
    <Bar>
      <Top>
        <Pitch>
          <p>Get more exposure to clients without booking fees.</p>
          {/* Also scrolls when /intro is already open: the layout only scrolls on a path change. */}
          <CtaLink to="/intro" onClick={() => window.scrollTo(0, 0)}>
            List your clinic
          </CtaLink>
        </Pitch>
        <Column title="Company" links={COMPANY_LINKS} />
        <Column title="Support" links={SUPPORT_LINKS}>
          <li>
            <a href={ICON_ATTRIBUTION.href} target="_blank" rel="noopener noreferrer">
              {ICON_ATTRIBUTION.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </Column>
        <Column title="Legal" links={LEGAL_LINKS} />
      </Top>
      <Bottom>
        <div>
          {/* The specification's line, as written; a page of open data says what it covers. */}
          <p>© 2024 DirectPay Clinics LLC, Inc. All rights reserved.</p>
          {isCcByDataPage(pathname) && (
            <p data-testid="data-licence-scope">
              The price data on this page is licensed under <a href={OPEN_DATA_LICENSE.url}>{OPEN_DATA_LICENSE.name}</a>, not
              all rights reserved.
            </p>
          )}
        </div>
        <SocialIcons />
      </Bottom>
    </Bar>
  );
}
