import type { Block } from './civilizations';

/** A special building miniature; each is associated with one civilization (SB-DEF-ASSOC). */
export interface BuildingDef {
  readonly id: string;
  readonly label: string;
  readonly civ: string;
  readonly block: Block;
  /** A line of our own about the real structure, for the help panel. */
  readonly note: string;
}

/** The nine East buildings, one per Eastern Empires civilization (catalogue section 3). */
export const EAST_BUILDINGS: readonly BuildingDef[] = [
  { id: 'mahram-bilqis', label: 'The Mahram Bilqis', civ: 'saba', block: 'east', note: 'Temple of Awwam in Yemen; its oldest parts date to about 1500-1200 BC.' },
  { id: 'ashokan-pillar', label: 'The Ashokan Pillar', civ: 'maurya', block: 'east', note: 'Stone columns raised under the emperor Ashoka in the third century BC.' },
  { id: 'giant-ziggurat', label: 'The Giant Ziggurat', civ: 'babylon', block: 'east', note: 'The Ziggurat of Ur, begun in the 21st century BC.' },
  { id: 'shore-temple', label: 'The Shore Temple of Mamallapuram', civ: 'dravidia', block: 'east', note: 'A South Indian temple complex from 728 AD.' },
  { id: 'bhamala-stupa', label: 'The Bhamala Stupa', civ: 'kushan', block: 'east', note: 'A cross-shaped Buddhist stupa near Haripur, about 400 AD.' },
  // The rulesheet spells it "Apadama"; the historical hall at Susa is the Apadana (SEED-DEFECT-3). We keep the component label.
  { id: 'apadama-palace', label: 'The Apadama Palace', civ: 'persia', block: 'east', note: 'The audience hall of Darius I at Susa, plundered in 330 BC.' },
  { id: 'nubian-pyramid', label: 'The Nubian Pyramid', civ: 'nubia', block: 'east', note: 'Steep royal tombs of Kush, built from about 700 BC to 300 AD.' },
  { id: 'giant-stupa', label: 'The Giant Stupa', civ: 'indus', block: 'east', note: 'The great mound at Mohenjo-Daro, about 2500 BC.' },
  { id: 'archway-ctesiphon', label: 'The Archway of Ctesiphon', civ: 'parthia', block: 'east', note: 'A huge brick vault of the Sasanian palace, about 300-600 AD.' },
];
