/** The appointment links in a mail (its text part may be quoted-printable or base64), in the order the mail lists them. */
export function appointmentPathsIn(mail: string, kind: 'appointment' | 'appointment-answer'): string[] {
  const texts = [mail.replace(/=\r?\n/g, '')];
  for (const part of mail.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)) texts.push(Buffer.from(part[1].replace(/\s/g, ''), 'base64').toString('utf8'));
  const pattern = new RegExp(`/${kind}/[A-Za-z0-9_.-]{22,}`, 'g');
  for (const text of texts) {
    const found = [...text.matchAll(pattern)].map((m) => m[0]);
    if (found.length) return found;
  }
  return [];
}
