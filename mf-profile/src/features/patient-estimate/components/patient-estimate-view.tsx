import styled from '@directpay/shared-ui/styled';
import { ESTIMATE_DISCLAIMERS, ESTIMATE_TITLE, SEPARATE_ESTIMATE_NOTICE, formatCents, formatPriceText, type EstimateProvider, type PatientEstimate } from '@directpay/contracts';
import { Button, formatPhone, theme, useDocumentMeta } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
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

const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

function ProviderBlock({ provider, first }: { provider: EstimateProvider; first: boolean }) {
  const place = [provider.streetAddress, provider.suiteUnit, provider.cityTown, `${provider.state} ${provider.zip}`].filter((s) => s.trim()).join(', ');
  return (
    <section aria-label={provider.name} data-testid="estimate-provider">
      <h3>
        {provider.name}
        {first ? '' : ' (other provider)'}
      </h3>
      <p className="muted">
        NPI {provider.npi}. Care given at {place}.
      </p>
      <Lines>
        {provider.lines.map((line, i) => (
          <li key={i}>
            <span className="what">
              {line.description}
              {line.quantity > 1 ? ` × ${line.quantity} at ${formatPriceText(line.unitPrice)} each` : ''}
              {(line.code || line.diagnosisCodes.length > 0) && (
                <span className="codes">
                  {line.code ? `${line.codeSystem || 'Code'} ${line.code}` : ''}
                  {line.code && line.diagnosisCodes.length > 0 ? ' · ' : ''}
                  {line.diagnosisCodes.length > 0 ? `Diagnosis ${line.diagnosisCodes.join(', ')}` : ''}
                </span>
              )}
            </span>
            <span className="amount">{formatCents(line.totalCents)}</span>
          </li>
        ))}
      </Lines>
      <p className="total">
        {provider.name} total: {formatCents(provider.totalCents)}
      </p>
    </section>
  );
}

/** The patient's estimate behind the mailed link, its PDF, and "Check my bill". */
export function PatientEstimateView({ estimate, token }: { estimate: PatientEstimate; token: string }) {
  const convening = estimate.providers[0]?.name ?? '';
  useDocumentMeta(`${ESTIMATE_TITLE} from ${convening}`, `Your ${ESTIMATE_TITLE} from ${convening}.`);
  const download = useApiMutation({
    mutationFn: () => downloadEstimatePdf(token),
    topic: 'estimate-pdf',
    errorNotice: (error) => `The PDF could not be downloaded: ${error.message}.`,
  });
  const { contact } = estimate;
  return (
    <Wrap>
      <header>
        <p className="muted">{ESTIMATE_TITLE}</p>
        <h1>{convening}</h1>
        <p className="muted">Issued {longDay(estimate.issuedOn)}</p>
      </header>
      {estimate.replaced && (
        <p className="notice" role="status">
          A newer estimate has replaced this one. Its link was emailed to you: use that one.
        </p>
      )}
      {estimate.correction && !estimate.replaced && <p className="notice">This estimate corrects an earlier one.</p>}
      <div className="actions">
        <Button type="button" onClick={() => void download.run()} disabled={download.pending}>
          {download.pending ? 'Downloading…' : 'Download the PDF'}
        </Button>
        <a href={estimatePdfUrl(token)} target="_blank" rel="noopener noreferrer">
          Open the PDF
        </a>
      </div>
      <section aria-labelledby="estimate-for-heading">
        <h2 id="estimate-for-heading">Your estimate</h2>
        <dl>
          <dt>Patient</dt>
          <dd>{estimate.patient.name}</dd>
          <dt>Date of birth</dt>
          <dd>{longDay(estimate.patient.dateOfBirth)}</dd>
          <dt>Care</dt>
          <dd>{estimate.primaryService}</dd>
          <dt>Scheduled</dt>
          <dd>{estimate.scheduledFor ? longDay(estimate.scheduledFor) : 'Not scheduled yet'}</dd>
        </dl>
      </section>
      <section aria-labelledby="estimate-items-heading">
        <h2 id="estimate-items-heading">Expected charges</h2>
        {estimate.providers.map((provider, i) => (
          <ProviderBlock key={`${i}-${provider.name}`} provider={provider} first={i === 0} />
        ))}
        <p className="total" data-testid="estimate-total">
          Total estimate: {formatCents(estimate.totalCents)}
        </p>
      </section>
      {estimate.separatelyScheduled.length > 0 && (
        <section aria-labelledby="estimate-separate-heading">
          <h2 id="estimate-separate-heading">Scheduled separately</h2>
          <p>{SEPARATE_ESTIMATE_NOTICE}</p>
          <ul>
            {estimate.separatelyScheduled.map((item, i) => (
              <li key={i}>
                {item.description}
                {item.note ? `: ${item.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      <CheckMyBill providers={estimate.providers} />
      <section aria-labelledby="estimate-notes-heading">
        <h2 id="estimate-notes-heading">Good to know</h2>
        {ESTIMATE_DISCLAIMERS.map((d) => (
          <div key={d.heading}>
            <h3>{d.heading}</h3>
            <p>{d.text}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="estimate-contact-heading">
        <h2 id="estimate-contact-heading">Questions about this estimate</h2>
        <p>
          Contact {contact.name}
          {contact.phoneNumber ? `, ${formatPhone(contact.phoneNumber)}` : ''}
          {contact.emailAddress ? `, ${contact.emailAddress}` : ''}.
        </p>
        <p className="muted">This link works until {longDay(estimate.linkExpiresAt.slice(0, 10))}. Keep the PDF for your records.</p>
      </section>
    </Wrap>
  );
}
