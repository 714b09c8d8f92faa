import type { Identifier } from 'react-admin';
import { OverlayPreview } from './OverlayPreview';

/** Shown beside any form input that references an overlay (e.g. a document type's overlay). */
export default function OverlayReferencePreview({ id }: { id: Identifier }) {
  return <OverlayPreview id={id} height={120} />;
}
