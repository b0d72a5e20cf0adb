import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { deliverPageData } from '~/lib/first-paint/page-data';
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

// The files the page's data names (its words, …) and, when it left the HTML, the data itself, which the
// script loader started fetching with these modules (decisions 0036, 0037). If they cannot load, the page
// stays as the server sent it: it works without JavaScript.
Promise.all([loadFiles(startedFiles()), deliverPageData()]).then(hydrate, (error: unknown) =>
  console.error('The page stays without its scripts: its data or a file it names did not load', error),
);
