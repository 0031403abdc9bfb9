import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { contractResolver } from '@directpay/shared-ui/forms';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { DevTokenRequest, getDevToken, signInWithGoogle } from '@directpay/contracts';
import { getRuntimeConfig } from '../config/runtime-config';
import { callEndpoint } from '../api/endpoint-client';
import { useSessionStore } from '../session/session-store';
import { t as ui, useMessages } from './messages';
import { Button } from '../components/button';
import { TextField } from '../forms/text-field';

const SignInBox = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 24rem;
  margin: 2rem auto;
  padding: 0 1rem;
`;

/** A path inside this page to go back to after signing in; anything else goes to the start page. */
function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

type Values = { email: string };

/** The API's DevTokenRequest check; the browser's own check of the required email input comes first, as before. */
const devSignInResolver = contractResolver<Values, typeof DevTokenRequest>({
  schema: DevTokenRequest,
  toInput: ({ email }) => ({ email: email.trim() }),
  // Made when the form is checked, so in the page's language by then.
  messages: { email: () => ui('signIn.emailInvalid') },
});

/**
 * The standalone page's /login: development sign-in through the API's
 * development identity provider (no internet needed), as the host's login page
 * offers it. Without that provider it says how to turn it on, instead of
 * sending the visitor back to a page that needs a session (and round again).
 * Loaded on demand, so the main entry carries neither the form library nor TanStack Query.
 */
export default function StandaloneSignIn() {
  const t = useMessages();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { email: 'owner@directpay.local' }, resolver: devSignInResolver });
  const signIn = useApiMutation({
    mutationFn: async ({ email }: DevTokenRequest) => {
      const { token } = await callEndpoint(getDevToken, { body: { email } });
      return callEndpoint(signInWithGoogle, { body: { token } });
    },
    onSuccess: (session) => {
      useSessionStore.getState().signIn(session);
      navigate(returnTo, { replace: true });
    },
  });

  if (!getRuntimeConfig().devSignIn) {
    return (
      <SignInBox as="section" aria-labelledby="standalone-sign-in">
        <h1 id="standalone-sign-in">{t('signIn.title')}</h1>
        <p>{t.rich('signIn.devOnly', { code: (text) => <code>{text}</code>, npm: (text) => <code>{text}</code> })}</p>
      </SignInBox>
    );
  }

  const onSubmit = handleSubmit(({ email }) => signIn.run({ email: email.trim() }));
  return (
    <SignInBox onSubmit={(event) => void onSubmit(event)} aria-labelledby="standalone-sign-in">
      <h1 id="standalone-sign-in">{t('signIn.devTitle')}</h1>
      <TextField label={t('signIn.email')} type="email" autoComplete="email" required error={formState.errors.email?.message} {...register('email')} />
      {signIn.error && <p role="alert">{t('signIn.failed', { message: signIn.error.message })}</p>}
      <Button type="submit" disabled={signIn.pending}>
        {t('signIn.submit')}
      </Button>
    </SignInBox>
  );
}
