import { describe, expect, it } from 'vitest';
import { loadModels } from '../../server/models';
import { ListIndex } from '../../server/store/listIndex';

/**
 * The list index's fingerprint of every catalogue, as computed before reference targets were declared `model` instead
 * of `resource`: a fingerprint that changes rebuilds that catalogue's index at every installation's next start
 * (server/store/listIndex.ts rebuildStale), so a change of these values must be a change of what the index derives,
 * never a rename. Change a value only with the change to the catalogue's declaration that calls for it.
 */
const FINGERPRINTS: Record<string, string> = {
  actCategories: 'fe092ad51bac169673701bd22737d38e',
  actTypeSettings: '8cb7a3e360883c9e98332f3a530ec49b',
  actTypes: '26efd2236155ddbc827bb37d42a14e46',
  alertTypes: 'b819e07d9cf1924987f0c955fbf5567b',
  alignerCompanies: '1db96b354b379a3ae55c3bcab0395ff6',
  applianceCategories: '11cdb6272da58fb3a974528189b2497b',
  applianceTypeSettings: 'ec6d3895eb4bb037f0c4a3622eab0d8c',
  applianceTypes: 'de39f5a8019a3e585971212e4aae4940',
  attributeCategories: 'bb1756377dd805ee1baa736b0261fcce',
  attributes: '1114ef02adb88da4816558c390b5c637',
  companies: 'f94ccf07fa488ce03d9f1cb5ee0b40f1',
  documentCategories: '98a525602eee778495c3ff22bab532af',
  documentTypes: 'ccde291d85ddf9d203e2891b31d08fb8',
  examCategories: '8258ca59e8c0f2341171da627aff0354',
  examPanelTypes: '5eb993f234937e3cfb563369d4816681',
  fields: '750a98ac481fd0a9369d5572b1a0db50',
  imageOverlays: 'ee23fa1dbfa900b227381a2797c11969',
  imageTemplates: '38bdd236f89de4767e55b2f3d1a7e347',
  notificationTemplates: 'ba20b40d1898835e72957fe9009b2a06',
  notificationTypes: '37705de4e910e10f39e47ec14e909893',
  objectiveCategories: '915d8401e09cd931e5cd341d7057bcba',
  objectiveTypes: '0e770cb021cdbdaced2b7374ed8054b7',
  pedagogicalSheetImages: 'dee1faf5d1474f61e5a9c63923d15ec1',
  pedagogicalSheetKeyWords: '139f926d985ae47d19c0b18b61e4c98f',
  pedagogicalSheetLinks: 'ed1e73a5471fd5fc2c934aefed1a863f',
  pedagogicalSheetSections: 'f427e44da9bf2ef33bb93c73a7e9209f',
  pedagogicalSheetThemes: '8675b423356f309a6f8b00c8071773ba',
  pedagogicalSheets: 'cb0478986c15832be035d5a465031621',
  phaseTypes: 'da4f26dcc82e2d3fe53d425e4ba87ac6',
  positioningGroupTypes: '5a61d15497d8f671f33437c5f4ac3585',
  protocols: '98ffffc26dd3153dc43d638a1fd65221',
  scenarios: 'f3e0bca04564edbd54cc8190fb8791b8',
  selectOptions: '4af9f7011394e8298513787368ecc66a',
  sessionCategories: 'f060f9f2d0443538e4263c369c1b8716',
  sessionTypes: 'eb1ebe339f5dd01825e41af0288c403c',
  subPhaseTypes: 'f1d9638ceb1e15ce9aaefd5c4ca3bfb0',
  userThirdParties: '2999498aac1b928d2c159209a4531ae3',
};

describe('the list index fingerprint of every catalogue', () => {
  it('is the one installations hold: renaming a declaration rebuilds no index', async () => {
    const models = await loadModels();
    const index = new ListIndex(models, false);
    const fingerprints = Object.fromEntries(models.all.map((model) => [model.name, index.fingerprintOf(model)]));
    expect(fingerprints).toEqual(FINGERPRINTS);
  });
});
