/** The claims of an access token (API contract), as the server signs them and the demo API writes them. */
export interface AccessClaims {
  sub: string;
  username: string;
  roles: string[];
  firstConnect: boolean;
  companyId?: number;
  employeeId?: number;
  /** The user's saved settings (docs/product-rules.md, "Entities"), read back by the console at sign-in. */
  settings?: { language: string };
  exp: number;
  iat: number;
}

/**
 * The claims as the console reads them from its access token, whose signature only the server checks: `sub` and `exp`
 * are there (a token without them is not read at all), `roles` is empty when absent, the others may be missing.
 */
export type UnverifiedClaims = Partial<AccessClaims> & Pick<AccessClaims, 'sub' | 'exp' | 'roles'>;

/** The claims of a token's decoded payload; undefined unless it is an object with a string `sub` and a numeric `exp`. */
export function unverifiedClaimsOf(payload: unknown): UnverifiedClaims | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const claims = payload as Partial<Record<keyof AccessClaims, unknown>>;
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
  return { ...(payload as Partial<AccessClaims>), sub: claims.sub, exp: claims.exp, roles: rolesOf(claims.roles) };
}

const rolesOf = (roles: unknown): string[] => (Array.isArray(roles) ? roles : []);

/** The role that opens the console and the administrators' calls. */
export const ADMIN_ROLE = 'ROLE_USER_ADMIN';

/** Whether signed claims carry the administrator role. */
export const hasAdminRole = (claims: { roles?: readonly string[] } | null | undefined): boolean =>
  !!claims?.roles?.includes(ADMIN_ROLE);

/** Claims that open the console: an administrator's, past the first connection (whether still valid aside). */
export const opensConsole = (claims: UnverifiedClaims): boolean => !claims.firstConnect && hasAdminRole(claims);
