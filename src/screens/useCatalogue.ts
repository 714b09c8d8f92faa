import { useResourceContext } from 'react-admin';
import { type ModelAndView, modelForResource } from '../modelRegistry';

/** The model and view behind the current react-admin resource (a view name such as `examsClinical`). */
export function useCatalogue(): ModelAndView {
  const resource = useResourceContext();
  const found = resource ? modelForResource(resource) : undefined;
  if (!found) throw new Error(`No catalogue model serves the console resource "${resource}"`);
  return found;
}
