// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const pattern = (group, message) => ({ group, message });

/** The import layers of ARCHITECTURE.md, enforced by lint (tests/lint.test.ts proves a wrong import fails). */
const layers = {
  models: [
    pattern(['**/machines/**', '**/electron/**', '**/renderer/**', '**/scripts/**'], 'models/ imports nothing from the other folders.'),
    pattern(['electron', 'xstate', 'react', 'three', '@react-three/*', 'ws', ...nodeBuiltins], 'models/ is pure: no I/O, no framework.'),
  ],
  machines: [
    pattern(['**/electron/**', '**/renderer/**', '**/scripts/**'], 'machines/ imports only models/.'),
    pattern(['electron', 'react', 'three', '@react-three/*', 'ws', ...nodeBuiltins], 'machines/ does no I/O.'),
  ],
  renderer: [
    pattern(['**/electron/**', '**/scripts/**'], 'renderer/ never imports electron/.'),
    pattern(['electron', 'ws', 'bonjour-service', ...nodeBuiltins], 'renderer/ runs in a browser: no Node built-ins.'),
  ],
  electron: [pattern(['electron'], "Only electron/main.ts and electron/preload.ts import 'electron'."), pattern(['**/renderer/**'], 'electron/ does not import the renderer.')],
};

// Packages and Node built-ins are matched by exact name (a pattern 'module' would also catch './module').
const exactNames = ['electron', 'xstate', 'react', 'three', 'ws', 'bonjour-service', ...nodeBuiltins];
const restrict = (groups) => {
  const names = [];
  const patterns = [];
  for (const g of groups) {
    const exact = g.group.filter((x) => exactNames.includes(x));
    const rest = g.group.filter((x) => !exactNames.includes(x));
    for (const name of exact) names.push({ name, message: g.message });
    if (rest.length > 0) patterns.push({ group: rest, message: g.message });
  }
  return { 'no-restricted-imports': ['error', { paths: names, patterns }] };
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', '.vite/**', 'test-results/**', 'tests/fixtures/lint/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  { files: ['models/**/*.{ts,tsx}'], rules: restrict(layers.models) },
  { files: ['machines/**/*.{ts,tsx}'], rules: restrict(layers.machines) },
  { files: ['renderer/**/*.{ts,tsx}'], ignores: ['renderer/vite.config.ts'], rules: restrict(layers.renderer) },
  { files: ['electron/**/*.ts'], ignores: ['electron/main.ts', 'electron/preload.ts'], rules: restrict(layers.electron) },
  // Tests may read files and spawn processes wherever they live; the layers bind the code they test.
  { files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-restricted-imports': 'off' } },
);
