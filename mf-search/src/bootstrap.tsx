import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from '@directpay/shared-ui/routing';
import { StandaloneShell } from '@directpay/shared-ui/standalone';
import CompareRoutes from './exposed/compare-routes';
import SearchRoutes from './exposed/search-routes';

// The standalone page (development only): the same route modules the host mounts at /search/* and /compare/*.
createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="mf_search">
    <Routes>
      <Route path="/search/*" element={<SearchRoutes />} />
      <Route path="/compare/*" element={<CompareRoutes />} />
      <Route path="*" element={<Navigate to="/search" replace />} />
    </Routes>
  </StandaloneShell>,
);
