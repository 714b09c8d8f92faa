import { cellAt as cell } from '../../lib/imageCells';
import { type SeedRecord, tr } from '../../lib/seed';

const grid = (rows: number, columns: number) =>
  Array.from({ length: rows * columns }, (_, i) => cell(Math.floor(i / columns), i % columns));

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'orthodontic_grid_3x3',
      label: tr('Planche orthodontique 3 × 3', 'Orthodontic 3 × 3 board'),
      displayInSummary: true,
      cells: grid(3, 3),
    },
  },
  {
    data: {
      keyName: 'intraoral_strip',
      label: tr('Bandeau intra-buccal', 'Intra-oral strip'),
      displayInSummary: true,
      cells: grid(1, 3),
    },
  },
  {
    data: {
      keyName: 'radiographs_board',
      label: tr('Planche radiographique', 'Radiograph board'),
      displayInSummary: false,
      cells: [cell(0, 0, 1, 2), cell(1, 0), cell(1, 1)],
    },
  },
];
export default seed;
