import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allMessages } from '../../i18n/allMessages';
import { ImageOverlayList } from '../../resources/imageOverlays/ImageOverlayList';
import overlayMessages from '../../resources/imageOverlays/messages';
import { overlayCache } from '../../resources/imageOverlays/sharedOverlayCache';
import { Toast } from '../../src/notifications/Toast';
import { expectFailedCallLogged } from './adminTestContext';

const OVERLAYS = [
  { id: 1, originalName: 'grille-frontale.png', thumbnail: null },
  { id: 2, originalName: 'profil-gauche.svg', thumbnail: null },
];

const i18nProvider = polyglotI18nProvider(() => ({ ...allMessages.fr, ...overlayMessages.fr }), 'fr');

/** A server holding the overlays: what is deleted is no longer listed. */
function overlayDataProvider() {
  let stored = [...OVERLAYS];
  return {
    getList: vi.fn(async () => ({ data: stored, pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
    delete: vi.fn(async (_resource: string, { id }: { id: number }) => {
      const deleted = stored.find((overlay) => overlay.id === id);
      stored = stored.filter((overlay) => overlay.id !== id);
      return { data: deleted };
    }),
    uploadImageOverlay: vi.fn(async (file: File) => ({ data: { id: 3, originalName: file.name, thumbnail: null } })),
    downloadImageOverlay: vi.fn(async () => new Blob(['png bytes'], { type: 'image/png' })),
  };
}
type OverlayCalls = ReturnType<typeof overlayDataProvider>;

function renderList(calls: OverlayCalls) {
  render(
    <AdminContext dataProvider={testDataProvider(calls as never)} i18nProvider={i18nProvider} store={memoryStore()}>
      <ImageOverlayList />
      <Toast />
    </AdminContext>,
  );
}

beforeAll(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe = vi.fn();
      unobserve = vi.fn();
      disconnect = vi.fn();
      takeRecords = vi.fn(() => []);
    },
  );
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:overlay-preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

describe('image overlay list', () => {
  it('shows every overlay by name with its thumbnail read through the dataProvider', async () => {
    const calls = overlayDataProvider();
    renderList(calls);
    const grid = await screen.findByRole('list', { name: 'Calques de superposition' });
    expect(within(grid).getByText('grille-frontale.png')).toBeInTheDocument();
    expect(within(grid).getByText('profil-gauche.svg')).toBeInTheDocument();
    const thumbnail = await screen.findByRole('img', { name: 'Aperçu de grille-frontale.png' });
    expect(thumbnail).toHaveAttribute('src', 'blob:overlay-preview');
    expect(calls.downloadImageOverlay).toHaveBeenCalledWith(1);
  });

  it('uploads a chosen image and names the entity in the success toast', async () => {
    const calls = overlayDataProvider();
    renderList(calls);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'nouveau-calque.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Importer des images'), file);
    await waitFor(() => expect(calls.uploadImageOverlay).toHaveBeenCalledWith(file));
    expect(await screen.findByText('Calque de superposition : création réussie')).toBeInTheDocument();
  });

  it('uploads dropped images and refuses other files before sending them', async () => {
    const calls = overlayDataProvider();
    renderList(calls);
    const image = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'contour.svg', { type: 'image/svg+xml' });
    const text = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    const zone = await screen.findByText('Déposez ici des images PNG, JPEG, WebP ou SVG, ou choisissez-les.');
    fireEvent.drop(zone, { dataTransfer: { files: [text, image] } });
    await waitFor(() => expect(calls.uploadImageOverlay).toHaveBeenCalledTimes(1));
    expect(calls.uploadImageOverlay).toHaveBeenCalledWith(image);
    expect(
      await screen.findByText('notes.txt : format non pris en charge (PNG, JPEG, WebP ou SVG attendu)'),
    ).toBeInTheDocument();
  });

  it('reports a duplicate upload with the duplicate key toast', async () => {
    const calls = overlayDataProvider();
    const duplicate = new HttpError('Generic_Error', 409, { error_code: 1201, error_status: 409 });
    const logged = expectFailedCallLogged();
    calls.uploadImageOverlay.mockRejectedValueOnce(duplicate);
    renderList(calls);
    const file = new File(['same bytes'], 'doublon.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Importer des images'), file);
    expect(await screen.findByText('Cette clé existe déjà')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(duplicate);
  });

  it('asks for confirmation before deleting, then removes the card and its cached copy', async () => {
    const calls = overlayDataProvider();
    const forgetCachedCopy = vi.spyOn(overlayCache, 'remove');
    renderList(calls);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer grille-frontale.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Supprimer grille-frontale.png ?');
    expect(calls.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('imageOverlays', expect.objectContaining({ id: 1 })));
    await waitFor(() => expect(screen.queryByText('grille-frontale.png')).not.toBeInTheDocument());
    expect(forgetCachedCopy).toHaveBeenCalledWith(1);
  });

  it('shows the error on deletion toast when associated elements exist', async () => {
    const calls = overlayDataProvider();
    const inUse = new HttpError('Generic_Error', 409, { error_code: 1104, error_status: 409 });
    const logged = expectFailedCallLogged();
    calls.delete.mockRejectedValueOnce(inUse);
    renderList(calls);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer profil-gauche.svg' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Erreur lors de la suppression')).toBeInTheDocument();
    expect(screen.getByText('Suppression impossible : au moins un élément associé existe.')).toBeInTheDocument();
    expect(screen.getByText('profil-gauche.svg')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(inUse);
  });
});
