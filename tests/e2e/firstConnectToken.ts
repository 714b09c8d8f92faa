/** A token as the server gives one to an account still to choose its password (only its claims are read): the
 * first-connection page opens with it, without such an account (the audit and the phone stories). */
export const FIRST_CONNECT_TOKEN = (() => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    sub: 'audit@example.com',
    username: 'audit@example.com',
    exp: Math.floor(Date.now() / 1000) + 3600,
    roles: ['ROLE_USER_ADMIN'],
    firstConnect: true,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
})();
