/** Sign-up, sign-in (password, Google, development provider), email confirmation and sessions. */
import {
  AuthProviders,
  DevTokenRequest,
  DevTokenResponse,
  GoogleAuthRequest,
  LoginRequest,
  LoginResponse,
  SignupRequest,
} from '../api/owner';
import { ChangePasswordRequest, ConfirmEmailRequest, ConfirmEmailResponse, ConfirmationSent, SessionInfo, SignupAccepted } from '../api/sessions';
import { NoContent, defineEndpoint, errorResponses } from './define-endpoint';

export const getAuthProviders = defineEndpoint({
  method: 'GET',
  path: '/auth/providers',
  summary: 'What the login page offers: Google, the development provider',
  tags: ['auth'],
  responses: { 200: AuthProviders, ...errorResponses(500) },
});

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/auth/signup',
  summary: 'Create a password account; a new and a registered address get the same 202',
  tags: ['auth'],
  body: SignupRequest,
  responses: { 202: SignupAccepted, ...errorResponses(400, 429, 500, 503) },
});

export const logIn = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password',
  tags: ['auth'],
  body: LoginRequest,
  responses: { 200: LoginResponse, ...errorResponses(400, 401, 429, 500) },
});

export const getDevToken = defineEndpoint({
  method: 'POST',
  path: '/auth/dev/token',
  summary: 'Development identity provider: a Google-shaped ID token (404 unless DEV_IDP is on)',
  tags: ['auth'],
  body: DevTokenRequest,
  responses: { 200: DevTokenResponse, ...errorResponses(400, 404, 429, 500) },
});

export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/auth/confirm-email',
  summary: 'Open a mailed confirmation link (no session needed)',
  tags: ['auth'],
  body: ConfirmEmailRequest,
  responses: { 200: ConfirmEmailResponse, ...errorResponses(400, 429, 500, 503) },
});

export const getSession = defineEndpoint({
  method: 'GET',
  path: '/auth/session',
  summary: 'Who the session token belongs to, read fresh from the database',
  tags: ['auth'],
  auth: 'session',
  responses: { 200: SessionInfo, ...errorResponses(401, 500) },
});

export const sendConfirmation = defineEndpoint({
  method: 'POST',
  path: '/auth/confirmation',
  summary: 'Mail a new confirmation link (202), or say the email is already confirmed (200)',
  tags: ['auth'],
  auth: 'session',
  responses: { 200: ConfirmationSent, 202: ConfirmationSent, ...errorResponses(401, 429, 500, 503) },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/auth/password',
  summary: 'Change the password; answers a new session token and ends every other session',
  tags: ['auth'],
  auth: 'session',
  body: ChangePasswordRequest,
  responses: { 200: LoginResponse, ...errorResponses(400, 401, 409, 429, 500, 503) },
});

export const endAllSessions = defineEndpoint({
  method: 'DELETE',
  path: '/auth/sessions',
  summary: 'Log out everywhere: every session of the user ends, this one included',
  tags: ['auth'],
  auth: 'session',
  responses: { 204: NoContent, ...errorResponses(401, 500, 503) },
});

export const signInWithGoogle = defineEndpoint({
  method: 'POST',
  path: '/google_auth',
  summary: 'Sign in with a Google (or development) ID token',
  tags: ['auth'],
  body: GoogleAuthRequest,
  responses: { 200: LoginResponse, ...errorResponses(400, 401, 429, 500, 503) },
});
