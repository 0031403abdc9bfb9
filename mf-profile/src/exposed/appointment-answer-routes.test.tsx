import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@directpay/shared-ui/routing';
import AppointmentAnswerRoutes from './appointment-answer-routes';

const TOKEN = `${'a'.repeat(24)}.c.1.1796853600.${'S'.repeat(43)}`;

const openWith = (status: number) => {
  global.fetch = jest.fn(async () => ({ status, ok: status < 300, text: async () => JSON.stringify({ statusCode: status, error: 'x', message: 'x' }) }) as unknown as Response) as typeof fetch;
  render(
    <MemoryRouter initialEntries={[`/appointment-answer/${TOKEN}`]}>
      <Routes>
        <Route path="/appointment-answer/*" element={<AppointmentAnswerRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
};

describe("a clinic's one-click link that cannot be used", () => {
  it.each([
    [409, "This link was already used. See the request on your account's Requests page."],
    [410, "This link has expired: the request's times have passed."],
    [404, 'This link is not valid. Please use the link from the email as it was sent.'],
  ])('answering %i says so plainly', async (status, words) => {
    openWith(status);
    expect((await screen.findByTestId('answer-problem')).textContent).toContain(words);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link cannot be used');
  });
});
