import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Scénarios',
    one: 'Scénario',
    fields: { label: 'Libellé', keyName: 'Clé', type: 'Type', image: 'Image de fond' },
    values: { type: { photo: 'Photo', video: 'Vidéo', '3d': '3D' } },
  },
  en: {
    name: 'Scenarios',
    one: 'Scenario',
    fields: { label: 'Label', keyName: 'Key', type: 'Type', image: 'Background image' },
    values: { type: { photo: 'Photo', video: 'Video', '3d': '3D' } },
  },
});
