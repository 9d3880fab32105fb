/**
 * The demo pictures. Every picture column of the seed points at an SVG under `apps/web/public/demo/`,
 * drawn by `apps/server/scripts/generate-demo-art.mjs`. Covers and banners carry the course or camp
 * name, so the drawing needs the seed's data; the seed's TypeScript stays the one source of it:
 * each area lists the pictures it references as `ArtSpec`s, `manifest.ts` gathers them, and the seed
 * test keeps `art-manifest.json` (which the plain-Node script reads) equal to that list as a file
 * snapshot. After changing seed data: `npx vitest run apps/server/src/seed --update`, then
 * `node apps/server/scripts/generate-demo-art.mjs`.
 *
 * Palettes are named here and coloured in the script, so art direction stays in one file.
 */
export type Palette =
  | 'indigo'
  | 'violet'
  | 'navy'
  | 'teal'
  | 'orange'
  | 'rose'
  | 'emerald'
  | 'ocean'
  | 'gold'
  | 'plum';

/** A 480×270 card picture: gradient, abstract shapes, the title in at most two lines and a label pill. */
export interface CoverArt {
  kind: 'cover';
  file: string;
  title: string;
  label: string;
  /** Small line at the bottom, e.g. 知学精品课. */
  badge: string;
  palette: Palette;
  /** Picks one of the abstract shape layouts so neighbouring cards differ. */
  motif: number;
}

/**
 * A 1920×320 carousel picture whose text sits inside the middle 1240px (`banner`), or a 1240×300
 * course header picture (`header`) drawn the same way.
 */
export interface BannerArt {
  kind: 'banner' | 'header';
  file: string;
  title: string;
  sub: string;
  /** Text of the call-to-action pill; empty draws none. */
  cta: string;
  palette: Palette;
  motif: number;
}

/** A 200×200 round avatar showing one character. */
export interface AvatarArt {
  kind: 'avatar';
  file: string;
  title: string;
  text: string;
  palette: Palette;
}

/** A 320×96 enterprise logo: a mark and the short name. */
export interface LogoArt {
  kind: 'logo';
  file: string;
  title: string;
  text: string;
  palette: Palette;
}

export type ArtSpec = CoverArt | BannerArt | AvatarArt | LogoArt;

/** The address the web serves a demo picture at. */
export function demoPicture(art: ArtSpec): string {
  return `/demo/${art.file}`;
}

/** Two-digit or three-digit zero padding for file names (c007.svg sorts well). */
export function pad(id: number, width = 2): string {
  return String(id).padStart(width, '0');
}

const PALETTE_CYCLE: Palette[] = ['indigo', 'teal', 'violet', 'orange', 'rose', 'emerald', 'ocean', 'plum'];

/** A palette picked by position, for pictures (avatars, users) without a palette of their own. */
export function cyclePalette(index: number): Palette {
  return PALETTE_CYCLE[index % PALETTE_CYCLE.length] ?? 'indigo';
}
