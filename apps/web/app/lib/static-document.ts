/**
 * A page served as a document without the app's scripts (decision 0035): read, not used, so its HTML carries
 * no hydration data, no module list and no script loader. A route says so in its `handle`.
 */
export interface StaticDocumentHandle {
  staticDocument: true;
}

export const isStaticDocument = (handles: readonly unknown[]): boolean =>
  handles.some(
    (handle) =>
      typeof handle === 'object' &&
      handle !== null &&
      (handle as Partial<StaticDocumentHandle>).staticDocument === true,
  );
