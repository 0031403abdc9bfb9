/**
 * `@directpay/shared-ui/styled`: the part of styled-components the apps use (issue 16).
 *
 * styled-components holds the theme and the page's style sheet in React context,
 * so it must exist once on the page. Shared as a package, Module Federation keeps
 * all of it in the host (server rendering, the style sheet manager, `withTheme`
 * and the rest: 1.5 KB gzip on every page), because a shared module is not
 * tree-shaken: any consumer might ask for any export. Shared through this entry
 * point instead, webpack keeps only what is re-exported here, and this module is
 * the page's one styled-components. Apps import it from here only (lint forbids
 * styled-components elsewhere, but for the home page's build-time render, which
 * runs in Node and uses its server style sheet); add an export here when an app
 * needs one.
 *
 * Its federation version is styled-components', and each app requires the range
 * its package.json names, so a remote built for another major is still refused
 * at load (scripts/webpack/create-app-config.ts).
 */
export { default, createGlobalStyle, css, keyframes, ThemeProvider } from 'styled-components';
