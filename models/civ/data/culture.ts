/** CIV-CULT-03 [PLAYCIV, unverified]: 21 spaces in three sections of 7; great-person spaces 3, 7, 12, 18. */
export const CULTURE_TRACK_LENGTH = 21;
export const GREAT_PERSON_SPACES: readonly number[] = [3, 7, 12, 18];

export function sectionOf(space: number): 1 | 2 | 3 {
  return space <= 7 ? 1 : space <= 14 ? 2 : 3;
}

/** CIV-CULT-02: what entering a space costs, by its section. */
export const SECTION_COST: Readonly<Record<1 | 2 | 3, { culture: number; trade: number }>> = {
  1: { culture: 3, trade: 0 },
  2: { culture: 5, trade: 3 },
  3: { culture: 7, trade: 6 },
};

/** CIV-CULT-05: the base culture-event hand limit. */
export const BASE_HAND_LIMIT = 2;
