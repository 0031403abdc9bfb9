import { createGlobalStyle } from '@directpay/shared-ui/styled';
import { theme } from './theme';

/**
 * One type scale: sizes 0.75, 0.875, 1, 1.125, 1.25, 1.5, 1.75, 2 and 2.5rem, weights 400 and
 * 700, held by lint (eslint.config.mjs, TYPE_SCALE). Each other size or weight is one more font
 * the browser sets up before its first layout. Form controls take the page's font, and text
 * fields are never under 16px, whatever their container's size: iOS zooms into smaller ones on
 * focus. A visitor who asks for less motion gets none: every animation and transition on every
 * page (host and remotes alike) ends at once, the loading spinner included. (Comments outside
 * the template: CSS comments would ship in the bundle.)
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    line-height: 1.5;
  }
  button { font-family: inherit; font-size: 100%; }
  input, select, textarea { font-family: inherit; font-size: 1rem; }
  h1 { font-size: 2rem; }
  h2 { font-size: 1.5rem; }
  h3 { font-size: 1.125rem; }
  h4, h5, h6 { font-size: 1rem; }
  small { font-size: 0.875rem; }
  a { color: ${theme.colors.brandDark}; }
  img { max-width: 100%; display: block; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
