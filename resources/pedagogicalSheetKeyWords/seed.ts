import { ref, type SeedRecord } from '../../lib/seed';

const keyWords: Record<string, string[]> = {
  class_ii_division_1: ['surplomb', 'rétrognathie', 'overjet', 'retrognathia'],
  anterior_open_bite: ['béance', 'interposition linguale', 'open bite'],
  dental_crowding: ['encombrement', 'chevauchement', 'crowding'],
  mouth_breathing: ['respiration buccale', 'ventilation', 'mouth breathing'],
  tongue_thrust: ['déglutition', 'langue', 'tongue thrust'],
  thumb_sucking: ['pouce', 'succion', 'thumb sucking'],
  overjet_reduction: ['surplomb', 'élastiques classe II', 'overjet'],
  crossbite_correction: ['articulé croisé', 'expansion', 'crossbite'],
  clear_aligners: ['gouttières', 'aligneurs', 'port', 'aligners'],
  palatal_expander: ['disjoncteur', 'expansion palatine', 'expander'],
  bonded_retainer: ['contention', 'fil collé', 'retainer'],
  attachment_bonding: ['taquets', 'attachements', 'attachments'],
  interproximal_reduction: ['stripping', 'réduction amélaire', 'IPR'],
};

const seed: SeedRecord[] = Object.entries(keyWords).flatMap(([sheet, labels]) =>
  labels.map((label, displayOrder) => ({
    ref: `${sheet}.${displayOrder}`,
    data: { pedagogicalSheetId: ref('pedagogicalSheets', sheet), label, active: true, displayOrder },
  })),
);
export default seed;
