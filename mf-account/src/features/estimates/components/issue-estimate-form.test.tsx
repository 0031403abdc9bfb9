import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { useSessionStore } from '@directpay/shared-ui';
import type { EstimateRequestDetail, Locale } from '@directpay/contracts';
import { IssueEstimateForm } from './issue-estimate-form';

const line = { description: 'LASIK', code: '65760', codeSystem: 'CPT' as const, quantity: 1, unitPrice: '2000', diagnosisCodes: ['H52.13'] };

function detail(locale: Locale | undefined, lines = [line]): EstimateRequestDetail {
  const request = {
    id: 'r'.repeat(24),
    clinicId: 'c'.repeat(24),
    clinicName: 'Clear Sight',
    patientName: 'Paz Ruiz',
    services: [{ description: 'LASIK', quantity: 1 }],
    scheduledFor: null,
    requestedAt: '2026-03-02T15:00:00.000Z',
    requestedOn: '2026-03-02',
    dueOn: '2026-03-05',
    rule: 'requested' as const,
    status: 'requested' as const,
    estimateId: null,
    issuedAt: null,
    dateOfBirth: '1985-06-15',
    email: 'paz@example.com',
    note: '',
    ...(locale ? { locale } : {}),
  };
  return {
    request,
    clinic: { id: request.clinicId, name: 'Clear Sight', npi: '1234567893', tin: '12-3456789', missing: [] },
    draft: { primaryService: 'LASIK', lines, coProviders: [], separatelyScheduled: [] },
    warnings: [],
    estimates: [],
  };
}

/** The body each issue request sent to the API. */
let sent: Record<string, unknown>[] = [];

beforeEach(() => {
  sent = [];
  useSessionStore.setState({ userId: 'u', email: 'owner@example.com', token: 't', accountId: 'a' });
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const result = { id: 'e'.repeat(24), issuedAt: '2026-03-03T10:00:00.000Z', replaces: null, lineCount: 1, totalCents: 200000 };
    return new Response(JSON.stringify({ result }), { status: 201, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

describe('the estimate’s language', () => {
  it('starts at the language the patient asked in and is sent with the estimate', async () => {
    render(<IssueEstimateForm detail={detail('es')} />);
    expect(await screen.findByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    expect(screen.getByText(/asked from a page in Spanish/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Issue the estimate/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ primaryService: 'LASIK', locale: 'es' });
  });

  it('is the one the owner switches to before issuing', async () => {
    render(<IssueEstimateForm detail={detail('es')} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'English' }));
    expect(screen.getByRole('radio', { name: 'Español' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('button', { name: /^Issue the estimate/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ locale: 'en' });
  });

  it('is English for a request that names no language', async () => {
    render(<IssueEstimateForm detail={detail(undefined)} />);
    expect(await screen.findByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    fireEvent.click(screen.getByRole('button', { name: /^Issue the estimate/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ locale: 'es' });
  });
});

describe('the warnings before issuing', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('name the line as typed, in English as the API words them', async () => {
    render(<IssueEstimateForm detail={detail('en', [{ ...line, code: '', codeSystem: '' as never }])} />);
    const warnings = await screen.findByTestId('issue-warnings');
    await waitFor(() => expect(warnings.querySelector('li')?.textContent).toBe('LASIK has no service code (CPT, HCPCS or CDT).'));
    expect(screen.getByRole('button', { name: 'Issue the estimate anyway' })).toBeTruthy();
  });

  it('are in Spanish on a Spanish page, the line keeping its own words', async () => {
    await act(() => activateLocale('es'));
    render(<IssueEstimateForm detail={detail('es', [{ ...line, code: '', codeSystem: '' as never }])} />);
    const warnings = await screen.findByTestId('issue-warnings');
    await waitFor(() => expect(warnings.querySelector('li')?.textContent).toBe('LASIK no tiene código de servicio (CPT, HCPCS o CDT).'));
    expect(warnings.querySelector('li [translate="no"]')?.textContent).toBe('LASIK');
    expect(screen.getByRole('button', { name: 'Emitir la estimación de todos modos' })).toBeTruthy();
  });
});
