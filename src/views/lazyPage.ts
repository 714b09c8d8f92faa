import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page or heavy piece loaded on first use, in its own chunk: `lazyPage(() => import('./CompanyList'), 'CompanyList')`.
 * It suspends while loading; the layout's <Suspense> (or the caller's) shows the wait.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props, keeps its own type.
export function lazyPage<Name extends string, Component extends ComponentType<any>>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyExoticComponent<Component> {
  return lazy(async () => ({ default: (await load())[name] }));
}
