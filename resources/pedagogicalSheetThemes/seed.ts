import { type SeedRecord, tr } from '../../lib/seed';

const seed: SeedRecord[] = [
  { data: { keyName: 'oral_hygiene', label: tr('Hygiène bucco-dentaire', 'Oral hygiene'), color: '#26A69A' } },
  { data: { keyName: 'oral_functions', label: tr('Fonctions oro-faciales', 'Orofacial functions'), color: '#7E57C2' } },
  { data: { keyName: 'malocclusions', label: tr('Malocclusions', 'Malocclusions'), color: '#EF6C00' } },
  { data: { keyName: 'appliances', label: tr('Appareillages', 'Appliances'), color: '#1E88E5' } },
  { data: { keyName: 'treatment_steps', label: tr('Étapes du traitement', 'Treatment steps'), color: '#43A047' } },
];
export default seed;
