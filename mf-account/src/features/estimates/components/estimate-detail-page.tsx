import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Link, useParams } from '@directpay/shared-ui/routing';
import { ESTIMATES_ACCOUNT_PATH, DEADLINE_RULE_WORDS, endpoints, formatCents, type EstimateRequestDetail, type IssueEstimateInput } from '@directpay/contracts';
import { Button, PageLoading, theme, useDocumentMeta } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { FieldError, Row, StepAlert } from '#src/components/form-controls';
import { TextField } from '#src/components/text-field';
import { errorAt } from '#src/lib/error-at';
import { issueEstimate } from '../api/issue-estimate';
import { useEstimateRequest } from '../hooks/use-estimates';
import { LINES_GROUP, emptyCoProvider, fieldsFromDraft, formPathOf, issueResolver, issueWarningsOf, toIssueRequest, typedTotalCents, type IssueFields } from '../lib/issue-form';
import { STATUS_WORDS, formatDay } from '../lib/status-words';
import { Status } from './estimates-page';
import { Box, LineEditor } from './line-editor';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  h1, h2, h3 { margin: 0; overflow-wrap: anywhere; }
  h2 { font-size: 1.25rem; }
  h3 { font-size: 1.125rem; }
  a { color: ${theme.colors.brandDark}; }
  dl { display: grid; grid-template-columns: minmax(7rem, max-content) minmax(0, 1fr); gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  section { display: flex; flex-direction: column; gap: 0.75rem; min-width: 0; }
  .total { font-size: 1.125rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

/** /account/estimates/:id: the patient's request, then the estimate to issue, starting from the draft. */
export function EstimateDetailPage() {
  const { id = '' } = useParams();
  const query = useEstimateRequest(id);
  useDocumentMeta(query.data ? `Estimate for ${query.data.request.patientName}` : 'Estimate');
  return (
    <Wrap>
      <Link to={ESTIMATES_ACCOUNT_PATH}>All estimates</Link>
      {query.isPending && <PageLoading />}
      {query.isError && (
        <>
          <h1>Estimate request</h1>
          <p role="alert">{query.error.status === 404 ? 'This estimate request was not found.' : `The request could not be loaded: ${query.error.message}`}</p>
        </>
      )}
      {query.data && <RequestView key={`${query.data.request.id}-${query.data.estimates.length}`} detail={query.data} />}
    </Wrap>
  );
}

function RequestView({ detail }: { detail: EstimateRequestDetail }) {
  const { request, clinic, estimates } = detail;
  return (
    <>
      <h1>Estimate for {request.patientName}</h1>
      <section aria-labelledby="estimate-request-heading">
        <h2 id="estimate-request-heading">The request</h2>
        <dl>
          <dt>Status</dt>
          <dd>
            <Status $status={request.status}>{STATUS_WORDS[request.status]}</Status>
          </dd>
          <dt>Due</dt>
          <dd data-testid="estimate-due">
            {formatDay(request.dueOn)}. {DEADLINE_RULE_WORDS[request.rule]}
          </dd>
          <dt>Clinic</dt>
          <dd>{request.clinicName}</dd>
          <dt>Patient</dt>
          <dd>{request.patientName}</dd>
          <dt>Date of birth</dt>
          <dd>{formatDay(request.dateOfBirth)}</dd>
          <dt>Email</dt>
          <dd>{request.email}</dd>
          <dt>Asked on</dt>
          <dd>{formatDay(request.requestedOn)}</dd>
          <dt>Scheduled</dt>
          <dd>{request.scheduledFor ? formatDay(request.scheduledFor) : 'Not scheduled'}</dd>
          <dt>Services</dt>
          <dd>{request.services.map((s) => `${s.description} × ${s.quantity}`).join(', ')}</dd>
          {request.note && (
            <>
              <dt>Note</dt>
              <dd>{request.note}</dd>
            </>
          )}
        </dl>
      </section>
      {estimates.length > 0 && (
        <section aria-labelledby="estimate-issued-heading">
          <h2 id="estimate-issued-heading">Issued</h2>
          <ul>
            {estimates.map((e) => (
              <li key={e.id}>
                {formatDay(e.issuedAt.slice(0, 10))}: {e.lineCount} {e.lineCount === 1 ? 'line' : 'lines'}, {formatCents(e.totalCents)}
                {e.replaces ? ' (a correction)' : ''}
              </li>
            ))}
          </ul>
          <p>To correct it, change the estimate below and issue it again: the patient gets the new one, which names the one it replaces.</p>
        </section>
      )}
      {clinic.missing.length > 0 && (
        <StepAlert data-testid="estimate-missing-ids">
          {clinic.name} has no {clinic.missing.map((m) => m.toUpperCase()).join(' and no ')} yet. An estimate must name them, so it cannot be issued
          until they are entered.{' '}
          <Link to={`/account/clinic-locations?edit=${encodeURIComponent(clinic.id)}&step=details`}>Enter them in the clinic’s details</Link>
        </StepAlert>
      )}
      <IssueForm detail={detail} />
    </>
  );
}

/** What issuing warns of, beside the button that issues anyway. */
const Warnings = styled.section`
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem 1rem;
  ul { margin: 0; padding-left: 1.25rem; }
  p { margin: 0; }
`;

function IssueForm({ detail }: { detail: EstimateRequestDetail }) {
  const { request, clinic } = detail;
  const defaults = useMemo(() => fieldsFromDraft(detail.draft), [detail.draft]);
  const form = useForm<IssueFields>({ defaultValues: defaults, resolver: issueResolver });
  const { control, handleSubmit, formState } = form;
  const providers = useFieldArray({ control, name: 'coProviders' });
  const separate = useFieldArray({ control, name: 'separatelyScheduled' });
  const watched = useWatch({ control }) as IssueFields;
  const issue = useApiMutation({
    mutationFn: (estimate: IssueEstimateInput) => issueEstimate(request.id, estimate),
    invalidates: [endpoints.listEstimateRequests, endpoints.getEstimateRequest],
    topic: 'issue-estimate',
    successNotice: `The estimate was issued and mailed to ${request.patientName}.`,
    errorNotice: (error) => `The estimate could not be issued: ${error.message}`,
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
  const submit = handleSubmit((fields) => issue.run(toIssueRequest(fields)));
  const blocked = clinic.missing.length > 0;
  const warnings = issueWarningsOf(watched);
  const issueWords = detail.estimates.length > 0 ? 'Issue the corrected estimate' : 'Issue the estimate';

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="estimate-issue-heading" aria-busy={issue.pending}>
        <section>
          <h2 id="estimate-issue-heading">{detail.estimates.length > 0 ? 'Correct the estimate' : 'The estimate'}</h2>
          <TextField name="primaryService" label="Main item or service, in plain words" />
          <TextField name="scheduledFor" label="Scheduled date (optional)" type="date" />
          <h3>{clinic.name}</h3>
          <p>
            NPI {clinic.npi || 'not entered'}, TIN {clinic.tin || 'not entered'}
          </p>
          <FieldError id="estimate-lines-error" message={groupError} />
          <LineEditor path="lines" providerName={clinic.name} />
          <h3>Other providers</h3>
          <p>A provider or facility that will also give care in this period, with its own lines.</p>
          {providers.fields.map((field, p) => (
            <Box key={field.id} data-testid="co-provider">
              <legend>Other provider {p + 1}</legend>
              <TextField name={`coProviders.${p}.name`} label="Provider or facility name" />
              <Row>
                <TextField name={`coProviders.${p}.npi`} label="NPI" inputMode="numeric" />
                <TextField name={`coProviders.${p}.tin`} label="TIN" />
              </Row>
              <TextField name={`coProviders.${p}.streetAddress`} label="Street address where care is given" />
              <TextField name={`coProviders.${p}.suiteUnit`} label="Suite or unit (optional)" />
              <Row>
                <TextField name={`coProviders.${p}.cityTown`} label="City or town" />
                <TextField name={`coProviders.${p}.state`} label="State" maxLength={2} />
                <TextField name={`coProviders.${p}.zip`} label="ZIP code" inputMode="numeric" />
              </Row>
              <LineEditor path={`coProviders.${p}.lines`} providerName={`Other provider ${p + 1}`} />
              <div className="actions">
                <Button type="button" $variant="secondary" onClick={() => providers.remove(p)}>
                  Remove other provider {p + 1}
                </Button>
              </div>
            </Box>
          ))}
          <div className="actions">
            <Button type="button" $variant="secondary" onClick={() => providers.append(emptyCoProvider())}>
              Add another provider
            </Button>
          </div>
          <h3>Scheduled separately</h3>
          <p>Items or services expected before or after this care that will be scheduled on their own.</p>
          {separate.fields.map((field, i) => (
            <Box key={field.id}>
              <legend>Separate item {i + 1}</legend>
              <TextField name={`separatelyScheduled.${i}.description`} label="Item or service" />
              <TextField name={`separatelyScheduled.${i}.note`} label="Note (optional)" />
              <Button type="button" $variant="secondary" onClick={() => separate.remove(i)}>
                Remove separate item {i + 1}
              </Button>
            </Box>
          ))}
          <div className="actions">
            <Button type="button" $variant="secondary" onClick={() => separate.append({ description: '', note: '' })}>
              Add a separately scheduled item
            </Button>
          </div>
          <p className="total" aria-live="polite">
            Total: {formatCents(typedTotalCents(watched))}
          </p>
          {warnings.length > 0 && (
            <Warnings data-testid="issue-warnings" aria-labelledby="issue-warnings-heading">
              <h3 id="issue-warnings-heading">Before you issue</h3>
              <ul>
                {warnings.map((warning) => (
                  <li key={warning.field}>{warning.message}</li>
                ))}
              </ul>
              <p>Correct the estimate, or issue it as it is.</p>
            </Warnings>
          )}
          <div className="actions">
            <Button type="submit" disabled={issue.pending || blocked}>
              {issue.pending ? 'Issuing…' : warnings.length > 0 ? `${issueWords} anyway` : issueWords}
            </Button>
          </div>
        </section>
      </form>
    </FormProvider>
  );
}
