/** Routes rendered without the main layout, whatever the session (docs/product-rules.md, "Routes and areas"). */
export const PublicRoutes = {
  login: '/login',
  logout: '/logout',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  firstConnect: '/first-connect',
} as const;

/** Where a signed-in administrator lands, and where the bare address leads. */
export const HOME_PATH = '/home';
