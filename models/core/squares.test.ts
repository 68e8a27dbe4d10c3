import { describe, expect, it } from 'vitest';
import { cardsInWords } from '../khronos/data';
import { columnName, gridEdgeLabels, squareName } from './squares';
import { counted } from './words';

describe('square names for people', () => {
  it('letters columns from A and numbers rows from 1', () => {
    expect(squareName(0, 0)).toBe('A1');
    expect(squareName(8, 5)).toBe('I6');
    expect(squareName(15, 19)).toBe('P20');
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
  });

  it('prints the same names on the board edges: letters under the last row, numbers left of the first column', () => {
    const labels = gridEdgeLabels([0, 1, 2], [0, 1], (c) => c, (r) => r);
    expect(labels.map((l) => l.text)).toEqual(['A', 'B', 'C', '1', '2']);
    expect(labels[0]).toMatchObject({ x: 0, z: 1 + 1.1 });
    expect(labels[3]).toMatchObject({ x: -1.1, z: 0 });
  });
});

describe('counted words', () => {
  it('says "1 card" and "2 cards", never "card(s)"', () => {
    expect(counted(1, 'card')).toBe('1 card');
    expect(counted(2, 'card')).toBe('2 cards');
    expect(counted(0, 'city', 'cities')).toBe('0 cities');
  });

  it('names Khronos cards by colour, not by id', () => {
    expect(cardsInWords(['orange-11', 'blue-02', 'orange-03'])).toBe('2 orange cards and 1 blue card');
    expect(cardsInWords([])).toBe('no cards');
  });
});
