import type { TranslateFunction } from 'react-admin';
import { ErrorCode } from '../../../lib/errors';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { referenceAlias } from '../../../lib/model';
import { errorBodyOf } from '../../notifications/errorMessages';
import { serverFieldErrors } from '../form/serverFieldErrors';

/**
 * The message of a revert the server refused because the version would now break a rule (docs/history.md, "Revert"):
 * the field it names, by its form label, and why (a key taken since, a record referred to deleted since); an account
 * not yet activated. Undefined for any other failure, which shows the console's usual toast (errorMessages.ts).
 */
export function revertRefusalMessage(
  model: ResourceModel,
  view: ViewSpec,
  error: unknown,
  translate: TranslateFunction,
): string | undefined {
  const { error_code: code, error_field: field } = errorBodyOf(error);
  if (code === ErrorCode.ResourceAccessDenied && model.account) return translate('history.revert.locked');
  if (!field) return undefined;
  const name = Object.keys(model.fields).find(
    (candidate) => candidate === field || referenceAlias(candidate) === field,
  );
  const spec = name ? model.fields[name] : undefined;
  const problems = serverFieldErrors(model, error);
  const problem = problems && Object.values(problems)[0];
  if (!name || !spec || !problem) return undefined;
  const isReference = spec.type === 'reference' || spec.type === 'references';
  const why =
    code === ErrorCode.Invalid && isReference
      ? translate('history.revert.referenceGone')
      : typeof problem === 'string'
        ? translate(problem)
        : translate(problem.message, problem.args);
  return translate('history.revert.refusedField', {
    field: translate(`resources.${view.name}.fields.${name}`),
    problem: why.charAt(0).toLocaleLowerCase() + why.slice(1),
  });
}
