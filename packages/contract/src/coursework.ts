import { z } from 'zod';
import { Id } from './common.js';
import { endpoint } from './endpoint.js';
import { PageQuery, pageOf } from './envelope.js';

/**
 * Coursework (作业, /trainingCamp/work/:id). An assignment belongs to a camp plan item of kind
 * `coursework`; each enrolled learner keeps one submission of it: a draft, then submitted, editable
 * and removable until the deadline (every earlier state is kept as a version). Text is HTML that the
 * server sanitises with an allow-list before storing; images and attachments are uploaded first
 * (`coursework/file/upload`, multipart) and named by id. Files are private: their addresses are
 * signed and short-lived, issued only to someone who may read the submission.
 */

/** Others' work is shown `always`, or only once the learner submitted their own (`after_submit`). */
export const CourseworkVisibility = z.enum(['always', 'after_submit']);
export type CourseworkVisibility = z.infer<typeof CourseworkVisibility>;

/** The plan item counts toward camp progress once the work is submitted, or once a trainer approves it. */
export const CourseworkCountsOn = z.enum(['submit', 'approve']);
export type CourseworkCountsOn = z.infer<typeof CourseworkCountsOn>;

export const SubmissionStatus = z.enum(['draft', 'submitted']);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

export const CourseworkFileKind = z.enum(['image', 'attachment']);
export type CourseworkFileKind = z.infer<typeof CourseworkFileKind>;

export const COURSEWORK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const COURSEWORK_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const COURSEWORK_FILES_MAX = 9;
export const COURSEWORK_TEXT_MAX = 20_000;
export const courseworkFileUploadPath = '/api/front/coursework/file/upload';

/** An uploaded file; `url` is a signed address valid for minutes. */
export const CourseworkFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  kind: CourseworkFileKind,
  url: z.string(),
});
export type CourseworkFile = z.infer<typeof CourseworkFile>;

const ChinaTime = z.string();

export const CourseworkAssignment = z.object({
  id: z.number().int(),
  trainingId: z.number().int(),
  trainingTitle: z.string(),
  title: z.string(),
  /** Plain text; line breaks are the author's. */
  requirements: z.string(),
  deadline: ChinaTime,
  lateAllowed: z.boolean(),
  visibility: CourseworkVisibility,
  countsOn: CourseworkCountsOn,
  /** The deadline has passed. */
  closed: z.boolean(),
});
export type CourseworkAssignment = z.infer<typeof CourseworkAssignment>;

/** A trainer's review, shown to its learner once released. */
export const CourseworkReview = z.object({
  score: z.number().int(),
  comment: z.string(),
  excellent: z.boolean(),
  releasedAt: ChinaTime,
});
export type CourseworkReview = z.infer<typeof CourseworkReview>;

/** The learner's own submission. */
export const MySubmission = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  status: SubmissionStatus,
  /** Sanitised HTML. */
  content: z.string(),
  files: z.array(CourseworkFile),
  version: z.number().int(),
  submittedAt: ChinaTime.nullable(),
  updatedAt: ChinaTime,
  late: z.boolean(),
  review: CourseworkReview.nullable(),
  /** May still be edited or removed (before the deadline, or late work accepted). */
  canEdit: z.boolean(),
});
export type MySubmission = z.infer<typeof MySubmission>;

export const CourseworkDetail = z.object({
  assignment: CourseworkAssignment,
  mine: MySubmission.nullable(),
  /** The learner may see others' work now (the assignment's visibility rule). */
  othersVisible: z.boolean(),
  /** The learner's enrolment in the camp: the way back to its plan (/trainingCamp/online/plan/{id}). */
  enrolmentId: z.number().int(),
});
export type CourseworkDetail = z.infer<typeof CourseworkDetail>;

export const CourseworkAuthor = z.object({ nickname: z.string(), avatar: z.string() });

/** A submitted work as others see it in the list. */
export const WorkCard = z.object({
  id: z.number().int(),
  author: CourseworkAuthor,
  /** Sanitised HTML. */
  content: z.string(),
  images: z.array(CourseworkFile),
  submittedAt: ChinaTime,
  excellent: z.boolean(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  collected: z.boolean(),
  mine: z.boolean(),
});
export type WorkCard = z.infer<typeof WorkCard>;

export const CourseworkComment = z.object({
  id: z.number().int(),
  author: CourseworkAuthor,
  /** Plain text: the page shows it as text, never as markup. */
  content: z.string(),
  createdAt: ChinaTime,
  /** The viewer wrote it, and so may remove it. */
  mine: z.boolean(),
});
export type CourseworkComment = z.infer<typeof CourseworkComment>;

export const WorkDetail = WorkCard.extend({
  assignmentId: z.number().int(),
  assignmentTitle: z.string(),
  files: z.array(CourseworkFile),
  comments: z.array(CourseworkComment),
});
export type WorkDetail = z.infer<typeof WorkDetail>;

const WorkText = z.string().max(COURSEWORK_TEXT_MAX, '作业内容过长');
const FileIds = z.array(Id).max(COURSEWORK_FILES_MAX, `最多上传 ${COURSEWORK_FILES_MAX} 个文件`);

export const courseworkDetail = endpoint({
  path: '/api/front/coursework/detail',
  access: 'user',
  request: z.object({ id: Id }),
  response: CourseworkDetail,
});

/** The learner's first save of an assignment: a draft, or submitted at once with `submit`. */
export const courseworkSave = endpoint({
  path: '/api/front/coursework/save',
  access: 'user',
  request: z.object({ assignmentId: Id, content: WorkText, fileIds: FileIds, submit: z.boolean() }),
  response: MySubmission,
});

/** A later save of the learner's submission; the state before is kept as a version. */
export const courseworkEdit = endpoint({
  path: '/api/front/coursework/edit',
  access: 'user',
  request: z.object({ id: Id, content: WorkText, fileIds: FileIds, submit: z.boolean() }),
  response: MySubmission,
});

export const courseworkRemove = endpoint({
  path: '/api/front/coursework/remove',
  access: 'user',
  request: z.object({ id: Id }),
  response: z.null(),
});

/** The learner's own submission of an assignment, or null. */
export const courseworkUserDetail = endpoint({
  path: '/api/front/coursework/user/detail',
  access: 'user',
  request: z.object({ assignmentId: Id }),
  response: MySubmission.nullable(),
});

/** One submitted work with its files and comments, for whoever may see it. */
export const courseworkUserDetailV2 = endpoint({
  path: '/api/front/coursework/user/detail/v2',
  access: 'user',
  request: z.object({ id: Id }),
  response: WorkDetail,
});

/** The submitted work of an assignment, excellent work pinned first, then the newest. */
export const courseworkUserListV2 = endpoint({
  path: '/api/front/coursework/user/list/v2',
  access: 'user',
  request: PageQuery.extend({ assignmentId: Id }),
  response: pageOf(WorkCard),
});

/** Likes and collections are one row per learner and work: setting twice changes nothing. */
export const courseworkLike = endpoint({
  path: '/api/front/coursework/like',
  access: 'user',
  request: z.object({ id: Id, liked: z.boolean() }),
  response: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
});

export const courseworkCollect = endpoint({
  path: '/api/front/coursework/collect',
  access: 'user',
  request: z.object({ id: Id, collected: z.boolean() }),
  response: z.object({ collected: z.boolean() }),
});

export const courseworkCommentSave = endpoint({
  path: '/api/front/training/v2/coursework/comment/save',
  access: 'user',
  request: z.object({
    workId: Id,
    content: z.string().trim().min(1, '请输入评论内容').max(500, '评论最多 500 个字'),
  }),
  response: CourseworkComment,
});

/** A learner removes their own comment (a trainer removes any, in the console). */
export const courseworkCommentRemove = endpoint({
  path: '/api/front/training/v2/coursework/comment/remove',
  access: 'user',
  request: z.object({ id: Id }),
  response: z.null(),
});

/** A row of the personal centre's coursework list. */
export const MyCourseworkRow = z.object({
  submissionId: z.number().int(),
  assignmentId: z.number().int(),
  assignmentTitle: z.string(),
  trainingTitle: z.string(),
  status: SubmissionStatus,
  deadline: ChinaTime,
  updatedAt: ChinaTime,
  /** Null until a review is released. */
  score: z.number().int().nullable(),
});
export type MyCourseworkRow = z.infer<typeof MyCourseworkRow>;

export const userCourseworkList = endpoint({
  path: '/api/front/user/coursework/list',
  access: 'user',
  request: PageQuery,
  response: pageOf(MyCourseworkRow),
});

export const CollectedWork = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  assignmentTitle: z.string(),
  author: CourseworkAuthor,
  /** The work's text without markup, cut short. */
  excerpt: z.string(),
  collectedAt: ChinaTime,
});
export type CollectedWork = z.infer<typeof CollectedWork>;

export const userCourseworkCollectionList = endpoint({
  path: '/api/front/user/coursework/collection/list',
  access: 'user',
  request: PageQuery,
  response: pageOf(CollectedWork),
});

export const CourseworkFileUploadResult = CourseworkFile;
