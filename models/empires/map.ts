import { z } from 'zod';

/**
 * A map of the East as versioned JSON. Tessera ships its own original map (maps/tessera-east.json); a player may
 * load another one, so every field is checked and a bad file is refused with the field that is wrong.
 */
const point = z.tuple([z.number().finite(), z.number().finite()]);

export const areaSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes'),
  name: z.string().min(1),
  kind: z.enum(['land', 'sea']),
  /** ME-MAP-1: population limit 0-4 (open sea is 0). */
  limit: z.number().int().min(0).max(4),
  citySite: z.boolean(),
  coastal: z.boolean(),
  polygon: z.array(point).min(3),
  label: point,
  neighbours: z.array(z.string()),
  /**
   * ME-TERM-3: areas one water step away (shared water border). Absent: the open-sea and coastal neighbours, as
   * far as the land neighbours share an open sea. Ships move only along these borders (ME-MOVE-4).
   */
  water: z.array(z.string()).optional(),
  /** ME-TERM-4: a sea enclosed by land; its shores are not coastal and no ship sails it. */
  inland: z.boolean().default(false),
  /** ME-TERM-4: a "black" city site, which stands off the flood plain its area lies in. */
  blackSite: z.boolean().default(false),
});

/** ME-TERM-4: a named flood plain or volcano and the land areas it touches (a volcano on a border touches two). */
const featureSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes'),
  name: z.string().min(1),
  areas: z.array(z.string()).min(1),
});

/** ME-SETUP-2: the areas out of play for some player counts (our default when absent: ME-CLAR-15). */
const setupSchema = z.object({
  players: z.array(z.number().int().min(3).max(18)).min(1),
  outOfPlay: z.array(z.string()),
});

export const regionSchema = z.object({
  civ: z.string().min(1),
  start: z.string().min(1),
  areas: z.array(z.string()).min(1),
});

export const mapSchema = z
  .object({
    format: z.literal('tessera-empires-map'),
    version: z.literal(1),
    name: z.string().min(1),
    width: z.number().positive(),
    height: z.number().positive(),
    areas: z.array(areaSchema).min(1),
    regions: z.array(regionSchema).min(1),
    floodPlains: z.array(featureSchema).default([]),
    volcanoes: z.array(featureSchema).default([]),
    setups: z.array(setupSchema).default([]),
  })
  .superRefine((map, ctx) => {
    const ids = new Map<string, number>();
    map.areas.forEach((a, i) => {
      if (ids.has(a.id)) ctx.addIssue({ code: 'custom', path: ['areas', i, 'id'], message: `duplicate area id "${a.id}"` });
      ids.set(a.id, i);
    });
    map.areas.forEach((a, i) => {
      if (a.kind === 'sea' && (a.limit !== 0 || a.citySite)) {
        ctx.addIssue({ code: 'custom', path: ['areas', i, 'limit'], message: 'open sea has population limit 0 and no city site' });
      }
      a.neighbours.forEach((n, j) => {
        const k = ids.get(n);
        if (k === undefined) ctx.addIssue({ code: 'custom', path: ['areas', i, 'neighbours', j], message: `unknown area "${n}"` });
        else if (n === a.id) ctx.addIssue({ code: 'custom', path: ['areas', i, 'neighbours', j], message: 'an area cannot border itself' });
        else if (!map.areas[k].neighbours.includes(a.id)) {
          ctx.addIssue({ code: 'custom', path: ['areas', i, 'neighbours', j], message: `"${n}" does not list "${a.id}" back` });
        }
      });
    });
    map.areas.forEach((a, i) => {
      (a.water ?? []).forEach((n, j) => {
        const k = ids.get(n);
        if (k === undefined) ctx.addIssue({ code: 'custom', path: ['areas', i, 'water', j], message: `unknown area "${n}"` });
        else if (!a.neighbours.includes(n)) ctx.addIssue({ code: 'custom', path: ['areas', i, 'water', j], message: `"${n}" is not a neighbour` });
        else if (!(map.areas[k].water ?? []).includes(a.id)) ctx.addIssue({ code: 'custom', path: ['areas', i, 'water', j], message: `"${n}" does not list "${a.id}" back as water` });
      });
      if (a.kind === 'land' && a.inland) ctx.addIssue({ code: 'custom', path: ['areas', i, 'inland'], message: 'only a sea can be inland' });
    });
    const features = [['floodPlains', map.floodPlains], ['volcanoes', map.volcanoes]] as const;
    for (const [key, list] of features) {
      list.forEach((f, i) => f.areas.forEach((id, j) => {
        const k = ids.get(id);
        if (k === undefined) ctx.addIssue({ code: 'custom', path: [key, i, 'areas', j], message: `unknown area "${id}"` });
        else if (map.areas[k].kind !== 'land') ctx.addIssue({ code: 'custom', path: [key, i, 'areas', j], message: `"${id}" is open sea` });
      }));
    }
    map.volcanoes.forEach((v, i) => {
      const [a, b] = v.areas;
      if (v.areas.length > 2) ctx.addIssue({ code: 'custom', path: ['volcanoes', i, 'areas'], message: 'a volcano touches one area, or two across a border' });
      else if (b && ids.has(a) && !map.areas[ids.get(a)!].neighbours.includes(b)) ctx.addIssue({ code: 'custom', path: ['volcanoes', i, 'areas', 1], message: `"${b}" does not border "${a}"` });
    });
    map.setups.forEach((setup, i) => setup.outOfPlay.forEach((id, j) => {
      if (!ids.has(id)) ctx.addIssue({ code: 'custom', path: ['setups', i, 'outOfPlay', j], message: `unknown area "${id}"` });
    }));
    const claimed = new Map<string, string>();
    map.regions.forEach((r, i) => {
      if (map.regions.findIndex((o) => o.civ === r.civ) !== i) ctx.addIssue({ code: 'custom', path: ['regions', i, 'civ'], message: `second region for "${r.civ}"` });
      r.areas.forEach((id, j) => {
        const k = ids.get(id);
        if (k === undefined) ctx.addIssue({ code: 'custom', path: ['regions', i, 'areas', j], message: `unknown area "${id}"` });
        else if (map.areas[k].kind !== 'land') ctx.addIssue({ code: 'custom', path: ['regions', i, 'areas', j], message: `"${id}" is open sea` });
        const other = claimed.get(id);
        // SB-DEF-REGION: regions are disjoint, so every building has exactly one owner (SB-MAP-5).
        if (other) ctx.addIssue({ code: 'custom', path: ['regions', i, 'areas', j], message: `"${id}" is already in the region of ${other}` });
        claimed.set(id, r.civ);
      });
      if (!r.areas.includes(r.start)) ctx.addIssue({ code: 'custom', path: ['regions', i, 'start'], message: `start "${r.start}" is not inside the region` });
    });
  });

export type EmpiresMap = z.infer<typeof mapSchema>;
export type MapArea = z.infer<typeof areaSchema>;
export type MapRegion = z.infer<typeof regionSchema>;

export type MapParse = { readonly ok: true; readonly map: EmpiresMap } | { readonly ok: false; readonly errors: readonly string[] };

/** Reads a map file's JSON; on failure every message names its field, e.g. `areas[3].limit: ...`. */
export function parseEmpiresMap(json: unknown): MapParse {
  const parsed = mapSchema.safeParse(json);
  if (parsed.success) return { ok: true, map: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
  };
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(map)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

/** Lookups the rules use often. */
export interface MapIndex {
  readonly area: Readonly<Record<string, MapArea>>;
  /** ME-TERM-3: land-adjacent land areas. */
  readonly land: Readonly<Record<string, readonly string[]>>;
  /** ME-TERM-3: water-adjacent areas (given by the map, or derived from shared open seas). */
  readonly water: Readonly<Record<string, readonly string[]>>;
  /** ME-TERM-4: the flood plain an area lies in, if any. */
  readonly plainOf: Readonly<Record<string, string>>;
  readonly regionOf: Readonly<Record<string, string>>;
  readonly region: Readonly<Record<string, MapRegion>>;
}

const cache = new WeakMap<EmpiresMap, MapIndex>();

export function indexMap(map: EmpiresMap): MapIndex {
  const hit = cache.get(map);
  if (hit) return hit;
  const area: Record<string, MapArea> = Object.fromEntries(map.areas.map((a) => [a.id, a]));
  const index: MapIndex = {
    area,
    land: Object.fromEntries(map.areas.map((a) => [a.id, a.kind === 'land' ? a.neighbours.filter((n) => area[n].kind === 'land') : []])),
    water: Object.fromEntries(map.areas.map((a) => [a.id, a.water ?? derivedWater(area, a)])),
    plainOf: Object.fromEntries(map.floodPlains.flatMap((f) => f.areas.map((a) => [a, f.id]))),
    regionOf: Object.fromEntries(map.regions.flatMap((r) => r.areas.map((a) => [a, r.civ]))),
    region: Object.fromEntries(map.regions.map((r) => [r.civ, r])),
  };
  cache.set(map, index);
  return index;
}

const openSea = (a: MapArea) => a.kind === 'sea' && !a.inland;

/** A map without `water`: seas border their open-sea and coastal neighbours; coastal lands that share an open sea border each other. */
function derivedWater(area: Readonly<Record<string, MapArea>>, a: MapArea): string[] {
  const seas = (x: MapArea) => x.neighbours.filter((n) => openSea(area[n]));
  if (a.kind === 'sea') return a.inland ? [] : a.neighbours.filter((n) => openSea(area[n]) || area[n].coastal);
  if (!a.coastal) return [];
  const mine = new Set(seas(a));
  return a.neighbours.filter((n) => openSea(area[n]) || (area[n].kind === 'land' && area[n].coastal && seas(area[n]).some((s) => mine.has(s))));
}
