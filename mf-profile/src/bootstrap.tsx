import { createRoot } from 'react-dom/client';
import { Route, Routes } from '@directpay/shared-ui/routing';
import { StandaloneShell } from '@directpay/shared-ui/standalone';
import ClinicRoutes from './exposed/clinic-routes';
import ClinicTestRoutes from './exposed/clinic-test-routes';
import { useMessages } from './messages';

function Hint() {
  const t = useMessages();
  return <p style={{ padding: '1rem' }}>{t('standalone.hint', { path: '/clinic/<id>' })}</p>;
}

// The standalone page (development only): the same route modules the host
// mounts at /clinic/* and /clinic_test/*.
createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="mf_profile">
    <Routes>
      <Route path="/clinic/*" element={<ClinicRoutes />} />
      <Route path="/clinic_test/*" element={<ClinicTestRoutes />} />
      <Route path="*" element={<Hint />} />
    </Routes>
  </StandaloneShell>,
);
