/**
 * Settings learned at run time (the host reads them from /config.json), so a
 * deploy can point the site at another API or tile server without a rebuild.
 */
export interface RuntimeConfig {
  apiUrl: string;
  tileUrl: string;
  googleClientId: string;
  recaptchaSiteKey: string;
  /** True when the API's development identity provider is on. */
  devSignIn: boolean;
}

const defaults: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  googleClientId: '',
  recaptchaSiteKey: '',
  devSignIn: false,
};

let current: RuntimeConfig = { ...defaults };

export function setRuntimeConfig(patch: Partial<RuntimeConfig>): void {
  current = { ...current, ...patch };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
