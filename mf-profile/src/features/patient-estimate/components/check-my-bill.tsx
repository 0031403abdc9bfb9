import { useState, type FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { DISPUTE_WINDOW_DAYS, billDateProblem, checkBill, formatCents, isCalendarDate, type BillCheck, type EstimateProvider } from '@directpay/contracts';
import { Button, TextField, theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { bold } from '#src/components/rich-tags';
import { useMessages } from '#src/features/patient-estimate/messages';

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

interface Checked {
  provider: EstimateProvider;
  check: BillCheck;
}

/** "Check my bill": the amount billed per provider against that provider's estimate ($400 or more above: the dispute process). */
export function CheckMyBill({ providers }: { providers: EstimateProvider[] }) {
  const t = useMessages();
  const f = useFormat();
  const longDay = (day: string) => f.date(`${day}T12:00:00Z`, 'long');
  const [billDate, setBillDate] = useState(today);
  const [amounts, setAmounts] = useState<string[]>(() => providers.map(() => ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [results, setResults] = useState<Checked[] | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    // The patient's own calendar day: the bill's date is the one printed on it, where they are.
    const now = today();
    // The contracts' rule, in the page's words.
    const dateProblem = billDateProblem(billDate, now);
    if (dateProblem) found.billDate = t(isCalendarDate(billDate) ? 'bill.dateFuture' : 'bill.dateMissing');
    const checked: Checked[] = [];
    providers.forEach((provider, i) => {
      const typed = amounts[i].trim().replace(/^\$\s*/, '').replace(/,/g, '');
      if (typed === '' || dateProblem) return;
      const check = checkBill(provider.totalCents, typed, billDate, now);
      if (check) checked.push({ provider, check });
      else found[`amount${i}`] = t('bill.amountWrong');
    });
    if (checked.length === 0 && Object.keys(found).length === 0) found.amount0 = t('bill.amountMissing');
    setErrors(found);
    setResults(Object.keys(found).length === 0 ? checked : null);
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="check-bill-heading">
      <h2 id="check-bill-heading">{t('bill.title')}</h2>
      <p>{t('bill.intro')}</p>
      <TextField label={t('bill.date')} type="date" value={billDate} error={errors.billDate} onChange={(e) => setBillDate(e.target.value)} />
      {providers.map((provider, i) => (
        <TextField
          key={`${i}-${provider.name}`}
          label={t('bill.amount', { provider: provider.name })}
          hint={t('bill.estimated', { amount: formatCents(provider.totalCents) })}
          inputMode="decimal"
          value={amounts[i]}
          error={errors[`amount${i}`]}
          onChange={(e) => setAmounts(amounts.map((a, j) => (j === i ? e.target.value : a)))}
        />
      ))}
      <div>
        <Button type="submit">{t('bill.title')}</Button>
      </div>
      <div aria-live="polite" data-testid="bill-check-results">
        {results?.map(({ provider, check }) => (
          <Result key={provider.name} $eligible={check.eligible}>
            <h3 translate="no">{provider.name}</h3>
            {check.overCents > 0 ? (
              <p>{t('bill.over', { over: formatCents(check.overCents), total: formatCents(provider.totalCents) })}</p>
            ) : (
              <p>{t('bill.notOver', { total: formatCents(provider.totalCents) })}</p>
            )}
            {check.eligible ? (
              <>
                <p>
                  <strong>{t('bill.canDispute')}</strong> {t('bill.canDisputeWhy')}
                </p>
                <p>{t.rich('bill.deadline', { b: bold }, { days: DISPUTE_WINDOW_DAYS, date: longDay(check.disputeBy) })}</p>
                <p>
                  <a href={DISPUTE_PROCESS_URL} target="_blank" rel="noopener noreferrer">
                    {t('bill.howToDispute')}
                  </a>
                </p>
              </>
            ) : check.overThreshold ? (
              <p>
                <strong>{t('bill.closed')}</strong> {t('bill.closedWhy', { days: DISPUTE_WINDOW_DAYS, date: longDay(check.disputeBy) })}
              </p>
            ) : (
              check.overCents > 0 && <p>{t('bill.under')}</p>
            )}
          </Result>
        ))}
      </div>
    </Form>
  );
}
