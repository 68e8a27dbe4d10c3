import { z } from 'zod';
import { GP_TYPES } from './data/great-people';
import { INVESTMENT_IDS, type InvestmentCardId } from './data/investments';
import { MARKET_RESOURCES } from './data/markers';
import { UNIT_TYPES } from './data/units';

const square = z.object({ x: z.number().int(), y: z.number().int() });
const investmentCard = z.enum(INVESTMENT_IDS as [InvestmentCardId, ...InvestmentCardId[]]);
const gov = z.enum(['despotism', 'monarchy', 'feudalism', 'republic', 'democracy', 'fundamentalism', 'communism']);

const build = z.discriminatedUnion('item', [
  z.object({ item: z.literal('figure'), figure: z.enum(['army', 'scout']), square }),
  z.object({ item: z.literal('building'), building: z.string(), square }),
  z.object({ item: z.literal('wonder'), wonder: z.string(), square }),
  z.object({ item: z.literal('unit'), unit: z.enum(UNIT_TYPES) }),
]);

const cardTarget = z.object({
  seat: z.number().int().optional(),
  seats: z.array(z.number().int()).max(5).optional(),
  city: z.string().optional(),
  square: square.optional(),
  tech: z.string().optional(),
  building: z.string().optional(),
  resources: z.array(z.enum(MARKET_RESOURCES)).max(4).optional(),
  units: z.array(z.enum(UNIT_TYPES)).min(1).max(8).optional(),
  from: square.optional(),
  to: square.optional(),
  figure: z.string().optional(),
  path: z.array(square).min(1).max(12).optional(),
}).strict();

const lootPurchase = z.discriminatedUnion('effect', [
  z.object({ effect: z.literal('trade'), amount: z.number().int().min(0).max(3) }),
  z.object({ effect: z.literal('culture'), amount: z.number().int().min(0).max(3) }),
  z.object({ effect: z.literal('resource'), resource: z.union([z.enum(MARKET_RESOURCES), z.literal('facedown')]) }),
  z.object({ effect: z.literal('discard-coin') }),
  z.object({ effect: z.literal('tech'), tech: z.string() }),
  z.object({ effect: z.literal('culture-card') }),
  z.object({ effect: z.literal('take-coin') }),
]);

export const civActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('done') }),
  // Start of Turn
  z.object({ type: z.literal('found-city'), scout: z.string() }),
  z.object({ type: z.literal('change-government'), government: gov }),
  z.object({ type: z.literal('invest'), card: investmentCard }),
  z.object({ type: z.literal('place-free-investment'), card: investmentCard }),
  z.object({ type: z.literal('grow-metropolis'), square }),
  z.object({ type: z.literal('place-great-person'), from: z.union([square, z.object({ reserve: z.enum(GP_TYPES) })]), to: z.union([square, z.literal('reserve')]) }),
  z.object({ type: z.literal('use-teacher'), marker: z.string(), tech: z.string() }),
  z.object({ type: z.literal('choose-free-tech'), tech: z.string() }),
  // Trade
  z.object({ type: z.literal('give'), to: z.number().int(), trade: z.number().int().min(0).optional(), resource: z.enum(MARKET_RESOURCES).optional() }),
  // City Management
  z.object({ type: z.literal('city-action'), city: z.string(), action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('arts') }),
    z.object({ kind: z.literal('harvest'), resource: z.enum(MARKET_RESOURCES) }),
    z.object({ kind: z.literal('build'), build, tradeSpent: z.number().int().min(0).optional(), useCaravan: z.boolean().optional() }),
  ]) }),
  z.object({ type: z.literal('use-friendly-workers'), marker: z.string(), city: z.string() }),
  z.object({ type: z.literal('advance-culture') }),
  // Movement
  z.object({ type: z.literal('move'), figures: z.array(z.string()).min(1), path: z.array(square).min(1) }),
  z.object({ type: z.literal('explore'), figure: z.string(), col: z.number().int(), row: z.number().int() }),
  z.object({ type: z.literal('disband'), figure: z.string(), marker: z.enum(['fortification', 'caravan', 'none']) }),
  z.object({ type: z.literal('play-unit'), card: z.string(), front: z.union([z.literal('new'), z.number().int().min(0)]), iron: z.boolean().optional() }),
  z.object({ type: z.literal('pass-battle-turn') }),
  z.object({ type: z.literal('declare-battle-result'), winner: z.enum(['attacker', 'defender']) }),
  z.object({ type: z.literal('spend-loot'), purchases: z.array(lootPurchase) }),
  z.object({ type: z.literal('friendly-barbarian'), choice: z.enum(['unit', 'army', 'scout']), unit: z.enum(['artillery', 'infantry', 'mounted', 'aircraft']).optional() }),
  // Research
  z.object({ type: z.literal('research'), tech: z.string() }),
  // Any time
  z.object({ type: z.literal('keep-great-person'), card: z.string() }),
  // Galileo (the one card that moves figures) also names the square left and the square reached.
  z.object({ type: z.literal('use-great-person'), card: z.string(), from: square.optional(), to: square.optional() }),
  z.object({ type: z.literal('spanish-free-building'), city: z.string(), building: z.string(), square }),
  // CIV-CARD-01: one action for every card ability (culture events, great people, wonders, techs, civilizations).
  z.object({ type: z.literal('use-card'), card: z.string().min(1), ability: z.number().int().min(0).max(3).optional(), target: cardTarget.optional() }),
  z.object({ type: z.literal('discard-event'), card: z.string().min(1) }),
  z.object({ type: z.literal('spend-resource'), ability: z.string().min(1), token: z.string(), as: z.enum(MARKET_RESOURCES).optional() }),
  // Manual steps whose outcome players declare (culture events, card effects resolved at the table): logged for all.
  z.object({ type: z.literal('adjust-counter'), target: z.number().int(), counter: z.enum(['trade', 'culture', 'coinTokens', 'cultureCards']), delta: z.number().int() }),
  z.object({ type: z.literal('kill-great-person'), owner: z.number().int(), at: z.union([square, z.object({ reserve: z.enum(GP_TYPES) })]) }),
  z.object({ type: z.literal('gain-great-person'), target: z.number().int() }),
  z.object({ type: z.literal('place-disaster'), square, terrain: z.enum(['desert', 'grassland', 'forest', 'water']) }),
  z.object({ type: z.literal('force-anarchy'), target: z.number().int() }),
  z.object({ type: z.literal('declare-barbarian-attack'), city: z.string(), held: z.boolean() }),
]);

export type CivAction = z.infer<typeof civActionSchema>;
export type CivActionType = CivAction['type'];
export type LootPurchase = z.infer<typeof lootPurchase>;
export type BuildItem = z.infer<typeof build>;
export type ActionOf<T extends CivActionType> = Extract<CivAction, { type: T }>;

/** Every action type, for the statechart's event map. */
export const CIV_ACTION_TYPES: readonly CivActionType[] = civActionSchema.options.map((o) => o.shape.type.value as CivActionType);

/** Declared manual steps: any seat may send them at any time; each is logged publicly. */
export const MANUAL_ACTION_TYPES: readonly CivActionType[] = ['adjust-counter', 'kill-great-person', 'gain-great-person', 'place-disaster', 'force-anarchy', 'declare-barbarian-attack'];
