import { useTranslate } from 'react-admin';
import type { FieldChange } from '../../../lib/history';
import type { ViewSpec } from '../../../lib/model';
import type { FieldShape } from './fieldShapes';

/**
 * A changed field's name as its form shows it (its image's; a relation list by its own label, else by the catalogue it
 * lists, as RelationEditor.tsx names it), with the language changed.
 */
export function useFieldLabel(view: ViewSpec | undefined) {
  const translate = useTranslate();
  return (change: FieldChange, shape: FieldShape) => {
    const other = translate(`history.fields.${change.field}`, { _: change.field });
    const ofView = (name: string, fallback = other) =>
      view ? translate(`resources.${view.name}.fields.${name}`, { _: fallback }) : fallback;
    const name =
      shape.kind === 'field' || shape.kind === 'image'
        ? ofView(shape.name)
        : shape.kind === 'relation'
          ? ofView(shape.spec.field, translate(`resources.${shape.spec.model}.name`, { _: other }))
          : other;
    return change.language ? `${name} (${translate(`screens.languages.${change.language}`)})` : name;
  };
}
