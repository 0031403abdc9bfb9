import { useState, type FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { DISPUTE_WINDOW_DAYS, billDateProblem, checkBill, formatCents, type BillCheck, type EstimateProvider } from '@directpay/contracts';
import { Button, TextField, theme } from '@directpay/shared-ui';

/** CMS's page on the patient-provider dispute resolution process. */
export const DISPUTE_PROCESS_URL = 'https://www.cms.gov/nosurprises/consumers/payment-disputes-between-providers-and-patients';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  p { margin: 0; }
`;

const Result = styled.div<{ $eligible: boolean }>`
  border: 2px solid ${(p) => (p.$eligible ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius};
  padding: 0.75rem 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: 1.125rem; }
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
`;

const today = () => new Date().toLocaleDateString('en-CA');
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

interface Checked {
  provider: EstimateProvider;
  check: BillCheck;
}

/** "Check my bill": the amount billed per provider against that provider's estimate ($400 or more above: the dispute process). */
export function CheckMyBill({ providers }: { providers: EstimateProvider[] }) {
  const [billDate, setBillDate] = useState(today);
  const [amounts, setAmounts] = useState<string[]>(() => providers.map(() => ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [results, setResults] = useState<Checked[] | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    // The patient's own calendar day: the bill's date is the one printed on it, where they are.
    const now = today();
    const dateProblem = billDateProblem(billDate, now);
    if (dateProblem) found.billDate = dateProblem;
    const checked: Checked[] = [];
    providers.forEach((provider, i) => {
      const typed = amounts[i].trim().replace(/^\$\s*/, '').replace(/,/g, '');
      if (typed === '' || dateProblem) return;
      const check = checkBill(provider.totalCents, typed, billDate, now);
      if (check) checked.push({ provider, check });
      else found[`amount${i}`] = 'Please enter the amount in dollars, like 1200 or 99.50.';
    });
    if (checked.length === 0 && Object.keys(found).length === 0) found.amount0 = 'Please enter the amount billed by at least one provider.';
    setErrors(found);
    setResults(Object.keys(found).length === 0 ? checked : null);
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="check-bill-heading">
      <h2 id="check-bill-heading">Check my bill</h2>
      <p>Got the bill? Enter what each provider billed you to see if it is $400 or more above its estimate.</p>
      <TextField label="Date on the bill" type="date" value={billDate} error={errors.billDate} onChange={(e) => setBillDate(e.target.value)} />
      {providers.map((provider, i) => (
        <TextField
          key={`${i}-${provider.name}`}
          label={`Amount billed by ${provider.name} ($)`}
          hint={`Estimated: ${formatCents(provider.totalCents)}`}
          inputMode="decimal"
          value={amounts[i]}
          error={errors[`amount${i}`]}
          onChange={(e) => setAmounts(amounts.map((a, j) => (j === i ? e.target.value : a)))}
        />
      ))}
      <div>
        <Button type="submit">Check my bill</Button>
      </div>
      <div aria-live="polite" data-testid="bill-check-results">
        {results?.map(({ provider, check }) => (
          <Result key={provider.name} $eligible={check.eligible}>
            <h3>{provider.name}</h3>
            {check.overCents > 0 ? (
              <p>
                The bill is {formatCents(check.overCents)} above the estimate of {formatCents(provider.totalCents)}.
              </p>
            ) : (
              <p>The bill is not above the estimate of {formatCents(provider.totalCents)}.</p>
            )}
            {check.eligible ? (
              <>
                <p>
                  <strong>You can dispute this bill.</strong> Because it is $400 or more above the estimate, you have the right to start the
                  patient-provider dispute resolution process. An independent reviewer then decides what you pay.
                </p>
                <p>
                  You must start within {DISPUTE_WINDOW_DAYS} days of the date on the bill: by <strong>{longDay(check.disputeBy)}</strong>. Keep a copy of
                  this estimate and the bill. You can also ask the provider to correct the bill, lower it, or offer a payment plan. Starting a dispute
                  will not affect the quality of your care.
                </p>
                <p>
                  <a href={DISPUTE_PROCESS_URL} target="_blank" rel="noopener noreferrer">
                    How to start a dispute (CMS.gov)
                  </a>
                </p>
              </>
            ) : check.overThreshold ? (
              <p>
                <strong>The window to dispute this bill has closed.</strong> It is $400 or more above the estimate, but a dispute must start within{' '}
                {DISPUTE_WINDOW_DAYS} days of the date on the bill, and that was {longDay(check.disputeBy)}. You can still ask the provider to correct
                the bill, lower it, or offer a payment plan.
              </p>
            ) : (
              check.overCents > 0 && <p>That is less than $400 above it, so the dispute process does not apply. You can still ask the provider about it.</p>
            )}
          </Result>
        ))}
      </div>
    </Form>
  );
}
