/**
 * `@directpay/shared-ui/styled`: the part of styled-components the apps use.
 *
 * styled-components holds the theme and style sheet in React context, so it must
 * exist once on the page. A shared package is not tree-shaken (any consumer might
 * ask for any export); shared through this entry point, webpack keeps only what is
 * re-exported here. Apps import it from here only (lint forbids styled-components
 * elsewhere, but for the home page's build-time render in Node); add an export
 * here when an app needs one. Its federation version is styled-components', so a
 * remote built for another major is refused at load (scripts/webpack/create-app-config.ts).
 */
export { default, createGlobalStyle, css, keyframes, ThemeProvider } from 'styled-components';
