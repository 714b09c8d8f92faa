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

/** The role that opens the console and the administrators' calls. */
export const ADMIN_ROLE = 'ROLE_USER_ADMIN';

/** Whether signed claims carry the administrator role. */
export const hasAdminRole = (claims: { roles?: readonly string[] } | null | undefined): boolean =>
  !!claims?.roles?.includes(ADMIN_ROLE);
