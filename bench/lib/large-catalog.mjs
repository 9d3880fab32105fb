import pg from 'pg';

/** Topics and forms the generated course names are made of: real course titles, never filler text. */
const TOPICS = [
  '领导力',
  '高效沟通',
  '大客户销售',
  '时间管理',
  '团队协作',
  '项目管理',
  '财务分析',
  '人力资源',
  '数字化转型',
  '客户服务',
  '商务谈判',
  '公众演讲',
  '品牌营销',
  '供应链管理',
  '质量管理',
  '创新思维',
  '职场写作',
  '数据分析',
  '绩效管理',
  '招聘面试',
];
const FORMS = ['实战', '进阶', '入门', '精讲', '工作坊', '案例课', '方法论', '必修课'];

/** Common words a learner types: whole topics and two-character pieces of them. */
export const COMMON_KEYWORDS = [...TOPICS, ...TOPICS.map((topic) => topic.slice(0, 2)), ...FORMS];

/**
 * Fills the main catalogue up to `total` listed courses in one `INSERT … SELECT generate_series`:
 * each copies the texts and pictures of a seeded course and gets a name of its own
 * (`领导力实战（第123期）`), a category, a lecturer and a price. The trigger of migration 0010 writes
 * each one's search row (`listed_courses`) exactly as it does for any course the app writes. Run
 * after the server has migrated and seeded the database, and before any request, so no cache holds
 * the smaller catalogue.
 *
 * @param {string} databaseUrl
 * @param {number} total listed main-site courses and bundles wanted
 * @returns {Promise<{ added: number, ids: number[] }>} how many were added, and their ids
 */
export async function fillCatalog(databaseUrl, total) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const listed = await client.query(
      "select count(*)::int as n from courses where channel = 'main' and published",
    );
    const added = Math.max(0, total - listed.rows[0].n);
    const inserted = await client.query(
      `insert into courses (type, channel, name, summary, description, pic_cover, pic_header, pic_pc_banner,
         category_id, lecturer_id, charge, price, vip, vip_charge, vip_price, line_price, labels,
         learner_count, lesson_count, sort, published_at)
       select 1, 'main',
         ($2::text[])[1 + n % cardinality($2::text[])] || ($3::text[])[1 + (n / cardinality($2::text[])) % cardinality($3::text[])]
           || '（第' || n || '期）',
         template.summary, template.description, template.pic_cover, template.pic_header, template.pic_pc_banner,
         (select array_agg(id order by id) from categories)[1 + n % (select count(*)::int from categories)],
         (select array_agg(id order by id) from lecturers)[1 + n % (select count(*)::int from lecturers)],
         case when n % 10 = 0 then 0 when n % 10 = 1 then 2 else 1 end,
         case when n % 10 = 0 then 0 else 9900 + (n % 40) * 1000 end,
         (n % 3 = 0)::int, 1, case when n % 10 = 0 then 0 else 6900 + (n % 40) * 700 end,
         case when n % 10 = 0 then 0 else 19900 + (n % 40) * 1000 end,
         template.labels, n % 5000, 12, 1000 + n, now() - make_interval(hours => n)
       from generate_series(1, $1::int) as n
       cross join (select * from courses where channel = 'main' and type = 1 order by id limit 1) as template
       returning id`,
      [added, TOPICS, FORMS],
    );
    // As autovacuum would soon after such an import: statistics, and visibility for index-only reads.
    await client.query('vacuum analyze courses, listed_courses');
    return { added, ids: inserted.rows.map((row) => Number(row.id)) };
  } finally {
    await client.end();
  }
}
