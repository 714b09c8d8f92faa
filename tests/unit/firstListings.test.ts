import { describe, expect, it } from 'vitest';
import { allMessages } from '../../i18n/allMessages';
import { firstListingTable } from '../../src/early/firstListings';

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
    expect(texts.fr['app.title']).toBe('Console d’administration');
    expect(Object.keys(texts.fr).some((key) => key.startsWith('resources.attributes.helpers'))).toBe(false);
  });
});
