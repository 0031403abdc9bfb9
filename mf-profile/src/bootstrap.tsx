import { createRoot } from 'react-dom/client';
import { Route, Routes } from '@directpay/shared-ui/routing';
import { StandaloneShell } from '@directpay/shared-ui';
import ClinicRoutes from './exposed/clinic-routes';
import ClinicTestRoutes from './exposed/clinic-test-routes';

// The standalone page (development only): the same route modules the host
// mounts at /clinic/* and /clinic_test/*.
createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="mf_profile">
    <Routes>
      <Route path="/clinic/*" element={<ClinicRoutes />} />
      <Route path="/clinic_test/*" element={<ClinicTestRoutes />} />
      <Route path="*" element={<p style={{ padding: '1rem' }}>Open /clinic/&lt;id&gt; to see a clinic profile.</p>} />
    </Routes>
  </StandaloneShell>,
);
