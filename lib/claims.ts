/** The claims of an access token (API contract), as the server signs them and the demo API writes them. */
export interface AccessClaims {
  sub: string;
  username: string;
  roles: string[];
  firstConnect: boolean;
  companyId?: number;
  employeeId?: number;
  exp: number;
  iat: number;
}
