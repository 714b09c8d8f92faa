import { describe, expect, it } from 'vitest';
import { loadModels } from '../../server/models';
import { ListIndex } from '../../server/store/listIndex';

/**
 * The part of the list index's fingerprint each catalogue's declarations give (server/store/listIndex.ts
 * declarationsFingerprintOf), as computed before reference targets were declared `model` instead of `resource`: a
 * fingerprint that changes rebuilds that catalogue's index at every installation's next start (rebuildStale), so a
 * change of these values must be a change of what the index derives, never a rename. Change a value only with the
 * change to the catalogue's declaration that calls for it; a change of the derivation's rules bumps RULES_VERSION.
 */
const DECLARATIONS_FINGERPRINTS: Record<string, string> = {
  actCategories: '62ac318c25575ecd37d07a547a10bd0d',
  actTypeSettings: '3a2985f01c79fd72ed1b2335d3bae417',
  actTypes: '8f8fab5b03ec716e53bd35447401f112',
  alertTypes: 'aaac9590a8dbaf87ae1241e442dca989',
  alignerCompanies: 'e3a3a9c5f7faa04d5e019df2e7e63eed',
  applianceCategories: '50496a64708258d092b1271e1f6ffce7',
  applianceTypeSettings: 'd12603ede6b858477a66221d22d28ce2',
  applianceTypes: '5535c5b0b54803570118e12c32ddc17a',
  attributeCategories: '8155454f7fabef9e88024e45118258bc',
  attributes: '12dd1761b9fe431817ed86bb60ce4e81',
  companies: '9373259262273207c918ae10cdb9bb7d',
  documentCategories: '30af81e1cc44cded49d651c2af8c6963',
  documentTypes: '34891a5a6b5c16269bffd41c227017eb',
  examCategories: 'dfa1110155c81866e5666307a60c5f8b',
  examPanelTypes: '65cc8d46abc5dd37eaee34bff229acf0',
  fields: 'aadf193e9a85e1d932f39929ae9af710',
  imageOverlays: '4cf907348164116e0bc2607d740fd42e',
  imageTemplates: '9a6837f958c1745307fb6fb33d2e0589',
  notificationTemplates: 'a09d821ac8a4b8ed5ab8ce64303c5d40',
  notificationTypes: '68f8890d57828fad7d3ef16326868efa',
  objectiveCategories: 'e3fff4c4818a1117dab77aff4a436c73',
  objectiveTypes: '4b3d1ac7379d0ae0779fc69109b91995',
  pedagogicalSheetImages: 'c915c6f96e1ef4b9c6632686a91c0cb4',
  pedagogicalSheetKeyWords: 'c41b52b7eee1a297490a34a05cee1c32',
  pedagogicalSheetLinks: '5e449ea45404ccb50c62da2f06ee0c6f',
  pedagogicalSheetSections: '4aba03046f74aa2abc7197d256d59347',
  pedagogicalSheetThemes: 'ace02ca984d2a80915b485e9508a8cd4',
  pedagogicalSheets: 'aa3b250b0e01a637db24e9289df193f0',
  phaseTypes: 'f879e1e98aba58e10ce3b65aee6e514d',
  positioningGroupTypes: '446d207ab57e688aa68071e9b228da1f',
  protocols: '5f888708d5133526e1071bd937c61ac1',
  scenarios: '69351fbef84bb498ad887ba5e7964707',
  selectOptions: '1a13e832e3c2b433964bc32498e9a14d',
  sessionCategories: 'd0d9925d407865d044a52c74af364057',
  sessionTypes: 'e2e59901f174ce56b7660764641e49a0',
  subPhaseTypes: 'bdf4d50209f2dd31e0c7f1321d6ad4f5',
  userThirdParties: 'c0208c19fb6ef3c823a03b3e22d5f760',
};

describe('the list index fingerprint of every catalogue', () => {
  it('is the one installations hold: renaming a declaration rebuilds no index', async () => {
    const models = await loadModels();
    const index = new ListIndex(models, false);
    const fingerprints = Object.fromEntries(
      models.all.map((model) => [model.name, index.declarationsFingerprintOf(model)]),
    );
    expect(fingerprints).toEqual(DECLARATIONS_FINGERPRINTS);
    // The stored fingerprint: the rules' version, then the declarations'.
    for (const model of models.all)
      expect(index.fingerprintOf(model)).toMatch(new RegExp(`^\\d+:${DECLARATIONS_FINGERPRINTS[model.name]}$`));
  });
});
