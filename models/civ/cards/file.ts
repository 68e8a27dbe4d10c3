import { z } from 'zod';
import { MARKET_RESOURCES } from '../data/markers';
import raw from './card-texts.json';
import { TIMINGS, type Ability } from './effects';

const amount = z.union([z.number().int().min(0), z.object({ per: z.enum(['coins', 'buildings', 'armies-in-supply']), every: z.number().int().min(1), times: z.number().int().min(1).optional() })]);

/** The effect kinds a card file may script: those that need no hand at the table beyond simple choices. */
const effect = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gain'), what: z.enum(['trade', 'culture', 'coin']), amount }),
  z.object({ kind: z.literal('production'), amount: z.number().int().min(1) }),
  z.object({ kind: z.literal('culture-steps'), amount }),
  z.object({ kind: z.literal('learn-tech'), maxLevel: z.number().int().min(1).max(5).optional() }),
  z.object({ kind: z.literal('build-free'), item: z.enum(['building', 'walls', 'unit']), unit: z.enum(['artillery', 'infantry', 'mounted', 'aircraft']).optional(), evenIfLocked: z.boolean().optional() }),
  z.object({ kind: z.literal('draw-events'), count: z.number().int().min(1).max(5) }),
  z.object({ kind: z.literal('cancel'), targetingMe: z.boolean().optional() }),
  z.object({ kind: z.literal('extra-city-action') }),
  z.object({ kind: z.literal('hand-size'), amount: z.number().int().min(1) }),
  z.object({ kind: z.literal('take-resources') }),
  z.object({ kind: z.literal('take-resource') }),
  z.object({ kind: z.literal('battle'), text: z.string().min(1) }),
  z.object({ kind: z.literal('manual'), text: z.string().min(1) }),
]);

const card = z.object({
  /** `tech:<Name>`, a wonder id (`w-...`) or a great person id (`gp-...`). */
  card: z.string().regex(/^(tech:|w-|gp-|civ:)/, 'a card id starts with tech:, w-, gp- or civ:'),
  text: z.string().min(1),
  timing: z.enum(TIMINGS),
  oncePerTurn: z.boolean().optional(),
  cost: z.object({ resource: z.union([z.enum(MARKET_RESOURCES), z.literal('any')]).optional(), count: z.number().int().min(1).optional(), trade: z.number().int().min(1).optional(), culture: z.number().int().min(1).optional(), coin: z.number().int().min(1).optional() }).strict().optional(),
  effects: z.array(effect).min(1),
}).strict();

const cardFileSchema = z.object({ format: z.literal('tessera-civ-cards'), version: z.literal(1), cards: z.array(card) }).strict();

export interface CardFile {
  readonly cards: readonly (Omit<Ability, 'rule'> & { readonly card: string })[];
}

export type CardFileResult = { ok: true; file: CardFile } | { ok: false; errors: string[] };

/** A card file (docs/cards.md): texts and scripted effects for cards whose ability the catalogue could not find. */
export function parseCardFile(json: unknown): CardFileResult {
  const parsed = cardFileSchema.safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data as CardFile };
  return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`) };
}

const loaded = parseCardFile(raw);
if (!loaded.ok) throw new Error(`card-texts.json is invalid: ${loaded.errors.join('; ')}`);

/** The bundled card file, loaded the way the map tiles load. */
export const CARD_FILE: CardFile = loaded.file;
