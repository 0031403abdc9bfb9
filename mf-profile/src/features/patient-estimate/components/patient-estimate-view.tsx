import { useId } from 'react';
import styled from '@directpay/shared-ui/styled';
import { ESTIMATE_DISCLAIMER_TEXTS, SEPARATE_ESTIMATE_NOTICE_TEXT, formatCents, formatPriceText, type EstimateProvider, type PatientEstimate } from '@directpay/contracts';
import { Button, theme, useDocumentMeta } from '@directpay/shared-ui';
import { formatPhone } from '@directpay/shared-ui/remote-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useFormat } from '@directpay/shared-ui/i18n';
import { asTyped } from '#src/components/rich-tags';
import { useContractText } from '@directpay/shared-ui/contract-text';
import { useMessages } from '#src/features/patient-estimate/messages';
import { downloadEstimatePdf, estimatePdfUrl } from '../lib/pdf-download';
import { CheckMyBill } from './check-my-bill';

const Wrap = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  min-width: 0;
  overflow-wrap: anywhere;
  h1, h2, h3, p { margin: 0; }
  h2 { font-size: 1.25rem; }
  h3 { font-size: 1.125rem; }
  section { display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
  dl { display: grid; grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  .muted { color: ${theme.colors.muted}; }
  .notice { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; background: ${theme.colors.subtle}; padding: 0.75rem 1rem; }
  .total { font-weight: 700; font-size: 1.125rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; padding: 0.5rem 0; border-bottom: 1px solid ${theme.colors.border}; }
  .what { flex: 1 1 14rem; min-width: 0; }
  .codes { display: block; font-size: 0.875rem; color: ${theme.colors.muted}; }
  .amount { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

/** A calendar day ('2026-12-01') in the page's language: 'December 1, 2026', '1 de diciembre de 2026'. */
function useLongDay() {
  const f = useFormat();
  return (day: string) => f.date(`${day}T12:00:00Z`, 'long');
}

function ProviderBlock({ provider, first }: { provider: EstimateProvider; first: boolean }) {
  const t = useMessages();
  const nameId = useId();
  const place = [provider.streetAddress, provider.suiteUnit, provider.cityTown, `${provider.state} ${provider.zip}`].filter((s) => s.trim()).join(', ');
  return (
    <section aria-labelledby={nameId} data-testid="estimate-provider">
      <h3>
        {/* The section is named by the provider's name as written, not a translation of it. */}
        <span id={nameId} translate="no">
          {provider.name}
        </span>
        {first ? '' : ` ${t('view.otherProvider')}`}
      </h3>
      <p className="muted">{t.rich('view.npiPlace', { place: asTyped }, { npi: provider.npi, place })}</p>
      <Lines>
        {provider.lines.map((line, i) => (
          <li key={i}>
            <span className="what">
              <span translate="no">{line.description}</span>
              {line.quantity > 1 ? ` ${t('view.quantity', { quantity: line.quantity, price: formatPriceText(line.unitPrice) })}` : ''}
              {(line.code || line.diagnosisCodes.length > 0) && (
                <span className="codes">
                  {line.code ? `${line.codeSystem || t('view.code')} ${line.code}` : ''}
                  {line.code && line.diagnosisCodes.length > 0 ? ' · ' : ''}
                  {line.diagnosisCodes.length > 0 ? t('view.diagnosis', { codes: line.diagnosisCodes.join(', ') }) : ''}
                </span>
              )}
            </span>
            <span className="amount">{formatCents(line.totalCents)}</span>
          </li>
        ))}
      </Lines>
      <p className="total">{t.rich('view.providerTotal', { provider: asTyped }, { provider: provider.name, amount: formatCents(provider.totalCents) })}</p>
    </section>
  );
}

/** The patient's estimate behind the mailed link, its PDF, and "Check my bill". */
export function PatientEstimateView({ estimate, token }: { estimate: PatientEstimate; token: string }) {
  const t = useMessages();
  const say = useContractText();
  const longDay = useLongDay();
  const convening = estimate.providers[0]?.name ?? '';
  useDocumentMeta(t('view.metaTitle', { clinic: convening }), t('view.metaDescription', { clinic: convening }));
  const download = useApiMutation({
    mutationFn: () => downloadEstimatePdf(token),
    topic: 'estimate-pdf',
    errorNotice: (error) => t('view.pdfFailed', { error: error.message }),
  });
  const { contact } = estimate;
  return (
    <Wrap>
      <header>
        <p className="muted">{t('view.kind')}</p>
        <h1 translate="no">{convening}</h1>
        <p className="muted">{t('view.issued', { date: longDay(estimate.issuedOn) })}</p>
      </header>
      {estimate.replaced && (
        <p className="notice" role="status">
          {t('view.replaced')}
        </p>
      )}
      {estimate.correction && !estimate.replaced && <p className="notice">{t('view.correction')}</p>}
      <div className="actions">
        <Button type="button" onClick={() => void download.run()} disabled={download.pending}>
          {download.pending ? t('view.downloading') : t('view.download')}
        </Button>
        <a href={estimatePdfUrl(token)} target="_blank" rel="noopener noreferrer">
          {t('view.open')}
        </a>
      </div>
      <section aria-labelledby="estimate-for-heading">
        <h2 id="estimate-for-heading">{t('view.yours')}</h2>
        <dl>
          <dt>{t('view.patient')}</dt>
          <dd translate="no">{estimate.patient.name}</dd>
          <dt>{t('view.dateOfBirth')}</dt>
          <dd>{longDay(estimate.patient.dateOfBirth)}</dd>
          <dt>{t('view.care')}</dt>
          <dd translate="no">{estimate.primaryService}</dd>
          <dt>{t('view.scheduled')}</dt>
          <dd>{estimate.scheduledFor ? longDay(estimate.scheduledFor) : t('view.notScheduled')}</dd>
        </dl>
      </section>
      <section aria-labelledby="estimate-items-heading">
        <h2 id="estimate-items-heading">{t('view.charges')}</h2>
        {estimate.providers.map((provider, i) => (
          <ProviderBlock key={`${i}-${provider.name}`} provider={provider} first={i === 0} />
        ))}
        <p className="total" data-testid="estimate-total">
          {t('view.total', { amount: formatCents(estimate.totalCents) })}
        </p>
      </section>
      {estimate.separatelyScheduled.length > 0 && (
        <section aria-labelledby="estimate-separate-heading">
          <h2 id="estimate-separate-heading">{t('view.separately')}</h2>
          <p>{say(SEPARATE_ESTIMATE_NOTICE_TEXT)}</p>
          <ul>
            {estimate.separatelyScheduled.map((item, i) => (
              <li key={i} translate="no">
                {item.description}
                {item.note ? `: ${item.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      <CheckMyBill providers={estimate.providers} />
      <section aria-labelledby="estimate-notes-heading">
        <h2 id="estimate-notes-heading">{t('view.goodToKnow')}</h2>
        {ESTIMATE_DISCLAIMER_TEXTS.map((d) => (
          <div key={d.heading.id}>
            <h3>{say(d.heading)}</h3>
            <p>{say(d.text)}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="estimate-contact-heading">
        <h2 id="estimate-contact-heading">{t('view.questions')}</h2>
        <p>
          {t.rich(
            'view.contact',
            { who: asTyped },
            { who: [contact.name, contact.phoneNumber ? formatPhone(contact.phoneNumber) : '', contact.emailAddress ?? ''].filter(Boolean).join(', ') },
          )}
        </p>
        <p className="muted">{t('view.linkUntil', { date: longDay(estimate.linkExpiresAt.slice(0, 10)) })}</p>
      </section>
    </Wrap>
  );
}
