/**
 * The static pages' messages (about, intro, why list, glossary, privacy, terms, open data):
 * long texts, loaded with those pages only, so the home page's script never carries them.
 */
import { defineMessages } from '@directpay/shared-ui/i18n';
import english from './messages/en.json';

export type PageMessage = keyof typeof english;

export const { useMessages, t } = defineMessages('host.pages', english, { es: () => import('./messages/es.json') });
