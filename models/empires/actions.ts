import { z } from 'zod';

const plan = z.object({
  sacrifice: z.object({ building: z.string(), bonusCommodity: z.string().optional() }).optional(),
  advances: z.array(z.string()).readonly(),
  build: z.object({ building: z.string(), area: z.string() }).optional(),
  payment: z.object({ cards: z.array(z.string()).readonly(), treasury: z.number().int().min(0) }),
  tradeEmpire: z.object({ card: z.string(), commodity: z.string() }).optional(),
});

const count = z.number().int().min(1).max(55);

/** Every action of the module. Manual board edits are plain, validated changes; the rest are scripted rules. */
export const actionSchema = z.discriminatedUnion('type', [
  // Manual tabletop phases (ME-TURN-1): board edits and phase-done.
  z.object({ type: z.literal('place-tokens'), area: z.string(), count }),
  z.object({ type: z.literal('remove-tokens'), area: z.string(), count }),
  z.object({ type: z.literal('barbarians'), area: z.string(), delta: z.number().int().min(-60).max(60) }),
  z.object({ type: z.literal('build-city'), area: z.string() }),
  z.object({ type: z.literal('remove-city'), area: z.string() }),
  z.object({ type: z.literal('reduce-city'), area: z.string() }),
  z.object({ type: z.literal('annex-city'), area: z.string() }),
  z.object({ type: z.literal('treasury'), delta: z.number().int().min(-55).max(55) }),
  z.object({ type: z.literal('draw-card'), stack: z.number().int().min(1).max(9) }),
  z.object({ type: z.literal('give-cards'), to: z.number().int().min(0), cards: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('discard-cards'), cards: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('check-buildings') }),
  z.object({ type: z.literal('phase-done') }),
  // Scripted: Regression (phase 9), acquisition (phase 12), leaving.
  z.object({ type: z.literal('resolve-regression'), sacrifice: z.boolean(), destroyCities: z.array(z.string()) }),
  z.object({ type: z.literal('transact'), plan }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('claim-priority'), plan }),
  z.object({ type: z.literal('close-window') }),
  z.object({ type: z.literal('leave-game') }),
]);

export type EmpiresAction = z.infer<typeof actionSchema>;
export type EmpiresActionType = EmpiresAction['type'];
export const ACTION_TYPES: readonly EmpiresActionType[] = actionSchema.options.map((o) => o.shape.type.value);

/** Box limit for barbarian tokens (a digital default: the catalogue gives no number). */
export const BARBARIAN_BOX = 60;
