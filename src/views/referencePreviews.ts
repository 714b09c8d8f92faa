import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';

/** `resources/<name>/preview.tsx` default-exports how a record of that catalogue is previewed by id. */
const modules = import.meta.glob<{ default: ComponentType<{ id: Identifier }> }>('../../resources/*/preview.tsx', {
  eager: true,
});
const previews = new Map(Object.entries(modules).map(([path, module]) => [path.split('/').at(-2), module.default]));

export function previewOf(resource: string): ComponentType<{ id: Identifier }> | undefined {
  return previews.get(resource);
}
