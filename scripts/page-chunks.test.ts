import { describe, expect, it } from 'vitest';
import { iconFilesOf, iconModulesOf, pageChunkGroups } from './page-chunks';
import type { ModuleGraph } from './page-chunks';

/** A module graph from `id: [static imports]` and `id: [dynamic imports]`. */
function graphOf(imports: Record<string, string[]>, dynamic: Record<string, string[]> = {}): ModuleGraph {
  const ids = [
    ...new Set([...Object.keys(imports), ...Object.values(imports).flat(), ...Object.values(dynamic).flat()]),
  ];
  const dynamicTargets = new Set(Object.values(dynamic).flat());
  return {
    ids,
    staticImports: (id) => imports[id] ?? [],
    dynamicImports: (id) => dynamic[id] ?? [],
    isDynamicEntry: (id) => dynamicTargets.has(id),
  };
}

const roots = {
  loader: 'main',
  shell: 'boot',
  screens: { landing: 'landing', signals: 'signals', quiz: 'quiz' },
};

describe('pageChunkGroups', () => {
  const graph = graphOf(
    {
      main: ['api'],
      boot: ['nav', 'api', 'cn', 'router'],
      landing: ['hero', 'cn'],
      hero: [],
      sections: ['table', 'newsletter-form'],
      signals: ['table', 'tabs'],
      quiz: ['newsletter-form', 'questions', 'user-schema'],
      admin: ['table', 'admin-only'],
      'current-user': ['user-schema'],
    },
    // The shell's router imports the screens; the shell itself imports the signed-in user's declaration.
    { router: ['landing', 'signals', 'quiz', 'admin'], boot: ['current-user'], landing: ['sections'] },
  );
  const groups = pageChunkGroups(graph, roots);

  it("puts the shell's modules in boot, but the loader's, which stay in the entry", () => {
    expect(groups.get('nav')).toBe('boot');
    expect(groups.get('cn')).toBe('boot');
    expect(groups.has('api')).toBe(false);
  });

  it('puts a module in the chunk of the set of pages that import it, a screen apart from its lazy sections', () => {
    expect(groups.get('hero')).toBe('page-landing');
    expect(groups.get('tabs')).toBe('page-signals');
    expect(groups.get('table')).toBe('pages-landing-sections-signals');
    expect(groups.get('newsletter-form')).toBe('pages-landing-sections-quiz');
  });

  it('leaves what the shell imports lazily on every page to rolldown, even where a page imports it too', () => {
    // Grouped as page-quiz, it would load the quiz's own code on every page.
    expect(groups.has('user-schema')).toBe(false);
    expect(groups.get('questions')).toBe('page-quiz');
  });

  it('leaves dynamic entries and what no public page imports to rolldown', () => {
    for (const id of ['landing', 'signals', 'sections', 'admin', 'admin-only'])
      expect(groups.has(id)).toBe(false);
  });
});

describe("lucide's index", () => {
  const index = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
  const files = iconFilesOf(
    index,
    `import * as index from './icons/index.mjs';
export { default as Mail, default as MailIcon, default as LucideMail } from './icons/mail.mjs';
export { default as House, default as Home, default as HouseIcon } from './icons/house.mjs';`,
  );

  it('maps every name of an icon to its module', () => {
    expect(files.get('Home')).toBe('/app/node_modules/lucide-react/dist/esm/icons/house.mjs');
    expect(files.get('MailIcon')).toBe('/app/node_modules/lucide-react/dist/esm/icons/mail.mjs');
  });

  it('counts a module as importing the icons it names, aliases included', () => {
    const code = `import { Home as HomeIcon, Mail } from "lucide-react";\nimport { useState } from "react";`;
    expect(iconModulesOf(code, files)).toEqual([files.get('Home'), files.get('Mail')]);
  });
});
