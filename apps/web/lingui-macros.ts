import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`) become message lookups before React Router and esbuild see the
 * code. React Router's Vite plugin has no Babel hook, so the macro's Babel plugin runs here on the files
 * that import a macro; the TypeScript and JSX are parsed, not changed.
 */
export function linguiMacros(): Plugin {
  // Read here rather than found from the working directory, which differs between the build and the tests.
  const linguiConfig = getConfig({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
  });
  return {
    name: 'carefinder:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id.split('?')[0] ?? '') || !/@lingui\/(core|react)\/macro/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
