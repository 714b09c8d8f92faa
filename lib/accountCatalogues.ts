import type { ResourceModel } from './model';

/**
 * The catalogue whose records carry each type of account, read from the models' `account` declarations
 * (practitioner: companies, aligner: alignerCompanies, third_party: userThirdParties): the server and the demo API
 * find an account's own record through it.
 */
export function accountCatalogues(models: Iterable<ResourceModel>): ReadonlyMap<string, string> {
  const catalogues = new Map<string, string>();
  for (const model of models) if (model.account) catalogues.set(model.account.type, model.name);
  return catalogues;
}
