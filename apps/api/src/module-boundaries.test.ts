import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import ts from 'typescript';
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
        importing(['findUserById', './repository.ts'], ['isFacilityMember', '../facilities/service.ts']),
      ),
    ).toEqual([]);
    expect(
      await violations(
        'apps/api/src/modules/sitemap/routes.ts',
        importing(['readSitemapPage', './service.ts'], ['bearerToken', '../auth/plugin.ts']),
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

/**
 * What a service passes on of its repository as it is: `export … from './repository.ts'`, an export of a name
 * imported from it, or a constant that is one. A function of the service's own that states a need and calls
 * the repository is not one of them, nor is a type the service names.
 */
function repositoryPassedOn(text: string): string[] {
  const source = ts.createSourceFile('service.ts', text, ts.ScriptTarget.Latest, true);
  const isRepository = (specifier: ts.Expression | undefined) =>
    specifier !== undefined && ts.isStringLiteral(specifier) && /(^|\/)repository\.ts$/.test(specifier.text);
  const imported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !isRepository(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (clause?.name) imported.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const { name } of bindings.elements) imported.add(name.text);
  }
  const isExported = (statement: ts.VariableStatement) =>
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  return source.statements.flatMap((statement) => {
    if (ts.isExportDeclaration(statement)) {
      if (isRepository(statement.moduleSpecifier)) return [statement.getText(source)];
      if (statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause))
        return [];
      return statement.exportClause.elements
        .map((element) => (element.propertyName ?? element.name).text)
        .filter((name) => imported.has(name));
    }
    if (ts.isExportAssignment(statement))
      return ts.isIdentifier(statement.expression) && imported.has(statement.expression.text)
        ? [statement.getText(source)]
        : [];
    if (ts.isVariableStatement(statement) && isExported(statement))
      return statement.declarationList.declarations
        .filter(
          ({ initializer }) => initializer && ts.isIdentifier(initializer) && imported.has(initializer.text),
        )
        .map(({ name }) => name.getText(source));
    return [];
  });
}

// Services hold rules and are their module's surface: they never hand out their repository (docs/architecture.md).
describe('API module services', () => {
  it('pass on nothing of their repository as it is', () => {
    const modules = new URL('modules/', import.meta.url);
    const passedOn = readdirSync(modules, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const file = new URL(`${entry.name}/service.ts`, modules);
        return existsSync(file)
          ? [[entry.name, repositoryPassedOn(readFileSync(file, 'utf8'))] as const]
          : [];
      });
    expect(passedOn.length).toBeGreaterThan(20);
    expect(passedOn.filter(([, names]) => names.length)).toEqual([]);
  });

  it.each([
    ["import { findRow } from './repository.ts';\nexport { findRow };", ['findRow']],
    [
      "export { findRow, type Row } from './repository.ts';",
      ["export { findRow, type Row } from './repository.ts';"],
    ],
    ["export * from './repository.ts';", ["export * from './repository.ts';"]],
    ["import { findRow } from './repository.ts';\nexport const findThing = findRow;", ['findThing']],
    ["import { findRow } from './repository.ts';\nexport const findThing = (id: string) => findRow(id);", []],
    ["import type { Row } from './repository.ts';\nexport type Thing = Row;", []],
    ["import { rule } from './rules.ts';\nexport { rule };", []],
  ] as const)('tells a re-export of the repository from a function of the service: %s', (text, expected) => {
    expect(repositoryPassedOn(text)).toEqual(expected);
  });
});
