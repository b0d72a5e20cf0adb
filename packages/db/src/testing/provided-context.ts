/** What the integration tests' global setup hands each test file (see global-setup.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
  }
}

export {};
