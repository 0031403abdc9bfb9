import { useMemo, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { endpoints, type EstimateRequestDetail, type IssueEstimateInput, type Locale } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { FieldError, Row } from '#src/components/form-controls';
import { TextField } from '#src/components/text-field';
import { errorAt } from '#src/lib/error-at';
import { useMessages } from '#src/messages';
import { issueEstimate } from '../api/issue-estimate';
import { LINES_GROUP, emptyCoProvider, fieldsFromDraft, formPathOf, issueResolver, issueWarningsOf, toIssueRequest, typedTotalCents, type IssueFields } from '../lib/issue-form';
import { useEstimateFormat } from '../lib/status-words';
import { EstimateLanguage } from './estimate-language';
import { Box, LineEditor } from './line-editor';
import { WarningWords } from './warning-words';

/** What issuing warns of, beside the button that issues anyway. */
const Warnings = styled.section`
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem 1rem;
  ul { margin: 0; padding-left: 1.25rem; }
  p { margin: 0; }
`;

/** The estimate to issue, from the API's draft: lines, other providers, separately scheduled items, and its language. */
export function IssueEstimateForm({ detail }: { detail: EstimateRequestDetail }) {
  const t = useMessages();
  const f = useEstimateFormat();
  const { request, clinic } = detail;
  const defaults = useMemo(() => fieldsFromDraft(detail.draft), [detail.draft]);
  const form = useForm<IssueFields>({ defaultValues: defaults, resolver: issueResolver });
  const { control, handleSubmit, formState } = form;
  const providers = useFieldArray({ control, name: 'coProviders' });
  const separate = useFieldArray({ control, name: 'separatelyScheduled' });
  const watched = useWatch({ control }) as IssueFields;
  // The patient's language unless the owner picks another; an older request without one is in English.
  const [locale, setLocale] = useState<Locale>(request.locale ?? 'en');
  const issue = useApiMutation({
    mutationFn: (estimate: IssueEstimateInput) => issueEstimate(request.id, estimate),
    invalidates: [endpoints.listEstimateRequests, endpoints.getEstimateRequest],
    topic: 'issue-estimate',
    successNotice: t('issue.issued', { name: request.patientName }),
    errorNotice: (error) => t('issue.failed', { message: error.message }),
    form: {
      setError: (name, error, options) => form.setError(name as never, error, { shouldFocus: options?.shouldFocus ?? false }),
      // Only the estimate's own fields; anything else (no NPI or TIN yet) stays a notice.
      fieldOf: (field, error) => {
        const name = formPathOf(field);
        return /^(primaryService|scheduledFor|linesGroup|lines|coProviders|separatelyScheduled)\b/.test(name) && field.startsWith('/body/')
          ? { name, message: error.blame?.words ?? error.message, focus: true }
          : undefined;
      },
    },
  });
  const groupError = errorAt(formState.errors as FieldErrors, LINES_GROUP);
  const submit = handleSubmit((fields) => issue.run({ ...toIssueRequest(fields), locale }));
  const blocked = clinic.missing.length > 0;
  const warnings = issueWarningsOf(watched);
  const corrected = detail.estimates.length > 0;
  const issueWords = issue.pending
    ? t('issue.issuing')
    : t(warnings.length > 0 ? (corrected ? 'issue.correctedAnyway' : 'issue.anyway') : corrected ? 'issue.corrected' : 'issue.issue');
  const notEntered = t('issue.notEntered');

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="estimate-issue-heading" aria-busy={issue.pending}>
        <section>
          <h2 id="estimate-issue-heading">{corrected ? t('issue.correctTitle') : t('issue.title')}</h2>
          <TextField name="primaryService" label={t('issue.primaryService')} />
          <TextField name="scheduledFor" label={t('issue.scheduledFor')} type="date" />
          <h3 translate="no">{clinic.name}</h3>
          <p>{t('issue.ids', { npi: clinic.npi || notEntered, tin: clinic.tin || notEntered })}</p>
          <FieldError id="estimate-lines-error" message={groupError} />
          <LineEditor path="lines" providerName={clinic.name} />
          <h3>{t('issue.otherProviders')}</h3>
          <p>{t('issue.otherProvidersHint')}</p>
          {providers.fields.map((field, p) => (
            <Box key={field.id} data-testid="co-provider">
              <legend>{t('issue.otherProvider', { n: p + 1 })}</legend>
              <TextField name={`coProviders.${p}.name`} label={t('issue.providerName')} />
              <Row>
                <TextField name={`coProviders.${p}.npi`} label={t('issue.npi')} inputMode="numeric" />
                <TextField name={`coProviders.${p}.tin`} label={t('issue.tin')} />
              </Row>
              <TextField name={`coProviders.${p}.streetAddress`} label={t('issue.streetAddress')} />
              <TextField name={`coProviders.${p}.suiteUnit`} label={t('issue.suiteUnit')} />
              <Row>
                <TextField name={`coProviders.${p}.cityTown`} label={t('issue.cityTown')} />
                <TextField name={`coProviders.${p}.state`} label={t('issue.state')} maxLength={2} />
                <TextField name={`coProviders.${p}.zip`} label={t('issue.zip')} inputMode="numeric" />
              </Row>
              <LineEditor path={`coProviders.${p}.lines`} providerName={t('issue.otherProvider', { n: p + 1 })} />
              <div className="actions">
                <Button type="button" $variant="secondary" onClick={() => providers.remove(p)}>
                  {t('issue.removeProvider', { n: p + 1 })}
                </Button>
              </div>
            </Box>
          ))}
          <div className="actions">
            <Button type="button" $variant="secondary" onClick={() => providers.append(emptyCoProvider())}>
              {t('issue.addProvider')}
            </Button>
          </div>
          <h3>{t('issue.separately')}</h3>
          <p>{t('issue.separatelyHint')}</p>
          {separate.fields.map((field, i) => (
            <Box key={field.id}>
              <legend>{t('issue.separateItem', { n: i + 1 })}</legend>
              <TextField name={`separatelyScheduled.${i}.description`} label={t('line.description')} />
              <TextField name={`separatelyScheduled.${i}.note`} label={t('issue.note')} />
              <Button type="button" $variant="secondary" onClick={() => separate.remove(i)}>
                {t('issue.removeSeparate', { n: i + 1 })}
              </Button>
            </Box>
          ))}
          <div className="actions">
            <Button type="button" $variant="secondary" onClick={() => separate.append({ description: '', note: '' })}>
              {t('issue.addSeparate')}
            </Button>
          </div>
          <p className="total" aria-live="polite">
            {t('issue.total', { total: f.money(typedTotalCents(watched)) })}
          </p>
          <EstimateLanguage value={locale} askedIn={request.locale} onChange={setLocale} />
          {warnings.length > 0 && (
            <Warnings data-testid="issue-warnings" aria-labelledby="issue-warnings-heading">
              <h3 id="issue-warnings-heading">{t('issue.beforeYouIssue')}</h3>
              <ul>
                {warnings.map((warning) => (
                  <li key={warning.field}>
                    <WarningWords warning={warning} fields={watched} />
                  </li>
                ))}
              </ul>
              <p>{t('issue.correctOrIssue')}</p>
            </Warnings>
          )}
          <div className="actions">
            <Button type="submit" disabled={issue.pending || blocked}>
              {issueWords}
            </Button>
          </div>
        </section>
      </form>
    </FormProvider>
  );
}
