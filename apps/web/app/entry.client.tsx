import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { enableStylesheetsWhenNeeded } from '~/lib/first-paint/stylesheets-on-need';
import { loadFiles, startedFiles } from '~/lib/kept-files';

// Before React renders anything the server's HTML lacks (decision 0011).
enableStylesheetsWhenNeeded();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The files the page's data names (its words, …), which the script loader started fetching with these
// modules (decision 0036). If they cannot load, the page stays as the server sent it: it works without
// JavaScript.
loadFiles(startedFiles()).then(hydrate, (error: unknown) =>
  console.error('The page stays without its scripts: a file it names did not load', error),
);
