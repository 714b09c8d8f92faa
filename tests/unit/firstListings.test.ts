import { describe, expect, it } from 'vitest';
import { allMessages } from '../../i18n/allMessages';
import { earlyListingSpecOf, firstListingTable } from '../../src/early/firstListings';
import { genericListingOf } from '../../src/routing/catalogueScreens';

/** The table the build writes into the console's first script (src/early/firstListings.ts, vite.config.ts). */
const { listings, texts } = firstListingTable;

describe("the first listings' table the build gives the first script", () => {
  it('holds each generic listing: its first page, and what its early listing draws', () => {
    expect(listings.attributes.path).toBe('/attributes?usage=exam&order%5Bid%5D=asc&page=1&itemsPerPage=100');
    expect(
      listings.attributes.view?.columns.map((column) => ('source' in column ? column.source : column.kind)),
    ).toEqual([
      'label',
      'description',
      'keyName',
      'type',
      'categoryId',
      'subCategoryId',
      'objectiveValueType',
      'delete',
    ]);
    expect(listings.attributes.view?.linkIndex).toBe(0);
    expect(listings.attributes.view?.columns[4]).toEqual({
      kind: 'reference',
      source: 'categoryId',
      embed: 'category',
      naming: { field: 'label' },
    });
  });

  it("draws the console's selection column and lays out its toolbar, both decided by the console's rules", () => {
    expect(listings.attributes.view?.selectable).toBe(true);
    expect(listings.attributes.view?.toolbar).toEqual({
      switches: ['screens.list.missingTranslation', 'bulk.trash'],
      buttons: [
        { label: 'savedViews.button' },
        { label: 'columns.button' },
        { label: 'transfer.export.button', menu: true },
        { label: 'transfer.import.button' },
        { label: 'ra.action.add_filter' },
        { label: 'ra.action.create' },
      ],
    });
    // A catalogue nothing can be done to several records of at once: no selection column, no « Corbeille », no
    // « Exporter » or « Créer » (lib/bulk.ts hasBulkActions, src/screens/list/listingToolbar.ts).
    const listing = genericListingOf('/attributes', () => false);
    if (!listing) throw new Error('attributes has a generic listing');
    const readOnly = {
      ...listing.model,
      verbs: listing.model.verbs.filter((verb) => verb === 'list' || verb === 'get'),
    };
    const spec = earlyListingSpecOf(readOnly, listing.view);
    expect(spec?.selectable).toBe(false);
    expect(spec?.toolbar).toEqual({
      switches: ['screens.list.missingTranslation'],
      buttons: [{ label: 'savedViews.button' }, { label: 'columns.button' }, { label: 'ra.action.add_filter' }],
    });
    expect(spec?.columns.map((column) => column.kind)).not.toContain('delete');
  });

  it('asks ahead for a generic listing it does not paint (reorderable), and knows nothing of the others', () => {
    expect(listings.attributeCategories?.path).toMatch(/^\/attribute-categories\?/);
    expect(listings.attributeCategories?.view).toBeUndefined();
    expect(listings.companies).toBeUndefined();
  });

  it("carries the console's own texts of those early listings in both languages, and only those", () => {
    for (const language of ['fr', 'en'] as const) {
      const catalogue = allMessages[language] as unknown as {
        resources: { attributes: { fields: Record<string, string>; values: { type: Record<string, string> } } };
      };
      expect(texts[language]['resources.attributes.fields.keyName']).toBe(
        catalogue.resources.attributes.fields.keyName,
      );
      expect(texts[language]['resources.attributes.values.type.radio']).toBe(
        catalogue.resources.attributes.values.type.radio,
      );
    }
    expect(texts.en['ra.action.delete']).toBe('Delete');
    expect(texts.fr['ra.action.select_row']).toBe('Sélectionner cette ligne');
    expect(texts.fr['bulk.trash']).toBe('Corbeille');
    expect(texts.en['transfer.export.button']).toBe('Export');
    expect(texts.fr['app.title']).toBe('Console d’administration');
    expect(Object.keys(texts.fr).some((key) => key.startsWith('resources.attributes.helpers'))).toBe(false);
  });
});
