/**
 * The select-teeth answer's chart in FDI notation (docs/teeth-selection.md): which teeth are shown and
 * what one click selects in each selection mode. Pure: used by the console's preview and by validation.
 */

/** Option `teethShown` of a select-teeth attribute: permanent and deciduous teeth, or permanent (final) only. */
export const TEETH_SHOWN = ['all', 'final'] as const;
export type TeethShown = (typeof TEETH_SHOWN)[number];

/** Option `selectionMode` of a select-teeth attribute: what one click selects. */
export const SELECTION_MODES = ['unitary', 'jaw', 'quadrant', 'sextant'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

/** A tooth's FDI number: quadrant digit then position from the midline (11 to 48, deciduous 51 to 85). */
export type Tooth = number;

/** A jaw of the chart. */
export type Jaw = 'upper' | 'lower';

/** One row of the chart as drawn, split at the midline. */
export interface ChartRow {
  jaw: Jaw;
  deciduous: boolean;
  /** Patient's right, viewer's left: from the back tooth to the midline (18 … 11). */
  patientRight: Tooth[];
  /** Patient's left, viewer's right: from the midline to the back tooth (21 … 28). */
  patientLeft: Tooth[];
}

const PERMANENT_PER_QUADRANT = 8;
const DECIDUOUS_PER_QUADRANT = 5;

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const quadrantTeeth = (quadrant: number, count: number) => range(count).map((position) => quadrant * 10 + position);
const towardsMidline = (quadrant: number, count: number) => quadrantTeeth(quadrant, count).reverse();

/** The chart's rows, top to bottom: upper permanent, upper deciduous, lower deciduous, lower permanent. */
export function chartRows(shown: TeethShown): ChartRow[] {
  const P = PERMANENT_PER_QUADRANT;
  const D = DECIDUOUS_PER_QUADRANT;
  const rows: ChartRow[] = [
    { jaw: 'upper', deciduous: false, patientRight: towardsMidline(1, P), patientLeft: quadrantTeeth(2, P) },
    { jaw: 'upper', deciduous: true, patientRight: towardsMidline(5, D), patientLeft: quadrantTeeth(6, D) },
    { jaw: 'lower', deciduous: true, patientRight: towardsMidline(8, D), patientLeft: quadrantTeeth(7, D) },
    { jaw: 'lower', deciduous: false, patientRight: towardsMidline(4, P), patientLeft: quadrantTeeth(3, P) },
  ];
  return shown === 'all' ? rows : rows.filter((row) => !row.deciduous);
}

/** Every tooth shown, in ascending FDI order. */
export function teethOf(shown: TeethShown): Tooth[] {
  return chartRows(shown)
    .flatMap((row) => [...row.patientRight, ...row.patientLeft])
    .sort((a, b) => a - b);
}

/** Whether the tooth is deciduous (quadrants 5 to 8). */
export const isDeciduous = (tooth: Tooth) => Math.floor(tooth / 10) >= 5;

/** The permanent quadrant (1 to 4) a tooth belongs with: deciduous 5 goes with 1, 6 with 2, 7 with 3, 8 with 4. */
export const quadrantOf = (tooth: Tooth) => ((Math.floor(tooth / 10) - 1) % 4) + 1;

/** The jaw of a tooth: quadrants 1 and 2 (5 and 6) are upper. */
export const jawOf = (tooth: Tooth): Jaw => (quadrantOf(tooth) <= 2 ? 'upper' : 'lower');

/** Sextants, named from the patient's side: right, anterior (canine to canine), left, per jaw. */
export type Sextant = 'upperRight' | 'upperAnterior' | 'upperLeft' | 'lowerLeft' | 'lowerAnterior' | 'lowerRight';

const POSTERIOR_SEXTANT: Record<number, Sextant> = { 1: 'upperRight', 2: 'upperLeft', 3: 'lowerLeft', 4: 'lowerRight' };

/** The sextant of a tooth: canines and incisors are anterior (13-23, 33-43; 53-63, 73-83), the others posterior. */
export function sextantOf(tooth: Tooth): Sextant {
  const anterior = tooth % 10 <= 3;
  if (anterior) return jawOf(tooth) === 'upper' ? 'upperAnterior' : 'lowerAnterior';
  return POSTERIOR_SEXTANT[quadrantOf(tooth)];
}

const GROUP_KEY: Record<SelectionMode, (tooth: Tooth) => string | number> = {
  unitary: (tooth) => tooth,
  jaw: jawOf,
  quadrant: quadrantOf,
  sextant: sextantOf,
};

/** The shown teeth one click on `tooth` selects in `mode`, ascending (empty when the tooth is not shown). */
export function groupOf(tooth: Tooth, mode: SelectionMode, shown: TeethShown): Tooth[] {
  const teeth = teethOf(shown);
  if (!teeth.includes(tooth)) return [];
  const key = GROUP_KEY[mode];
  return teeth.filter((other) => key(other) === key(tooth));
}

const ascending = (teeth: Iterable<Tooth>) => [...new Set(teeth)].sort((a, b) => a - b);

/**
 * A selection as `mode` and `shown` allow it: teeth not shown dropped, and each remaining tooth's whole group
 * added (a tooth picked one by one becomes its quadrant when the mode turns to quadrant).
 */
export function selectionIn(selection: readonly Tooth[], mode: SelectionMode, shown: TeethShown): Tooth[] {
  return ascending(selection.flatMap((tooth) => groupOf(tooth, mode, shown)));
}

/**
 * The selection after a click on `tooth`: its group is removed when wholly selected, otherwise added whole.
 * The result is ascending and follows `selectionIn`.
 */
export function toggleTooth(
  selection: readonly Tooth[],
  tooth: Tooth,
  mode: SelectionMode,
  shown: TeethShown,
): Tooth[] {
  const current = selectionIn(selection, mode, shown);
  const group = groupOf(tooth, mode, shown);
  const wholly = group.every((member) => current.includes(member));
  return wholly ? current.filter((member) => !group.includes(member)) : ascending([...current, ...group]);
}
