/**
 * Demo pictures drawn locally (SVG rendered by sharp): no external URLs and
 * no network. A small pool of scenes is rendered once; each clinic gets its own
 * GridFS copies, so deleting one clinic's images never touches another's.
 */
import sharp from 'sharp';

const SCENES = ['Reception', 'Exam room', 'Waiting area', 'Front entrance', 'Consultation room', 'Lab'] as const;
const PALETTES = [
  ['#e6f2f1', '#2a7f78', '#f5b971'],
  ['#eef1fa', '#3d5a98', '#f28f7d'],
  ['#f6f0e6', '#8a5a2b', '#6fb08f'],
  ['#f0f7ea', '#4f7f3a', '#d98bb3'],
];

function svg(scene: string, [bg, main, accent]: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
  <rect width="960" height="640" fill="${bg}"/>
  <rect x="0" y="470" width="960" height="170" fill="${main}" opacity="0.18"/>
  <rect x="140" y="170" width="680" height="300" rx="18" fill="#ffffff" stroke="${main}" stroke-width="8"/>
  <rect x="200" y="230" width="150" height="110" rx="8" fill="${accent}" opacity="0.7"/>
  <rect x="405" y="230" width="150" height="110" rx="8" fill="${accent}" opacity="0.5"/>
  <rect x="610" y="230" width="150" height="110" rx="8" fill="${accent}" opacity="0.7"/>
  <rect x="430" y="360" width="100" height="110" fill="${main}"/>
  <rect x="462" y="100" width="36" height="100" fill="${main}"/>
  <rect x="430" y="132" width="100" height="36" fill="${main}"/>
  <text x="480" y="560" font-family="sans-serif" font-size="44" text-anchor="middle" fill="${main}">${scene}</text>
  <text x="480" y="610" font-family="sans-serif" font-size="26" text-anchor="middle" fill="${main}">Demo image</text>
</svg>`;
}

export interface DemoPicture {
  large: Buffer;
  thumb: Buffer;
}

/** Renders every scene in every palette: the pool demo clinics draw from. */
export async function renderDemoPictures(): Promise<DemoPicture[]> {
  const jobs = PALETTES.flatMap((palette) =>
    SCENES.map(async (scene) => {
      const image = sharp(Buffer.from(svg(scene, palette)));
      const [large, thumb] = await Promise.all([
        image.clone().jpeg({ quality: 72, mozjpeg: true }).toBuffer(),
        image.clone().resize(320, 214).jpeg({ quality: 70, mozjpeg: true }).toBuffer(),
      ]);
      return { large, thumb };
    }),
  );
  return Promise.all(jobs);
}
