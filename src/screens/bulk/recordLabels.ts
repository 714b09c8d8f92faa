import type { TranslateFunction } from 'react-admin';
import { viewShowing } from '../../../lib/catalogueFacts';
import { nameText } from '../../../lib/cellTexts';
import { viewsOf } from '../../../lib/model';
import { modelNamed } from '../../modelRegistry';

/**
 * The text naming a record from the label the API answers beside it (a refused item, a dependent: its representation
 * field as stored, a translation set or a text), in the reader's language; « Élément n° 12 » when it has none.
 */
export function labelText(label: unknown, id: unknown, locale: string, translate: TranslateFunction): string {
  const text = label === null || label === undefined ? '' : nameText({ id: id as number, label }, 'label', locale);
  return text.trim() === '' ? translate('bulk.unnamed', { id }) : text;
}

/**
 * The console view (resource) a record of a model is shown in: the one whose fixed filter it matches (a category or a
 * sub-category), the model's only view otherwise. `record`: its fields, when the model has several views.
 */
export function viewOfRecord(modelName: string, record?: Record<string, unknown>): string {
  const model = modelNamed(modelName);
  if (!model) return modelName;
  return record ? viewShowing(model, record).name : viewsOf(model)[0].name;
}
