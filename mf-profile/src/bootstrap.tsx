import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@directpay/shared-ui';
import ProfilePage from './exposed/ProfilePage';
import PricesPage from './exposed/PricesPage';
import TestProfilePage from './exposed/TestProfilePage';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="mf_profile">
    <Routes>
      <Route path="/clinic/:id" element={<ProfilePage />} />
      <Route path="/clinic/:id/prices" element={<PricesPage />} />
      <Route path="/clinic_test/:id" element={<TestProfilePage />} />
      <Route path="*" element={<p style={{ padding: '1rem' }}>Open /clinic/&lt;id&gt; to see a clinic profile.</p>} />
    </Routes>
  </StandaloneShell>,
);
