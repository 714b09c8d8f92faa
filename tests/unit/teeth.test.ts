import { describe, expect, it } from 'vitest';
import {
  chartRows,
  groupOf,
  jawOf,
  quadrantOf,
  type SelectionMode,
  selectionIn,
  sextantOf,
  type TeethShown,
  type Tooth,
  teethOf,
  toggleTooth,
} from '../../lib/teeth';

const span = (from: number, to: number) => {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
};
const sorted = (...groups: Tooth[][]) => groups.flat().sort((a, b) => a - b);

describe('teeth shown', () => {
  it('shows the 32 permanent teeth, quadrants 1 to 4, for final teeth only', () => {
    expect(teethOf('final')).toEqual(sorted(span(11, 18), span(21, 28), span(31, 38), span(41, 48)));
  });

  it('adds the 20 deciduous teeth, quadrants 5 to 8, for all teeth', () => {
    expect(teethOf('all')).toEqual(sorted(teethOf('final'), span(51, 55), span(61, 65), span(71, 75), span(81, 85)));
    expect(teethOf('all')).toHaveLength(52);
  });

  it('lays the chart out upper jaw on top, patient right on the viewer left, deciduous rows inside', () => {
    expect(chartRows('all')).toEqual([
      { jaw: 'upper', deciduous: false, patientRight: span(18, 11), patientLeft: span(21, 28) },
      { jaw: 'upper', deciduous: true, patientRight: span(55, 51), patientLeft: span(61, 65) },
      { jaw: 'lower', deciduous: true, patientRight: span(85, 81), patientLeft: span(71, 75) },
      { jaw: 'lower', deciduous: false, patientRight: span(48, 41), patientLeft: span(31, 38) },
    ]);
    expect(chartRows('final').map((row) => row.deciduous)).toEqual([false, false]);
  });
});

describe('groups of a tooth', () => {
  it('puts deciduous quadrants with their permanent ones: 5 with 1, 6 with 2, 7 with 3, 8 with 4', () => {
    expect([11, 55, 21, 61, 31, 71, 41, 81].map(quadrantOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect([18, 55, 28, 65, 38, 75, 48, 85].map(jawOf)).toEqual([
      'upper',
      'upper',
      'upper',
      'upper',
      'lower',
      'lower',
      'lower',
      'lower',
    ]);
  });

  it('cuts each jaw into right, anterior (canine to canine) and left sextants', () => {
    expect([18, 14, 13, 23, 24, 28].map(sextantOf)).toEqual([
      'upperRight',
      'upperRight',
      'upperAnterior',
      'upperAnterior',
      'upperLeft',
      'upperLeft',
    ]);
    expect([38, 34, 33, 43, 44, 48].map(sextantOf)).toEqual([
      'lowerLeft',
      'lowerLeft',
      'lowerAnterior',
      'lowerAnterior',
      'lowerRight',
      'lowerRight',
    ]);
    expect([55, 54, 53, 63, 64, 65, 75, 74, 73, 83, 84, 85].map(sextantOf)).toEqual([
      'upperRight',
      'upperRight',
      'upperAnterior',
      'upperAnterior',
      'upperLeft',
      'upperLeft',
      'lowerLeft',
      'lowerLeft',
      'lowerAnterior',
      'lowerAnterior',
      'lowerRight',
      'lowerRight',
    ]);
  });

  const cases: Array<[SelectionMode, TeethShown, Tooth, Tooth[]]> = [
    ['unitary', 'final', 11, [11]],
    ['unitary', 'all', 54, [54]],
    ['jaw', 'final', 36, sorted(span(31, 38), span(41, 48))],
    ['jaw', 'all', 16, sorted(span(11, 18), span(21, 28), span(51, 55), span(61, 65))],
    ['jaw', 'all', 73, sorted(span(31, 38), span(41, 48), span(71, 75), span(81, 85))],
    ['quadrant', 'final', 12, span(11, 18)],
    ['quadrant', 'all', 12, sorted(span(11, 18), span(51, 55))],
    ['quadrant', 'all', 84, sorted(span(41, 48), span(81, 85))],
    ['sextant', 'final', 16, span(14, 18)],
    ['sextant', 'final', 21, sorted(span(11, 13), span(21, 23))],
    ['sextant', 'final', 35, span(34, 38)],
    ['sextant', 'final', 42, sorted(span(31, 33), span(41, 43))],
    ['sextant', 'all', 16, sorted(span(14, 18), [54, 55])],
    ['sextant', 'all', 63, sorted(span(11, 13), span(21, 23), span(51, 53), span(61, 63))],
    ['sextant', 'all', 65, sorted(span(24, 28), [64, 65])],
    ['sextant', 'all', 74, sorted(span(34, 38), [74, 75])],
    ['sextant', 'all', 81, sorted(span(31, 33), span(41, 43), span(71, 73), span(81, 83))],
    ['sextant', 'all', 45, sorted(span(44, 48), [84, 85])],
  ];
  it.each(cases)('in %s mode with %s teeth, a click on %i selects %j', (mode, shown, tooth, group) => {
    expect(groupOf(tooth, mode, shown)).toEqual(group);
  });

  it('selects nothing for a tooth that is not shown', () => {
    expect(groupOf(55, 'unitary', 'final')).toEqual([]);
    expect(groupOf(99, 'quadrant', 'all')).toEqual([]);
  });
});

describe('toggling', () => {
  it('adds a group, then removes it on a second click on any of its teeth', () => {
    const once = toggleTooth([], 13, 'quadrant', 'final');
    expect(once).toEqual(span(11, 18));
    const twice = toggleTooth(once, 26, 'quadrant', 'final');
    expect(twice).toEqual(sorted(span(11, 18), span(21, 28)));
    expect(toggleTooth(twice, 17, 'quadrant', 'final')).toEqual(span(21, 28));
  });

  it('selects and deselects single teeth in unitary mode, kept in ascending order', () => {
    const selection = [21, 11].reduce<Tooth[]>((teeth, tooth) => toggleTooth(teeth, tooth, 'unitary', 'all'), []);
    expect(selection).toEqual([11, 21]);
    expect(toggleTooth(selection, 21, 'unitary', 'all')).toEqual([11]);
  });

  it('reads the selection in the mode first: teeth picked one by one stand for their whole group', () => {
    expect(toggleTooth([11, 15], 12, 'jaw', 'final')).toEqual([]);
    expect(toggleTooth([11], 36, 'jaw', 'final')).toEqual(teethOf('final'));
  });

  it('ignores a click on a tooth that is not shown', () => {
    expect(toggleTooth([11], 51, 'unitary', 'final')).toEqual([11]);
  });
});

describe('selection after the options change', () => {
  it('widens each tooth to its group when the mode changes, keeping single teeth in unitary mode', () => {
    expect(selectionIn([11], 'quadrant', 'all')).toEqual(sorted(span(11, 18), span(51, 55)));
    expect(selectionIn([11, 36], 'jaw', 'final')).toEqual(teethOf('final'));
    expect(selectionIn([23], 'sextant', 'final')).toEqual(sorted(span(11, 13), span(21, 23)));
    expect(selectionIn([12, 11, 12], 'unitary', 'all')).toEqual([11, 12]);
  });

  it('drops the deciduous teeth when only final teeth are shown', () => {
    expect(selectionIn([11, 51, 85], 'unitary', 'final')).toEqual([11]);
  });
});
