/** The private link's path in the patient's mail (its text part may be quoted-printable or base64). */
export function estimatePathIn(mail: string): string | undefined {
  const texts = [mail.replace(/=\r?\n/g, '')];
  for (const part of mail.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)) texts.push(Buffer.from(part[1].replace(/\s/g, ''), 'base64').toString('utf8'));
  for (const text of texts) {
    const found = /\/estimate\/[A-Za-z0-9_-]{43}/.exec(text);
    if (found) return found[0];
  }
  return undefined;
}
