import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The rules ESLint reports for a probe file placed at `filePath` (it need not exist) with this source. */
async function violations(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Probes of the API's module boundaries (docs/architecture.md): each must fail `npm run lint`.
describe('API module boundaries', () => {
  it("refuses another module's repository", async () => {
    expect(
      await violations(
        'apps/api/src/modules/reviews/probe.ts',
        "import { findUserById } from '../users/repository.ts';\nvoid findUserById;",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("allows the module's own repository, and another module's service", async () => {
    expect(
      await violations(
        'apps/api/src/modules/users/probe.ts',
        "import { findUserById } from './repository.ts';\nimport { findFacilityMembership } from '../facilities/service.ts';\nvoid findUserById;\nvoid findFacilityMembership;",
      ),
    ).toEqual([]);
  });

  it('refuses modules in plugins and in lib', async () => {
    for (const [filePath, specifier] of [
      ['apps/api/src/plugins/external/probe.ts', '../../modules/search/service.ts'],
      ['apps/api/src/lib/probe.ts', '../modules/search/service.ts'],
    ] as const)
      expect(await violations(filePath, `import { search } from '${specifier}';\nvoid search;`)).toContain(
        'import-x/no-restricted-paths',
      );
  });

  it('refuses drizzle-orm outside repositories', async () => {
    const probe = "import { sql } from 'drizzle-orm';\nvoid sql;";
    expect(await violations('apps/api/src/modules/search/probe.ts', probe)).toContain(
      'no-restricted-imports',
    );
    expect(await violations('apps/api/src/modules/search/repository.ts', probe)).not.toContain(
      'no-restricted-imports',
    );
  });
});
