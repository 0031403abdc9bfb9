import fs from 'node:fs';

export async function fsyncDir(dir: string): Promise<void> {
  try {
    const h = await fs.promises.open(dir, 'r');
    try {
      await h.sync();
    } finally {
      await h.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; rename is still atomic there.
  }
}
