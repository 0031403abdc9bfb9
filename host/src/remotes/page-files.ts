/** Scripts this page has started and not seen fail: each runs once per page. */
const startedScripts = new Set<string>();

/**
 * Starts a script of a remote's page now, before its container: a
 * chunk only registers its modules when it runs, so it can run before the
 * remote's entry, and webpack finds it installed when the page asks for it.
 * A `<link rel="preload">` from the host's server (the first page) is what this
 * download then uses. A script already started (by another exposed module that
 * shares the chunk) or loading is not started again; one that failed is, on Retry.
 */
export function startScript(url: string): void {
  if (startedScripts.has(url) || [...document.scripts].some((script) => script.src === url)) return;
  startedScripts.add(url);
  const script = document.createElement('script');
  script.src = url;
  script.setAttribute('fetchpriority', 'high');
  // Gone once it has run or failed, as webpack's own chunk scripts are.
  script.addEventListener('load', () => script.remove());
  script.addEventListener('error', () => {
    startedScripts.delete(url);
    script.remove();
  });
  document.head.appendChild(script);
}

/** Applies a stylesheet of a remote's page now, unless the page already has it. */
export function startStylesheet(url: string): void {
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  document.head.appendChild(link);
}
