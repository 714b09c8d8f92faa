import type { ComponentType } from 'react';
import { Navigate, useResourceContext } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { PublicRoutes } from '../auth/publicRoutes';
import { RecordOfItsView } from './RecordOfItsView';

/** Any path not in the route table signs out (docs/product-rules.md, "Unknown paths"). */
export const SignOutOnUnknownPath = () => <Navigate to={PublicRoutes.logout} replace />;

/** Record ids of the API: positive integers. */
const RECORD_ID = /^[1-9]\d*$/;

/** A record's own sub-pages (`/<resource>/:id/<name>`), such as an exam's form editor. */
export type RecordPages = Record<string, ComponentType>;

/**
 * A catalogue page that answers its exact path only: react-admin mounts a listing on `/<resource>/*`
 * and an edit page on `/<resource>/:id/*`, so `/protocols/not/a/page` would otherwise open one of them,
 * and react-router matches paths whatever their case (`/Protocols`). An edit page also answers the
 * record's declared sub-pages, under the view the record belongs to (RecordOfItsView).
 */
export function exactPathOnly(
  Page: ComponentType,
  kind: 'list' | 'create' | 'edit',
  recordPages: RecordPages = {},
): ComponentType {
  function ExactPath() {
    const { '*': rest = '', id } = useParams();
    const resource = useResourceContext();
    const exactCase = useLocation().pathname.split('/')[1] === resource;
    const isRecord = kind !== 'edit' || RECORD_ID.test(id ?? '');
    const SubPage = kind === 'edit' && Object.hasOwn(recordPages, rest) ? recordPages[rest] : undefined;
    if (!exactCase) return <SignOutOnUnknownPath />;
    if (kind === 'edit' && isRecord && (SubPage || rest === ''))
      return (
        <RecordOfItsView id={id ?? ''} subPage={rest}>
          {SubPage ? <SubPage /> : <Page />}
        </RecordOfItsView>
      );
    return isRecord && rest === '' ? <Page /> : <SignOutOnUnknownPath />;
  }
  ExactPath.displayName = `ExactPath(${Page.displayName ?? Page.name ?? kind})`;
  return ExactPath;
}
