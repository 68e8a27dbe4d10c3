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
  readonly regionOf: Readonly<Record<string, string>>;
  readonly region: Readonly<Record<string, MapRegion>>;
}

const cache = new WeakMap<EmpiresMap, MapIndex>();

export function indexMap(map: EmpiresMap): MapIndex {
  const hit = cache.get(map);
  if (hit) return hit;
  const index: MapIndex = {
    area: Object.fromEntries(map.areas.map((a) => [a.id, a])),
    regionOf: Object.fromEntries(map.regions.flatMap((r) => r.areas.map((a) => [a, r.civ]))),
    region: Object.fromEntries(map.regions.map((r) => [r.civ, r])),
  };
  cache.set(map, index);
  return index;
}
