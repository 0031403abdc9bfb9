/** Design tokens: one theme across host and remotes (styled-components is a singleton). */
export const theme = {
  colors: {
    brand: '#0f766e',
    brandDark: '#115e59',
    brandLight: '#ccfbf1',
    text: '#111827',
    muted: '#4b5563',
    border: '#e5e7eb',
    surface: '#ffffff',
    subtle: '#f9fafb',
    danger: '#b91c1c',
    success: '#166534',
    focus: '#2563eb',
  },
  widths: {
    /** max-w-5xl in the original */
    page: '64rem',
    /** max-w-7xl, used on /search */
    wide: '80rem',
  },
  breakpoints: {
    /** mobile layout below this width */
    mobile: 768,
    /** doctor carousel shows 2 per page below this width */
    carousel: 640,
    /** the smallest phones (320-359px): tight rows drop what is decorative */
    narrow: 360,
  },
  radius: '0.5rem',
} as const;

export type Theme = typeof theme;

export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.mobile - 1}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.mobile}px)`,
  narrow: `@media (max-width: ${theme.breakpoints.narrow - 1}px)`,
};
