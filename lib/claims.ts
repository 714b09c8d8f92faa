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
