import { Route } from 'react-router-dom';
import { FirstConnectPage } from './FirstConnectPage';
import { LogoutPage } from './LogoutPage';
import { ForgotPasswordPage, RegisterPage } from './PasswordLinkRequest';
import { PublicRoutes } from './publicRoutes';
import { ResetPasswordPage } from './ResetPasswordPage';

/** The public pages other than /login (react-admin's login page), for `<CustomRoutes noLayout>`. */
export const publicRouteElements = [
  <Route key="logout" path={PublicRoutes.logout} element={<LogoutPage />} />,
  <Route key="register" path={PublicRoutes.register} element={<RegisterPage />} />,
  <Route key="forgot" path={PublicRoutes.forgotPassword} element={<ForgotPasswordPage />} />,
  <Route key="reset" path={PublicRoutes.resetPassword} element={<ResetPasswordPage />} />,
  <Route key="first-connect" path={PublicRoutes.firstConnect} element={<FirstConnectPage />} />,
];
