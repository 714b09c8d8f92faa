import type { SeedRecord } from '../../lib/seed';
import clinical from './seedClinical';
import objectives from './seedObjectives';
import symptoms from './seedSymptoms';
import teeth from './seedTeeth';

const seed: SeedRecord[] = [...clinical, ...teeth, ...symptoms, ...objectives];
export default seed;
