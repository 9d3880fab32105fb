import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Free trial (youke) projects and their lists; their courses are rows of `courses` with channel `youke`. */
export const youkeProjects = pgTable('youke_projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  picCover: text('pic_cover').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Shown on /youke; the console creates a project unpublished. */
  published: boolean('published').notNull().default(true),
});

export const youkeLists = pgTable('youke_lists', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => youkeProjects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Shown on /youke when its project is too; the console creates a list unpublished. */
  published: boolean('published').notNull().default(true),
});
