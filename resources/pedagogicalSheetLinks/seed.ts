import { ref, type SeedRecord } from '../../lib/seed';

const SFODF = { label: "Société française d'orthopédie dento-faciale", link: 'https://www.sfodf.org/' };
const UFSBD = { label: 'UFSBD : santé bucco-dentaire', link: 'https://www.ufsbd.fr/' };
const AAO = { label: 'American Association of Orthodontists', link: 'https://aaoinfo.org/' };
const FFO = { label: "Fédération française d'orthodontie", link: 'https://www.orthodontie-ffo.org/' };

const links: Record<string, Array<{ label: string; link: string }>> = {
  class_ii_division_1: [SFODF, AAO],
  anterior_open_bite: [SFODF],
  dental_crowding: [FFO],
  mouth_breathing: [SFODF, AAO],
  tongue_thrust: [FFO],
  thumb_sucking: [UFSBD],
  clear_aligners: [FFO, AAO],
  palatal_expander: [FFO],
  bonded_retainer: [UFSBD],
  interproximal_reduction: [AAO],
};

const seed: SeedRecord[] = Object.entries(links).flatMap(([sheet, items]) =>
  items.map((item, displayOrder) => ({
    ref: `${sheet}.${displayOrder}`,
    data: { pedagogicalSheetId: ref('pedagogicalSheets', sheet), ...item, displayOrder },
  })),
);
export default seed;
