import { z } from 'zod';

/** CIV-TERRAIN-01: the five terrains. */
export const TERRAINS = ['grassland', 'forest', 'mountain', 'desert', 'water'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Resources that may be printed on a square (CIV-RES-01: spy and uranium come only from markers). */
export const SQUARE_RESOURCES = ['incense', 'iron', 'silk', 'wheat'] as const;
export const RELICS = ['atlantis', 'school-of-confucius', 'seven-cities-of-gold'] as const;
export type RelicId = (typeof RELICS)[number];

const count = z.number().int().min(0).max(9).default(0);

/** CIV-TERRAIN-02: a square prints its own icons; they are data, never derived from terrain. */
export const squareSchema = z
  .object({
    terrain: z.enum(TERRAINS),
    production: count,
    trade: count,
    culture: count,
    coins: count,
    resource: z.enum(SQUARE_RESOURCES).optional(),
    spot: z.enum(['hut', 'village', 'relic']).optional(),
    relic: z.enum(RELICS).optional(),
  })
  .refine((s) => (s.spot === 'relic') === (s.relic !== undefined), { message: 'a relic square needs spot "relic" and a relic name, and only it', path: ['relic'] })
  .refine((s) => s.terrain !== 'water' || s.spot === undefined || s.spot === 'relic', { message: 'huts and villages never lie on water', path: ['spot'] });

export const tileSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(['home', 'neutral']),
    civ: z.string().optional(),
    edition: z.enum(['core', 'ff']),
    arrow: z.literal('north'),
    squares: z.array(squareSchema).length(16, 'a tile has exactly 16 squares (4x4, row by row)'),
  })
  .refine((t) => (t.kind === 'home') === (t.civ !== undefined), { message: 'home tiles, and only they, name their civilization', path: ['civ'] });

export const tileSetSchema = z
  .object({
    format: z.literal('tessera-civ-tiles'),
    version: z.literal(1),
    name: z.string().min(1),
    tiles: z.array(tileSchema).min(1),
  })
  .refine((d) => new Set(d.tiles.map((t) => t.id)).size === d.tiles.length, { message: 'tile ids must be unique', path: ['tiles'] });

export type SquareData = z.infer<typeof squareSchema>;
export type TileData = z.infer<typeof tileSchema>;
export type TileSet = z.infer<typeof tileSetSchema>;

export type ParseResult = { ok: true; tiles: TileSet } | { ok: false; errors: string[] };

/** Parses a tile-set document, naming each wrong field by its path (e.g. `tiles.3.squares.7.terrain`). */
export function parseCivTiles(json: unknown): ParseResult {
  const parsed = tileSetSchema.safeParse(json);
  if (parsed.success) return { ok: true, tiles: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`) };
}
