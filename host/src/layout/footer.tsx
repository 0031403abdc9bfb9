import type { ReactNode } from 'react';
import { Link, useLocation } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { buttonStyles, media, theme } from '@directpay/shared-ui';
import { OPEN_DATA_LICENSE } from '@directpay/contracts';
import { COMPANY_LINKS, ICON_ATTRIBUTION, LEGAL_LINKS, SUPPORT_LINKS, isCcByDataPage, type SiteLink } from './site-links';
import { SocialIcons } from './social-icons';
import { LanguageSwitch } from './language-switch';
import { useMessages } from '../messages';

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

const Language = styled(LanguageSwitch)`
  display: inline-block;
  margin-top: 1rem;
  padding-block: 0.125rem;
`;

function Column({ title, links, children }: { title: string; links: readonly SiteLink[]; children?: ReactNode }) {
  const t = useMessages();
  return (
    <nav aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { pathname } = useLocation();
  const t = useMessages();
  return (
    <Bar>
      <Top>
        <Pitch>
          <p>{t('footer.pitch')}</p>
          {/* Also scrolls when /intro is already open: the layout only scrolls on a path change. */}
          <CtaLink to="/intro" onClick={() => window.scrollTo(0, 0)}>
            {t('footer.listClinic')}
          </CtaLink>
          <nav aria-label={t('footer.language')}>
            <Language />
          </nav>
        </Pitch>
        <Column title={t('footer.company')} links={COMPANY_LINKS} />
        <Column title={t('footer.support')} links={SUPPORT_LINKS}>
          <li>
            <a href={ICON_ATTRIBUTION.href} target="_blank" rel="noopener noreferrer">
              {t(ICON_ATTRIBUTION.label)}
              <span className="visually-hidden">{t('footer.newTab')}</span>
            </a>
          </li>
        </Column>
        <Column title={t('footer.legal')} links={LEGAL_LINKS} />
      </Top>
      <Bottom>
        <div>
          {/* The specification's line, as written; a page of open data says what it covers. */}
          <p>{t('footer.copyright')}</p>
          {isCcByDataPage(pathname) && (
            <p data-testid="data-licence-scope">
              {t('footer.dataLicenceBefore')}{' '}
              <a href={OPEN_DATA_LICENSE.url} translate="no">
                {OPEN_DATA_LICENSE.name}
              </a>
              {t('footer.dataLicenceAfter')}
            </p>
          )}
        </div>
        <SocialIcons />
      </Bottom>
    </Bar>
  );
}
