import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from '@directpay/shared-ui/routing';
import { StandaloneShell } from '@directpay/shared-ui/standalone';
import AccountApp from './exposed/account-app';

// The standalone page (development only): the same route module the host
// mounts at /account/*; the shell adds /login with development sign-in.
createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="mf_account">
    <Routes>
      <Route path="/account/*" element={<AccountApp />} />
      <Route path="*" element={<Navigate to="/account" replace />} />
    </Routes>
  </StandaloneShell>,
);
