import type { categories } from '../modules/catalog/tables.js';
import { type BannerArt, demoPicture, type Palette, pad } from './art.js';

export interface CategoryDef {
  id: number;
  name: string;
  palette: Palette;
  /** Who the category's courses are for; the course descriptions quote it. */
  audience: string;
  /** The line under the name on the category's detail banner. */
  tagline: string;
}

export const CATEGORIES: CategoryDef[] = [
  {
    id: 1,
    name: '培训师成长',
    palette: 'indigo',
    audience: '企业内训师、新任培训师、培训项目负责人，以及希望把经验讲给更多人听的业务骨干。',
    tagline: '从站上讲台到讲好一堂课',
  },
  {
    id: 2,
    name: '课程开发',
    palette: 'violet',
    audience: '内训师、课程设计师、培训经理，以及负责组织经验沉淀的业务专家。',
    tagline: '把组织经验变成可复制的好课程',
  },
  {
    id: 3,
    name: '领导力',
    palette: 'navy',
    audience: '中高层管理者、高潜人才，以及即将承担更大团队的业务负责人。',
    tagline: '带领团队穿越不确定',
  },
  {
    id: 4,
    name: '管理技能',
    palette: 'teal',
    audience: '新任经理、一线主管、项目负责人，以及需要协调跨部门资源的骨干员工。',
    tagline: '新任经理的实用工具箱',
  },
  {
    id: 5,
    name: '销售与营销',
    palette: 'orange',
    audience: '一线销售、大客户经理、销售管理者，以及市场与品牌营销人员。',
    tagline: '懂客户，才能赢客户',
  },
  {
    id: 6,
    name: '人力资源',
    palette: 'rose',
    audience: 'HR从业者、HRBP、人才发展负责人，以及需要带人用人的业务管理者。',
    tagline: '选育用留，一套方法讲清楚',
  },
  {
    id: 7,
    name: '职场效能',
    palette: 'emerald',
    audience: '职场新人、知识工作者，以及希望提升思考、表达与自我管理效率的职场人。',
    tagline: '把每一小时用在刀刃上',
  },
  {
    id: 8,
    name: '数字化转型',
    palette: 'ocean',
    audience: '企业管理者、数字化项目负责人，以及希望用新工具提升效率的业务骨干。',
    tagline: '用数据和AI重塑工作方式',
  },
];

export function categoryById(id: number): CategoryDef {
  const found = CATEGORIES.find((category) => category.id === id);
  if (!found) throw new Error(`seed: unknown category ${id}`);
  return found;
}

/** The wide banner on a course detail page; one per category keeps the artwork small. */
export function categoryBannerArt(category: CategoryDef): BannerArt {
  return {
    kind: 'banner',
    file: `course-banners/cat-${pad(category.id)}.svg`,
    title: category.name,
    sub: category.tagline,
    cta: '',
    palette: category.palette,
    motif: category.id,
  };
}

/** The header picture of a course (list item and detail top); the same content, content-width. */
export function categoryHeaderArt(category: CategoryDef): BannerArt {
  return { ...categoryBannerArt(category), kind: 'header', file: `headers/cat-${pad(category.id)}.svg` };
}

export const categoryRows: (typeof categories.$inferInsert)[] = CATEGORIES.map((category) => ({
  id: category.id,
  name: category.name,
  parentId: null,
  sort: category.id,
}));

export const categoryArt = CATEGORIES.flatMap((category) => [
  categoryBannerArt(category),
  categoryHeaderArt(category),
]);

export const categoryPictures = (category: CategoryDef) => ({
  picHeader: demoPicture(categoryHeaderArt(category)),
  picPcBanner: demoPicture(categoryBannerArt(category)),
});
