import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modules } from '../machines/registry';
import { actionReference } from '../scripts/action-docs';

describe('generated action reference', () => {
  for (const [id, module] of Object.entries(modules)) {
    it(`docs/actions/${id}.md matches the ${id} action schemas (run npm run docs:actions when it fails)`, () => {
      const committed = readFileSync(`docs/actions/${id}.md`, 'utf8');
      expect(committed).toBe(actionReference(id, module));
    });
  }
});
