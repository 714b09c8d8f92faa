import { ref, type SeedRecord, tr } from '../../lib/seed';

const act = (category: string, keyName: string, label: ReturnType<typeof tr>): SeedRecord => ({
  data: { keyName, label, categoryId: ref('actCategories', category) },
});

const seed: SeedRecord[] = [
  act('diagnosis_records', 'digital_impressions', tr('Empreintes optiques', 'Intraoral scan')),
  act('diagnosis_records', 'photo_records', tr('Photographies cliniques', 'Clinical photographs')),
  act('diagnosis_records', 'cephalometric_analysis', tr('Analyse céphalométrique', 'Cephalometric analysis')),
  act('treatment_placement', 'attachment_bonding', tr('Pose des taquets', 'Attachment bonding')),
  act('treatment_placement', 'braces_bonding', tr('Collage des attaches', 'Bracket bonding')),
  act('treatment_placement', 'debonding', tr('Dépose des attaches', 'Debonding')),
  act('treatment_adjustments', 'wire_change', tr("Changement d'arc", 'Archwire change')),
  act(
    'treatment_adjustments',
    'interproximal_reduction',
    tr('Réduction amélaire interproximale', 'Interproximal reduction'),
  ),
  act('treatment_adjustments', 'expander_activation', tr('Activation du disjoncteur', 'Expander activation')),
  act('retention_follow_up', 'retainer_bonding', tr('Pose de la contention collée', 'Retainer bonding')),
  act('retention_follow_up', 'retention_check', tr('Contrôle de contention', 'Retention check-up')),
];
export default seed;
