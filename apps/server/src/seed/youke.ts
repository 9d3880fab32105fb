import type { youkeLists, youkeProjects } from '../modules/youke/tables.js';
import { type BannerArt, type CoverArt, demoPicture, type Palette } from './art.js';
import { buildSingleCourse } from './course-content.js';
import { parseCourseBlocks } from './course-table.js';
import { YOUKE_TABLES } from './youke-courses.js';

/** Free trial (youke) projects; their courses are free courses of channel `youke` (ids 201-214). */
interface ProjectDef {
  id: number;
  name: string;
  intro: string;
  audience: string;
  palette: Palette;
  /** Two lists per project, [id, name]; their courses are in youke-courses.ts. */
  lists: Array<[id: number, name: string]>;
}

const PROJECTS: ProjectDef[] = [
  {
    id: 1,
    name: '新任经理成长营',
    intro: '专为刚走上管理岗位的你设计，用碎片时间掌握带团队的第一批方法。',
    audience: '新任经理、一线主管与储备干部。',
    palette: 'ocean',
    lists: [
      [11, '角色认知'],
      [12, '带团队入门'],
    ],
  },
  {
    id: 2,
    name: '培训师入门',
    intro: '想成为内训师？从开场、克服紧张到写出第一份课程大纲，几节短课带你入门。',
    audience: '新任内训师、希望分享经验的业务骨干。',
    palette: 'plum',
    lists: [
      [21, '讲台基本功'],
      [22, '课程设计入门'],
    ],
  },
  {
    id: 3,
    name: '职场沟通',
    intro: '倾听、表达、汇报与写邮件，职场沟通的基本功一次补齐。',
    audience: '职场新人，以及希望提升沟通效果的职场人。',
    palette: 'emerald',
    lists: [
      [31, '沟通基本功'],
      [32, '汇报与表达'],
    ],
  },
];

function projectArt(project: ProjectDef, courseCount: number) {
  const cover: CoverArt = {
    kind: 'cover',
    file: `youke/project-${project.id}.svg`,
    title: project.name,
    label: '免费体验课',
    badge: `共${courseCount}门短课 · 随时开学`,
    palette: project.palette,
    motif: project.id,
  };
  const banner: BannerArt = {
    kind: 'banner',
    file: `youke/banner-${project.id}.svg`,
    title: project.name,
    sub: project.intro,
    cta: '',
    palette: project.palette,
    motif: project.id + 4,
  };
  const header: BannerArt = { ...banner, kind: 'header', file: `youke/header-${project.id}.svg` };
  return { cover, banner, header };
}

const built = PROJECTS.map((project) => {
  const blocks = project.lists.map(([listId]) => {
    const table = YOUKE_TABLES[listId];
    if (!table) throw new Error(`seed: no courses for youke list ${listId}`);
    return { listId, blocks: parseCourseBlocks(table) };
  });
  const art = projectArt(
    project,
    blocks.reduce((sum, list) => sum + list.blocks.length, 0),
  );
  const courses = blocks.flatMap(({ listId, blocks: listBlocks }) =>
    listBlocks.map((block, index) =>
      buildSingleCourse(block, {
        channel: 'youke',
        categoryId: null,
        youkeListId: listId,
        sort: index + 1,
        label: project.name,
        palette: project.palette,
        audience: project.audience,
        picHeader: demoPicture(art.header),
        picPcBanner: demoPicture(art.banner),
      }),
    ),
  );
  return { project, art, courses };
});

export const youkeProjectRows: (typeof youkeProjects.$inferInsert)[] = built.map(({ project, art }) => ({
  id: project.id,
  name: project.name,
  intro: project.intro,
  picCover: demoPicture(art.cover),
  sort: project.id,
}));

export const youkeListRows: (typeof youkeLists.$inferInsert)[] = PROJECTS.flatMap((project) =>
  project.lists.map(([id, name], index) => ({ id, projectId: project.id, name, sort: index + 1 })),
);

export const youkeCourses = built.flatMap(({ courses }) => courses);

export const youkeArt = built.flatMap(({ art }) => [art.cover, art.banner, art.header]);
