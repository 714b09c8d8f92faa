import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import { lazyPage } from './lazyPage';

type Preview = ComponentType<{ id: Identifier }>;

/** `resources/<name>/preview.tsx` default-exports how a record of that catalogue is previewed by id; loaded on first use. */
const loaders = import.meta.glob<Record<'default', Preview>>('../../resources/*/preview.tsx');
const previews = new Map(
  Object.entries(loaders).map(([path, load]) => [path.split('/').at(-2), lazyPage(load, 'default')]),
);

export function previewOf(resource: string): Preview | undefined {
  return previews.get(resource);
}
