import type { ReactNode } from 'react';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { ApiQueryProvider, createApiQueryClient } from '@directpay/shared-ui/query';
import { ClinicLoadState } from '#src/components/clinic-load-state';
import { useClinicLoader } from './use-clinic-loader';

const answer = (status: number) => {
  global.fetch = jest.fn(async () => ({ status, text: async () => JSON.stringify({ statusCode: status, error: 'x', message: 'x' }) }) as unknown as Response) as typeof fetch;
};
const wrapper = ({ children }: { children: ReactNode }) => <ApiQueryProvider client={createApiQueryClient()}>{children}</ApiQueryProvider>;

describe('a clinic the API answers 410 for (suspended by the moderators)', () => {
  it('loads as gone, not as missing or failed', async () => {
    answer(410);
    const { result } = renderHook(() => useClinicLoader('c'.repeat(24), 'public'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('gone'));
  });

  it('is still not found on a 404', async () => {
    answer(404);
    const { result } = renderHook(() => useClinicLoader('c'.repeat(24), 'public'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('not-found'));
  });

  it('shows a plain page that says the listing is no longer available', () => {
    render(
      <MemoryRouter>
        <ClinicLoadState load={{ status: 'gone' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How listings are moderated' }).getAttribute('href')).toBe('/moderation-policy');
    expect(document.title).toMatch(/^Listing no longer available/);
  });
});
