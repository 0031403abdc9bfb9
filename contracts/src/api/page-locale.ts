/**
 * The language of the page a request was sent from, in the bodies whose mails (and estimate)
 * go out in it: sign-up, a message to a clinic, an estimate request and its issue. Left out:
 * English (on an issue: the request's language).
 */
import { Type } from '@sinclair/typebox';

export const PageLocale = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('es')]));
