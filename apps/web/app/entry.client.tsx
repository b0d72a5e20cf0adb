import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { enableStylesheetsWhenNeeded } from '~/lib/first-paint/stylesheets-on-need';

// Before React renders anything the server's HTML lacks (decision 0011).
enableStylesheetsWhenNeeded();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
