import { lazy, type ComponentType } from 'react';

/**
 * Pages other than home load on demand, so the home page's JavaScript carries
 * no form libraries (react-hook-form) or static texts.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const AboutPage = page(() => import('../features/static-pages/about-page'), 'AboutPage');
export const IntroPage = page(() => import('../features/static-pages/intro-page'), 'IntroPage');
export const PrivacyPolicyPage = page(() => import('../features/static-pages/privacy-policy-page'), 'PrivacyPolicyPage');
export const TerminologyPage = page(() => import('../features/static-pages/terminology-page'), 'TerminologyPage');
export const TermsPage = page(() => import('../features/static-pages/terms-page'), 'TermsPage');
export const WhyListPage = page(() => import('../features/static-pages/why-list-page'), 'WhyListPage');
export const OpenDataPage = page(() => import('../features/static-pages/open-data-page'), 'OpenDataPage');
export const ModerationPolicyPage = page(() => import('../features/static-pages/moderation-policy-page'), 'ModerationPolicyPage');
export const ContactPage = page(() => import('../features/contact/contact-page'), 'ContactPage');
export const LoginPage = page(() => import('../features/auth/login-page'), 'LoginPage');
export const SignupPage = page(() => import('../features/auth/signup-page'), 'SignupPage');
export const ConfirmEmailPage = page(() => import('../features/auth/confirm-email-page'), 'ConfirmEmailPage');
