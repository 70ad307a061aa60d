import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { facadeSource, reactEsm, reactExportNames } from './react-esm';

const root = process.cwd();

describe('reactExportNames', () => {
  it("names every export of React's production build", () => {
    const production = createRequire(join(root, 'package.json'))(
      join(root, 'node_modules/react/cjs/react.production.js'),
    ) as Record<string, unknown>;
    const names = reactExportNames(root);
    expect(names).toEqual(Object.keys(production).sort());
    expect(names).toEqual(expect.arrayContaining(['useState', 'Suspense', 'startTransition']));
    expect(facadeSource(names)).toContain(`export const { ${names.join(', ')} } = React;`);
  });
});

describe('the react-esm plugin', () => {
  // Inside the project, so that `react` resolves from its node_modules.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules/.cache/react-esm-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Three ES modules import React whole (a namespace or the default), as shadcn-style components and
  // the router, query and Radix libraries do: those are the imports that convert it.
  async function bundle(withPlugin: boolean): Promise<string> {
    const src = join(dir, withPlugin ? 'with' : 'without');
    mkdirSync(src, { recursive: true });
    writeFileSync(
      join(src, 'a.js'),
      "import * as React from 'react';\nexport const a = () => React.useState;\n",
    );
    writeFileSync(
      join(src, 'b.js'),
      "import * as React from 'react';\nexport const b = () => React.useMemo;\n",
    );
    writeFileSync(
      join(src, 'main.js'),
      "import React from 'react';\nimport { a } from './a.js';\nimport { b } from './b.js';\nconsole.log(React.createElement, a(), b());\n",
    );
    const out = (await build({
      root: src,
      configFile: false,
      logLevel: 'silent',
      plugins: withPlugin ? [reactEsm(root)] : [],
      build: {
        write: false,
        minify: false,
        // As the app's build (vite.config.ts): React in a chunk of its own, and each module's body in
        // an init function of its own.
        rolldownOptions: {
          input: join(src, 'main.js'),
          output: {
            strictExecutionOrder: true,
            codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }] },
          },
        },
      },
    })) as Rolldown.RolldownOutput;
    return out.output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
  }
  // Each `__toESM(` call is one copy of React's exports (the helper's own definition is `__toESM = `).
  const conversions = (code: string) => code.match(/__toESM\(/g)?.length ?? 0;

  it('converts React once for all the ES modules that import it', async () => {
    const withPlugin = await bundle(true);
    expect(conversions(withPlugin)).toBe(1);
    // The modules read React's hooks as plain bindings, not through a copy's getters.
    expect(withPlugin).not.toMatch(/import_react\$?\d*\.useState/);
    // Without it, each importing module converts React for itself.
    expect(conversions(await bundle(false))).toBe(3);
  }, 60_000);
});
