import { useId } from 'react';
import styled from '@directpay/shared-ui/styled';
import { codeLabel, type Service } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useMessages } from './messages';

const Code = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  color: ${theme.colors.muted};
  white-space: nowrap;
`;

/**
 * A service's billing code as shown after its name ('CDT D1110'), with the space
 * before it; nothing, not even the space, without one.
 */
export function ServiceCode({ service }: { service: Pick<Service, 'code' | 'codeSystem'> }) {
  const label = codeLabel(service);
  return label ? (
    <>
      {' '}
      <Code data-testid="service-code">{label}</Code>
    </>
  ) : null;
}

const Bundle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${theme.colors.text};
  > div { min-width: 0; }
  ul { margin: 0.15rem 0 0; padding-left: 1.1rem; }
  li { overflow-wrap: anywhere; }
  .label { font-weight: 700; }
`;

const Badge = styled.strong`
  flex-basis: 100%;
  align-self: flex-start;
  width: fit-content;
  padding: 0 0.5rem;
  border-radius: 999px;
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brandDark};
  font-size: 0.75rem;
`;

/** The badge's English words (the page shows them in its language). */
export const ALL_INCLUSIVE = 'All-inclusive price';

/**
 * What a price includes and what it does not, as the owner listed them, and
 * the all-inclusive badge, shown only when the owner also says what it
 * includes (an all-inclusive mark alone says nothing a patient can check).
 */
export function ServiceBundle({ service }: { service: Pick<Service, 'includes' | 'excludes' | 'allInclusive'> }) {
  const t = useMessages();
  const id = useId();
  const includes = service.includes ?? [];
  const excludes = service.excludes ?? [];
  if (includes.length === 0 && excludes.length === 0) return null;
  return (
    <Bundle data-testid="service-bundle">
      {service.allInclusive && includes.length > 0 && <Badge>{t('bundle.allInclusive')}</Badge>}
      {includes.length > 0 && (
        <div>
          <span className="label" id={`${id}-in`}>
            {t('bundle.includes')}
          </span>
          <ul aria-labelledby={`${id}-in`}>
            {includes.map((item, i) => (
              <li key={`${i}-${item}`} translate="no">{item}</li>
            ))}
          </ul>
        </div>
      )}
      {excludes.length > 0 && (
        <div>
          <span className="label" id={`${id}-out`}>
            {t('bundle.excludes')}
          </span>
          <ul aria-labelledby={`${id}-out`}>
            {excludes.map((item, i) => (
              <li key={`${i}-${item}`} translate="no">{item}</li>
            ))}
          </ul>
        </div>
      )}
    </Bundle>
  );
}
