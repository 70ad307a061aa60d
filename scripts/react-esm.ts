// React ships only as CommonJS. Rolldown converts it for each ES module that imports it: every such
// module runs `__toESM(require_react())`, which copies React's 44 exports onto a new object as getters,
// and each hook call then goes through a getter (rolldown/rolldown#8719). On the landing the app's
// modules and its libraries made 45 such copies while the page started (decision 0070).
// This plugin gives the client's ES modules one ES module in React's place, which reads React once.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const FACADE = '\0react-esm';

/** React's export names, read from its production build (the one the client bundles). */
export function reactExportNames(root: string): string[] {
  const reactDir = dirname(createRequire(join(root, 'package.json')).resolve('react/package.json'));
  const source = readFileSync(join(reactDir, 'cjs/react.production.js'), 'utf8');
  return [...new Set([...source.matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1] as string))].sort();
}

/** The module that stands for `react`: React's exports as constants, read once. */
export function facadeSource(names: readonly string[]): string {
  return `import React from 'react';\nexport const { ${names.join(', ')} } = React;\nexport default React;\n`;
}

export function reactEsm(root: string): Plugin {
  let source: string | undefined;
  return {
    name: 'trendlab-react-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer, options) {
      // Only ES imports in the browser build: React DOM's and other CommonJS `require('react')` keep
      // React itself, and so does the facade's own import.
      if (id !== 'react' || importer === FACADE || this.environment.name !== 'client') return null;
      return (options as { kind?: string }).kind === 'import-statement' ? FACADE : null;
    },
    load(id) {
      if (id !== FACADE) return null;
      source ??= facadeSource(reactExportNames(root));
      return source;
    },
  };
}
