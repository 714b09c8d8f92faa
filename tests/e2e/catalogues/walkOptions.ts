import type { Language, ResourceModel } from '../../../lib/model';

/**
 * How the browser walk (walkCatalogue.ts) goes through one console route of a catalogue. Every option may be left
 * out: a route without options is walked in French with its required fields only, and without the stories that need
 * a demo record (a key already taken, a deletion refused).
 */
export interface WalkOptions<Field extends string = string> {
  /** The interface language of the walk (default French). */
  language?: Language;
  /** Optional fields also filled on create and checked after a reload ("a couple of optional ones"). */
  optional?: readonly Field[];
  /** The key of a demo record, typed again in upper case: the server refuses it (keys ignore case). */
  existingKey?: string;
  /**
   * The French name of a demo record (resources/<name>/seed.ts) that other records use: its deletion is
   * refused (docs/product-rules.md, "Errors"). An English walk looks for the record's English name.
   */
  usedElsewhere?: string;
  /** The walk's main story is one of the smoke stories (`npm run test:quick`, docs/testing.md). */
  smoke?: boolean;
}

/** The console routes of a model: its views' names, or its own name when it declares none. */
type RouteNames<M extends ResourceModel> = M extends { views: readonly (infer V)[] }
  ? V extends { name: infer N extends string }
    ? N
    : never
  : M['name'];

/**
 * What a catalogue folder's optional `resources/<name>/walk.ts` default-exports (`defineWalk`): the options of some
 * of its routes (the others get the default walk), or why the walk leaves the whole catalogue out.
 */
export type CatalogueWalk<M extends ResourceModel = ResourceModel> =
  | { routes: { readonly [Route in RouteNames<M>]?: WalkOptions<keyof M['fields'] & string> } }
  | {
      /** Why the generic walk does not fit (its own pages), and which stories cover the catalogue instead. */
      notWalked: string;
    };

/**
 * `resources/<name>/walk.ts`: `export default defineWalk(model, { routes: { <view>: {...} } })`. The model types
 * the route names and the optional fields, as `defineMessages` does for a catalogue's labels.
 */
export function defineWalk<const M extends ResourceModel>(_model: M, walk: CatalogueWalk<M>): CatalogueWalk {
  return walk as CatalogueWalk;
}
