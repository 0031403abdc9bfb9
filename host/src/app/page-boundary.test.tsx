import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes } from '@directpay/shared-ui/routing';
import { PageBoundary } from './page-boundary';

/** A page whose effect cleanup throws, as an effect returning scrollTo's Promise did. */
function BrokenOnClose() {
  useEffect(
    () => () => {
      throw new TypeError('s is not a function');
    },
    [],
  );
  return <Link to="/next">Next page</Link>;
}

function BrokenOnRender(): never {
  throw new Error('render failed');
}

function Shell() {
  return (
    <>
      <header>Site header</header>
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </>
  );
}

function site(start: string) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route element={<Shell />}>
          <Route path="/" element={<BrokenOnClose />} />
          <Route path="/next" element={<p>The next page</p>} />
          <Route path="/broken" element={<><BrokenOnRender /><Link to="/next">Away</Link></>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageBoundary', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('keeps the shell and shows the next page when the page being left throws while unmounting', async () => {
    site('/');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    });
    expect(screen.getByText('Site header')).toBeTruthy();
    expect(screen.getByText('The next page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged.mock.calls.some((call) => String(call[0]).includes('the page being left failed'))).toBe(true);
  });

  it('shows a notice in place of a page that fails to render, under the same header', async () => {
    site('/broken');
    expect(screen.getByRole('alert').textContent).toContain('this page could not be shown');
    expect(screen.getByText('Site header')).toBeTruthy();
  });
});
