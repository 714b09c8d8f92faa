import { Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Form,
  Link,
  PasswordInput,
  required,
  TextInput,
  useCheckAuth,
  useLocation,
  useLogin,
  useNavigate,
  useTranslate,
} from 'react-admin';
import {
  useOfferValuesToLanguageSwitch,
  useStateKeptThroughLanguageSwitch,
  useValuesKeptThroughLanguageSwitch,
} from '../layout/keptThroughLanguageSwitch';
import { AuthPage } from './AuthPage';
import { type LoginError, loginErrorMessage } from './loginErrorMessage';
import { HOME_PATH, PublicRoutes } from './publicRoutes';
import { SignInError } from './SignInError';

interface LoginValues {
  username: string;
  password: string;
}

/** Where to go after signing in: the page that asked for it, unless it is a public one. */
function nextPathOf(state: unknown): string {
  const { nextPathname, nextSearch = '' } = (state ?? {}) as { nextPathname?: string; nextSearch?: string };
  const isPublic = Object.values(PublicRoutes).some((path) => nextPathname?.startsWith(path));
  return nextPathname && nextPathname !== '/' && !isPublic ? nextPathname + nextSearch : HOME_PATH;
}

/** Inside the sign-in form: the login and password typed survive a change of language. */
const OfferValuesToLanguageSwitch = () => {
  useOfferValuesToLanguageSwitch();
  return null;
};

/** Sign-in (docs/product-rules.md, "States"), with the forgotten-password and register links. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // A refusal stays through a change of language, translated again (« bloquée pendant N minutes » too).
  const [error, setError] = useStateKeptThroughLanguageSwitch<LoginError>('signIn.error');
  const [submitting, setSubmitting] = useState(false);
  const kept = useValuesKeptThroughLanguageSwitch();

  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate(HOME_PATH),
      () => undefined,
    );
  }, [checkAuth, navigate]);

  const submit = async (values: Partial<LoginValues>) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await login({ username: values.username?.trim(), password: values.password }, nextPathOf(location.state));
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <AuthPage title="app.auth.signInTitle">
      <Form onSubmit={submit} noValidate defaultValues={kept}>
        <OfferValuesToLanguageSwitch />
        <Stack spacing={1}>
          <SignInError error={error} />
          <TextInput
            source="username"
            label="app.auth.login"
            autoComplete="username"
            autoFocus
            validate={required('app.auth.loginMissing')}
          />
          <PasswordInput
            source="password"
            label="app.auth.password"
            autoComplete="current-password"
            validate={required('app.auth.invalidPassword')}
          />
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate('app.auth.signIn')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
            <Link to={PublicRoutes.forgotPassword}>{translate('app.auth.forgotPassword')}</Link>
            <Link to={PublicRoutes.register}>{translate('app.auth.register')}</Link>
          </Stack>
        </Stack>
      </Form>
    </AuthPage>
  );
}
