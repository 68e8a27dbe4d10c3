import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './ui/app.css';

// The render benchmark's stress table (`?stress=N`), only in e2e builds: release builds fold this to null.
const StressPage =
  import.meta.env.MODE === 'e2e' && new URLSearchParams(location.search).has('stress') ? lazy(() => import('./table/stress/StressPage')) : null;

// The e2e test hook's game probe is there from the start in test builds (release builds drop this import).
if (import.meta.env.MODE === 'e2e') void import('./app/testHook');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {StressPage ? (
      <Suspense fallback={null}>
        <StressPage />
      </Suspense>
    ) : (
      <App />
    )}
  </StrictMode>,
);
