import { lazy, type ComponentType } from 'react';

/**
 * Pages other than home load on demand, so the home page's JavaScript carries
 * no form libraries (react-hook-form) or static texts.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const AboutPage = page(() => import('../features/static-pages/AboutPage'), 'AboutPage');
export const IntroPage = page(() => import('../features/static-pages/IntroPage'), 'IntroPage');
export const PrivacyPolicyPage = page(() => import('../features/static-pages/PrivacyPolicyPage'), 'PrivacyPolicyPage');
export const TerminologyPage = page(() => import('../features/static-pages/TerminologyPage'), 'TerminologyPage');
export const TermsPage = page(() => import('../features/static-pages/TermsPage'), 'TermsPage');
export const WhyListPage = page(() => import('../features/static-pages/WhyListPage'), 'WhyListPage');
export const ContactPage = page(() => import('../features/contact/ContactPage'), 'ContactPage');
export const LoginPage = page(() => import('../features/auth/LoginPage'), 'LoginPage');
export const SignupPage = page(() => import('../features/auth/SignupPage'), 'SignupPage');
export const ConfirmEmailPage = page(() => import('../features/auth/ConfirmEmailPage'), 'ConfirmEmailPage');
