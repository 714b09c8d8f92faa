import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded on first use; `preload()` fetches it ahead, after which it renders without suspending. */
// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props, keeps its own type.
export type LazyPage<Component extends ComponentType<any>> = LazyExoticComponent<Component> & {
  preload(): Promise<void>;
};

/**
 * A page or heavy piece loaded on first use, in its own chunk: `lazyPage(() => import('./CompanyList'), 'CompanyList')`.
 * It suspends while loading; the layout's <Suspense> (or the caller's) shows the wait. Once loaded (or preloaded while
 * the console starts, src/routing/preloadScreens.ts) it renders at once: React shows no fallback, and does not hold
 * the page back to pace the fallback's replacement.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props, keeps its own type.
export function lazyPage<Name extends string, Component extends ComponentType<any>>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyPage<Component> {
  let loaded: Component | undefined;
  let loading: Promise<Component> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error) => {
        loading = undefined; // the next render tries again
        throw error;
      },
    );
    return loading;
  };
  // A thenable that calls back at once: React.lazy then takes the module in the same render, without suspending.
  const alreadyLoaded = (page: Component) => ({
    // biome-ignore lint/suspicious/noThenProperty: React.lazy needs a thenable, and a Promise would call back later.
    then: (resolve: (module: { default: Component }) => void) => resolve({ default: page }),
  });
  const page = lazy(() =>
    loaded
      ? (alreadyLoaded(loaded) as unknown as Promise<{ default: Component }>)
      : loadOnce().then((component) => ({ default: component })),
  );
  return Object.assign(page, {
    preload: async () => {
      await loadOnce();
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: pages of any props.
type AnyPage = ComponentType<any>;
const isLazyPage = (page: AnyPage | undefined): page is LazyPage<AnyPage> =>
  typeof (page as Partial<LazyPage<AnyPage>> | undefined)?.preload === 'function';

/** Fetches `page` ahead when it is a lazy one (see `lazyPage`); resolves at once for any other page or none. */
export async function preloadPage(page: AnyPage | undefined): Promise<void> {
  if (isLazyPage(page)) await page.preload();
}
