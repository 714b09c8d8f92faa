import type { TranslateFunction as Translate } from 'react-admin';
import { type ResourceModel, type ViewSpec, viewsOf } from '../../../lib/model';
import { IMPORT_LIMITS } from '../../../lib/transfer/files';
import type { RowProblem } from '../../../lib/transfer/plan';
import { modelNamed } from '../../modelRegistry';
import { errorBodyOf } from '../../notifications/errorMessages';
import { problemMessage } from '../form/problemMessage';

/** The limits as an administrator reads them: megabytes and rows. */
export const LIMITS = {
  megabytes: Math.round(IMPORT_LIMITS.bytes / 1024 / 1024),
  rows: IMPORT_LIMITS.rows,
};

/** The name of a catalogue in the console's language (its first view's). */
function catalogueName(translate: Translate, modelName: string): string {
  const model = modelNamed(modelName);
  return model ? translate(`resources.${viewsOf(model)[0].name}.name`) : modelName;
}

/** The label of a field a problem names: a field of the form, or a relation list (named after its catalogue). */
function fieldLabel(translate: Translate, model: ResourceModel, view: ViewSpec, field: string): string | undefined {
  const name = field.split('.')[0];
  if (!name) return undefined;
  if (model.fields[name]) return translate(`resources.${view.name}.fields.${name}`, { _: name });
  const relation = Object.values(model.relations ?? {}).find((spec) => spec.field === name);
  return relation ? catalogueName(translate, relation.model) : name;
}

/**
 * A refused row's problem in the administrator's language: the field's label, then the message the form gives for the
 * same value (src/screens/form/problemMessage.ts), or the import's own (a key naming nothing, the same key twice…).
 */
export function problemText(translate: Translate, model: ResourceModel, view: ViewSpec, problem: RowProblem): string {
  const field = fieldLabel(translate, model, view, problem.field);
  const message = problemMessageOf(translate, model, problem);
  return field ? translate('transfer.import.problem', { field, message }) : message;
}

function problemMessageOf(translate: Translate, model: ResourceModel, problem: RowProblem): string {
  const lines = (problem.lines ?? []).join(', ');
  const spec = model.fields[problem.field.split('.')[0]];
  switch (problem.reason) {
    case 'mandatory':
    case 'invalid':
    case 'character': {
      if (problem.rule) return translate(`screens.validation.attributeOptions.${problem.rule}`);
      // A cell that is not of its column's kind (a number, a boolean, JSON): the plan names its column.
      if (problem.column) return translate('transfer.import.problems.cell', { column: problem.column });
      if (!spec) return translate('screens.validation.invalid');
      if (problem.languages?.length)
        return translate('transfer.import.problems.languagesMissing', {
          languages: problem.languages.map((language) => translate(`screens.languages.${language}`)).join(', '),
        });
      const message = problemMessage(spec, problem.reason, undefined);
      return typeof message === 'string' ? translate(message) : translate(message.message, message.args);
    }
    case 'unknownReference':
    case 'ambiguousReference': {
      return translate(`transfer.import.problems.${problem.reason}`, {
        value: problem.value ?? '',
        catalogue: problem.catalogue ? catalogueName(translate, problem.catalogue) : '',
      });
    }
    case 'duplicate':
      return translate(model.account ? 'Error_DuplicateIdentifier_Email' : 'transfer.import.problems.duplicate');
    case 'duplicateInFile':
    case 'dependsOnRefused':
    case 'cycle':
      return translate(`transfer.import.problems.${problem.reason}`, { lines });
    case 'locked':
      return translate('transfer.import.problems.locked');
    default:
      return translate('transfer.import.problems.refused');
  }
}

/** A file refused as a whole (400 with `reason`), in the administrator's language; undefined for other failures. */
export function fileProblemText(translate: Translate, error: unknown): string | undefined {
  const body = errorBodyOf(error) as Record<string, unknown>;
  const reason = body.reason;
  const columns = Array.isArray(body.columns) ? body.columns.join(', ') : '';
  switch (reason) {
    case 'encoding':
    case 'empty':
      return translate(`transfer.import.file.${reason}`);
    case 'separator':
      return translate('transfer.import.file.separator', { separator: body.separator === '\t' ? '⇥' : body.separator });
    case 'malformed':
      return typeof body.line === 'number'
        ? translate('transfer.import.file.malformedAt', { line: body.line })
        : translate('transfer.import.file.malformed');
    case 'invalidJson':
      return typeof body.line === 'number' && typeof body.character === 'number'
        ? translate('transfer.import.file.invalidJsonAt', { line: body.line, character: body.character })
        : translate('transfer.import.file.invalidJson');
    case 'notArray':
      return translate('transfer.import.file.notArray');
    case 'notAnObject':
      return translate('transfer.import.file.notAnObject', { item: body.line });
    case 'missingColumns':
    case 'unknownColumns':
    case 'duplicateColumns':
      return translate(`transfer.import.file.${reason}`, { columns });
    case 'tooLarge':
    case 'tooManyRows':
      return translate(`transfer.import.file.${reason}`, LIMITS);
    default:
      return undefined;
  }
}
