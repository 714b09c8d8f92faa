import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, ResourceDefinitionContextProvider, useResourceContext } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tr } from '../../lib/seed';
import { exactPathOnly } from '../../src/routing/unknownPaths';
import { GenericEdit } from '../../src/screens';
import { expectFailedCallLogged, renderInAdmin } from './adminTestContext';

/** Issue 52: a record's address with an id no record has, or a record of another section of the same catalogue. */

const texts = {
  en: {
    missing: 'No record of “Document types” has the number 999999: it does not exist, or it was deleted.',
    back: 'Back to the “Document types” listing',
    generic: 'An error occurred, please try again later',
    notInView: 'Record 5 is not one of “Clinical exam categories”.',
  },
  fr: {
    missing: "Aucun élément de « Types de documents » n'a le numéro 999999 : il n'existe pas, ou il a été supprimé.",
    back: 'Retour à la liste « Types de documents »',
    generic: 'Une erreur est survenue, veuillez réessayer plus tard',
    notInView: "L'élément n° 5 n'est pas un élément de « Catégories d'examen clinique ».",
  },
};

/** A document type's record page as the console routes it (sub-paths included), and its listing. */
const DocumentTypeRecordPage = exactPathOnly(GenericEdit, 'edit');
const DocumentTypePages = () => (
  <ResourceDefinitionContextProvider definitions={{ documentTypes: { name: 'documentTypes', hasList: true } }}>
    <Routes>
      <Route path="/documentTypes/:id/*" element={<DocumentTypeRecordPage />} />
      <Route path="/documentTypes" element={<p>Listing</p>} />
    </Routes>
  </ResourceDefinitionContextProvider>
);

describe('a record page whose address names no record of it', () => {
  beforeEach(() => {
    window.location.hash = '';
  });

  it.each(['en', 'fr'] as const)(
    'in %s: says the record does not exist and leads back to the listing',
    async (language) => {
      const missing = new HttpError('Generic_Error', 404, { error_code: 1200, error_status: 404 });
      const logged = expectFailedCallLogged();
      const getOne = vi.fn(async () => Promise.reject(missing));
      window.location.hash = '#/documentTypes/999999';
      renderInAdmin(<DocumentTypePages />, { resource: 'documentTypes', dataProvider: { getOne }, language });
      const t = texts[language];
      expect(await screen.findByText(t.missing)).toBeInTheDocument();
      expect(screen.queryByText(t.generic)).toBeNull();
      expect(logged).toHaveBeenCalledWith(missing);
      await userEvent.click(screen.getByRole('link', { name: t.back }));
      expect(await screen.findByText('Listing')).toBeInTheDocument();
      expect(window.location.hash).toBe('#/documentTypes');
    },
  );

  /** The page of either section of exam categories, as the console routes them (the page itself a stand-in). */
  const SectionPage = exactPathOnly(() => <p>Page of {useResourceContext()}</p>, 'edit');
  const renderCategory = (record: Record<string, unknown>, language: 'en' | 'fr' = 'en') => {
    window.location.hash = `#/examClinicalCategories/${record.id}`;
    const getOne = vi.fn(async () => ({ data: record }));
    renderInAdmin(
      <Routes>
        {['examClinicalCategories', 'examAnamnesisCategories'].map((section) => (
          <Route
            key={section}
            path={`/${section}/:id/*`}
            element={
              <ResourceContextProvider value={section}>
                <SectionPage />
              </ResourceContextProvider>
            }
          />
        ))}
      </Routes>,
      { resource: 'examClinicalCategories', dataProvider: { getOne }, language },
    );
    return getOne;
  };

  it('opens an anamnesis category typed under the clinical section under its own section', async () => {
    const getOne = renderCategory({ id: 5, examType: 'anamnesis', label: tr('Antécédents', 'History') });
    expect(await screen.findByText('Page of examAnamnesisCategories')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/examAnamnesisCategories/5');
    await waitFor(() => expect(getOne).toHaveBeenCalledWith('examAnamnesisCategories', expect.anything()));
  });

  it.each(['en', 'fr'] as const)(
    'in %s: says a record of no section is not one of this section’s',
    async (language) => {
      renderCategory({ id: 5, examType: 'other', label: tr('Autre', 'Other') }, language);
      expect(await screen.findByText(texts[language].notInView)).toBeInTheDocument();
      expect(screen.queryByText(/^Page of/)).toBeNull();
    },
  );
});
