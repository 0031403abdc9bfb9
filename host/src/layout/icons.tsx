import type { SVGProps } from 'react';

/** Heroicons (MIT) outline paths, drawn inline so the site needs no icon font or external URL. */
function Outline({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false" {...props}>
      <path strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Outline d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5" />;
export const CloseIcon = () => <Outline d="M6 18 18 6M6 6l12 12" />;
export const PinIcon = () => (
  <Outline d="M15 10.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM19.5 10.5c0 7.142-7.5 11.25-7.5 11.25S4.5 17.642 4.5 10.5a7.5 7.5 0 1 1 15 0Z" />
);
