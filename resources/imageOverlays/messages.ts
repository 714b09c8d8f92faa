/**
 * Console texts of the overlay image screens, under `imageOverlays.*` at the root of each language's
 * catalogue. French is the reference; English is type-checked against it.
 */
const fr = {
  imageOverlays: {
    upload: {
      button: 'Importer des images',
      hint: 'Déposez ici des images PNG, JPEG, WebP ou SVG, ou choisissez-les.',
      dropHere: 'Relâchez pour importer',
      progress: 'Envoi de %{name} (%{current} sur %{total})…',
      unsupported: '%{name} : format non pris en charge (PNG, JPEG, WebP ou SVG attendu)',
    },
    grid: {
      label: 'Calques de superposition',
      empty: 'Aucun calque de superposition pour le moment.',
    },
    preview: {
      alt: 'Aperçu de %{name}',
      unnamed: 'Aperçu du calque',
      failed: 'Aperçu indisponible',
    },
    actions: {
      download: 'Télécharger %{name}',
      delete: 'Supprimer %{name}',
    },
    deleteDialog: {
      title: 'Supprimer %{name} ?',
      content: 'Ce calque ne pourra plus être choisi pour un type de document.',
    },
  },
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

const en = {
  imageOverlays: {
    upload: {
      button: 'Upload images',
      hint: 'Drop PNG, JPEG, WebP or SVG images here, or choose them.',
      dropHere: 'Release to upload',
      progress: 'Uploading %{name} (%{current} of %{total})…',
      unsupported: '%{name}: unsupported format (PNG, JPEG, WebP or SVG expected)',
    },
    grid: {
      label: 'Overlay images',
      empty: 'No overlay image yet.',
    },
    preview: {
      alt: 'Preview of %{name}',
      unnamed: 'Overlay preview',
      failed: 'Preview unavailable',
    },
    actions: {
      download: 'Download %{name}',
      delete: 'Delete %{name}',
    },
    deleteDialog: {
      title: 'Delete %{name}?',
      content: 'This overlay can no longer be chosen for a document type.',
    },
  },
} satisfies Texts<typeof fr>;

const overlayMessages = { fr, en };
export default overlayMessages;
