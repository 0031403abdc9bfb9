import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@directpay/shared-ui';
import SearchPage from './exposed/SearchPage';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="mf_search">
    <Routes>
      <Route path="/search" element={<SearchPage />} />
      <Route path="*" element={<Navigate to="/search" replace />} />
    </Routes>
  </StandaloneShell>,
);
