/**
 * A message with tags as React nodes, by Lingui's TransNoContext. Its own chunk: most pages
 * (the home page among them) show no rich message, so they do not download it.
 */
import type { ReactNode } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { i18n } from './i18n';

export interface RichMessageProps {
  id: string;
  tags: Record<string, (children: ReactNode) => ReactNode>;
  values?: Record<string, string | number | Date | undefined>;
}

// Lingui reads tags in the text after it fills the values in: a value that looks like a tag (a clinic
// named "<b>A</b>") goes in as an element, so it shows as typed. Other text stays text for `select`.
const LOOKS_LIKE_TAG = /<\/?[a-zA-Z0-9]+\/?>/;
const asText = (values: RichMessageProps['values']) =>
  values &&
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' && LOOKS_LIKE_TAG.test(value) ? <>{value}</> : value]));

function Tag({ render, children }: { render: (children: ReactNode) => ReactNode; children?: ReactNode }) {
  return <>{render(children)}</>;
}

export default function RichMessage({ id, tags, values }: RichMessageProps) {
  // Lingui fills each `<name>…</name>` with `components[name]`; the function form lets a caller wrap the text as it likes.
  const components = Object.fromEntries(Object.entries(tags).map(([name, render]) => [name, <Tag key={name} render={render} />]));
  return <TransNoContext id={id} values={asText(values)} components={components} lingui={{ i18n }} />;
}
