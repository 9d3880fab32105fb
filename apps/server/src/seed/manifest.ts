import type { ArtSpec } from './art.js';
import { bundleArt } from './bundles.js';
import { campArt } from './camps.js';
import { categoryArt } from './categories.js';
import { singleCourses } from './courses.js';
import { enterpriseArt } from './enterprise.js';
import { enterpriseCentreArt } from './enterprise-centre.js';
import { lecturerArt } from './lecturers.js';
import { bannerArtList } from './marketing.js';
import { membershipArt } from './membership.js';
import { youkeArt, youkeCourses } from './youke.js';

export interface ArtManifest {
  note: string;
  pictures: ArtSpec[];
}

/** Every demo picture the seed refers to, once each, sorted by file (see art.ts). */
export function demoArtManifest(): ArtManifest {
  const all: ArtSpec[] = [
    ...categoryArt,
    ...lecturerArt,
    ...singleCourses.map((seed) => seed.cover),
    ...bundleArt,
    ...youkeArt,
    ...youkeCourses.map((seed) => seed.cover),
    ...campArt,
    ...bannerArtList,
    ...membershipArt,
    ...enterpriseArt,
    ...enterpriseCentreArt,
  ];
  const byFile = new Map<string, ArtSpec>();
  for (const art of all) {
    const seen = byFile.get(art.file);
    if (seen && JSON.stringify(seen) !== JSON.stringify(art)) {
      throw new Error(`seed: two pictures at ${art.file}`);
    }
    byFile.set(art.file, art);
  }
  return {
    note: 'Generated from the demo seed by its test (vitest run ... --update); drawn by apps/server/scripts/generate-demo-art.mjs.',
    pictures: [...byFile.values()].sort((a, b) => a.file.localeCompare(b.file)),
  };
}
