import { getRuntimeConfig } from '@directpay/shared-ui';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Google's script is loaded only when a site key is configured, and only once. */
function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('reCAPTCHA did not load')));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Starts loading early (when the contact form opens) so sending is not delayed. */
export function preloadRecaptcha(): void {
  const { recaptchaSiteKey } = getRuntimeConfig();
  if (recaptchaSiteKey) loadScript(recaptchaSiteKey).catch(() => undefined);
}

/** A reCAPTCHA v3 token for action 'submit', or undefined when no site key is configured (development). */
export async function recaptchaToken(): Promise<string | undefined> {
  const { recaptchaSiteKey } = getRuntimeConfig();
  if (!recaptchaSiteKey) return undefined;
  const grecaptcha = await loadScript(recaptchaSiteKey);
  return grecaptcha.execute(recaptchaSiteKey, { action: 'submit' });
}
