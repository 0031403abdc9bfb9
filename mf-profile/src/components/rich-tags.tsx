import type { ReactNode } from 'react';

/** A rich message's tag for owner or patient data: shown as typed and left alone by translators (browser ones too). */
export const asTyped = (children: ReactNode) => <span translate="no">{children}</span>;

/** A rich message's `<b>` tag. */
export const bold = (children: ReactNode) => <strong>{children}</strong>;
