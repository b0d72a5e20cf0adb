import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The rules ESLint reports for a probe file placed at `filePath` (it need not exist) with this source. */
async function violations(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** A probe importing `name` from each specifier. */
const importing = (...imports: (readonly [name: string, specifier: string])[]) =>
  imports.map(([name, specifier]) => `import { ${name} } from '${specifier}';\nvoid ${name};`).join('\n');

// Probes of the API's module boundaries (docs/architecture.md): each refused one fails `npm run lint`.
// A probe takes seconds on a busy machine: no-cycle reads the whole import graph under the probe's path.
describe('API module boundaries', { timeout: 30_000 }, () => {
  it('refuses an import circle between TypeScript files', async () => {
    // mail/plugin.ts imports mail/service.ts: the service importing the plugin back closes a circle.
    const source = `import mail from './plugin.ts';\nvoid mail;`;
    expect(await violations('apps/api/src/modules/mail/service.ts', source)).toContain('import-x/no-cycle');
  });

  it("refuses another module's repository, even in a service", async () => {
    for (const filePath of [
      'apps/api/src/modules/reviews/probe.ts',
      'apps/api/src/modules/reviews/service.ts',
    ])
      expect(await violations(filePath, importing(['findUserById', '../users/repository.ts']))).toContain(
        'import-x/no-restricted-paths',
      );
  });

  it("refuses the module's own repository anywhere but its service.ts", async () => {
    for (const filePath of [
      'apps/api/src/modules/sitemap/routes.ts',
      'apps/api/src/modules/auth/plugin.ts',
      'apps/api/src/modules/search/suggest.ts',
    ])
      expect(await violations(filePath, importing(['ownQuery', './repository.ts']))).toContain(
        'import-x/no-restricted-paths',
      );
  });

  it("refuses another module's files other than its service.ts and plugin.ts", async () => {
    expect(
      await violations(
        'apps/api/src/modules/contact-messages/probe.ts',
        importing(['sourceKeyOf', '../auth/throttle.ts']),
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('allows a service its repository, and any module file a service or a plugin', async () => {
    expect(
      await violations(
        'apps/api/src/modules/users/service.ts',
        importing(
          ['findUserById', './repository.ts'],
          ['findFacilityMembership', '../facilities/service.ts'],
        ),
      ),
    ).toEqual([]);
    expect(
      await violations(
        'apps/api/src/modules/sitemap/routes.ts',
        importing(['readSitemapPage', './service.ts'], ['bearerSecurity', '../auth/plugin.ts']),
      ),
    ).toEqual([]);
    expect(
      await violations('apps/api/src/modules/auth/probe.ts', importing(['sourceKeyOf', './throttle.ts'])),
    ).toEqual([]);
  });

  it('lets tests reach any repository to arrange and check rows', async () => {
    expect(
      await violations(
        'apps/api/src/modules/sitemap/probe.api.test.ts',
        importing(['findActiveListingIds', './repository.ts'], ['findUserById', '../users/repository.ts']),
      ),
    ).toEqual([]);
  });

  it('refuses modules in plugins and in lib', async () => {
    for (const [filePath, specifier] of [
      ['apps/api/src/plugins/external/probe.ts', '../../modules/search/service.ts'],
      ['apps/api/src/lib/probe.ts', '../modules/search/service.ts'],
    ] as const)
      expect(await violations(filePath, importing(['search', specifier]))).toContain(
        'import-x/no-restricted-paths',
      );
  });

  it('refuses drizzle-orm outside repositories', async () => {
    const probe = importing(['sql', 'drizzle-orm']);
    expect(await violations('apps/api/src/modules/search/probe.ts', probe)).toContain(
      'no-restricted-imports',
    );
    expect(await violations('apps/api/src/modules/search/repository.ts', probe)).not.toContain(
      'no-restricted-imports',
    );
  });
});
