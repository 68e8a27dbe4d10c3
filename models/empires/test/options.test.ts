import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { optionSpecs, optionsSchema } from '../options';
import { createGame } from '../setup';
import { players, rnd } from './fixtures';

const path = new URL('../../../../shared/rules/empires.md', import.meta.url);
const basePath = new URL('../../../../shared/rules/empires-base.md', import.meta.url);
// The catalogues live beside the repository (../shared); without them these two checks are skipped.
const catalogue = existsSync(path) ? readFileSync(path, 'utf8') : '';
const both = catalogue + (existsSync(basePath) ? readFileSync(basePath, 'utf8') : '');

describe('options', () => {
  it.skipIf(!catalogue)('every option the dialog shows has the schema default and names a catalogue rule', () => {
    const defaults = optionsSchema.parse({}) as Record<string, unknown>;
    for (const spec of optionSpecs) {
      expect(defaults[spec.key]).toBe(spec.default);
      expect(both).toContain(spec.rule!);
      if (spec.kind === 'choice') expect(spec.choices!.map((c) => c.value)).toContain(spec.default);
    }
  });

  it.skipIf(!catalogue)('each AMBIGUOUS rule of the catalogue has a named option', () => {
    const ambiguous = [...catalogue.matchAll(/\*\*((?:SB|ME)-[A-Z]+-\d+[a-z]?) \(AMBIGUOUS/g)].map((m) => m[1]);
    expect(ambiguous.length).toBeGreaterThan(5);
    const covered = new Set(optionSpecs.map((o) => o.rule));
    for (const id of ambiguous) expect(covered.has(id) ? id : `missing option for ${id}`).toBe(id);
  });

  it('setup refuses a civilization twice or a map without a region for a chosen civilization', () => {
    expect(() => createGame({ players: players(3), options: { civilizations: ['saba', 'saba', 'maurya'] } }, rnd())).toThrow(/different/);
    expect(() => createGame({ players: players(3), options: { civilizations: ['saba', 'maurya', 'minoa'] } }, rnd())).toThrow(/no region/);
  });
});
