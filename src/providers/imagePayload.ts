import { imageParts, type ResourceModel } from '../../lib/model';
import { findView } from './models';

/**
 * Payloads of a catalogue whose image has `bareNames` (sheet images: docs/product-rules.md, "Sheets"): a create
 * sends the model's fields with `originalName` + `imageBase64`; an update sends the fields an update may change,
 * `imageModified`, and the new image's `originalName` + `imageBase64` only when one was chosen.
 * Other catalogues send the form's values as they are.
 */
export function imagePayload(model: ResourceModel, data: Record<string, unknown>, mode: 'create' | 'update') {
  const fields = Object.entries(model.fields);
  if (!fields.some(([, spec]) => spec.type === 'image' && spec.bareNames)) return data;
  const payload: Record<string, unknown> = {};
  for (const [name, spec] of fields) {
    if (spec.readOnly || (mode === 'update' && spec.keptOnUpdate)) continue;
    if (spec.type !== 'image') {
      if (name in data) payload[name] = data[name];
      continue;
    }
    const parts = imageParts(name, spec);
    const base64 = data[parts.base64];
    const chosen = typeof base64 === 'string' && base64 !== '';
    if (mode === 'update') payload[parts.modified] = chosen;
    if (chosen || mode === 'create') {
      payload[parts.originalName] = data[parts.originalName];
      payload[parts.base64] = base64;
    }
  }
  return payload;
}

/** The body a create or update of a console resource sends. */
export function writePayload(resource: string, data: Record<string, unknown>, mode: 'create' | 'update') {
  const model = findView(resource)?.model;
  return model ? imagePayload(model, data, mode) : data;
}
