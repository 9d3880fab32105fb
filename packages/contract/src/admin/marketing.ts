import { z } from 'zod';
import { EmptyRequest, Id } from '../common.js';
import { LegalDocuments, SiteSettings } from '../config.js';
import { BannerJump } from '../home.js';
import { operatorEndpoint } from './define.js';

/** A total order of rows: every id of the list, each once. */
export const OrderedIds = z
  .array(Id)
  .min(1)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, '列表不能有重复项');

// Hot search terms (热门搜索)

export const HotSearchName = z.string().trim().min(1, '请输入搜索词').max(20, '搜索词最多 20 个字');

export const AdminHotSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  clickCount: z.number().int(),
});
export type AdminHotSearch = z.infer<typeof AdminHotSearch>;

/** Every term, disabled ones too, in the order the search box's dropdown shows them. */
export const adminHotSearchList = operatorEndpoint({
  path: '/api/admin/hot-search/list',
  permission: 'marketing.read',
  writes: false,
  request: EmptyRequest,
  response: z.array(AdminHotSearch),
});

export const adminHotSearchCreate = operatorEndpoint({
  path: '/api/admin/hot-search/create',
  permission: 'marketing.write',
  writes: true,
  request: z.object({ name: HotSearchName }),
  response: AdminHotSearch,
});

export const adminHotSearchUpdate = operatorEndpoint({
  path: '/api/admin/hot-search/update',
  permission: 'marketing.write',
  writes: true,
  request: z.object({ id: Id, name: HotSearchName, enabled: z.boolean() }),
  response: AdminHotSearch,
});

export const adminHotSearchReorder = operatorEndpoint({
  path: '/api/admin/hot-search/reorder',
  permission: 'marketing.write',
  writes: true,
  request: z.object({ ids: OrderedIds }),
  response: z.array(AdminHotSearch),
});

// Banners with the spec's jump codes 1-7

export const BANNER_POSITIONS = ['home', 'training', 'member'] as const;
export const BannerPosition = z.enum(BANNER_POSITIONS);
export const BANNER_POSITION_NAMES: Record<(typeof BANNER_POSITIONS)[number], string> = {
  home: '首页轮播',
  training: '训练营首页',
  member: '会员页',
};

export const BANNER_JUMP_NAMES: Record<number, string> = {
  [BannerJump.EXTERNAL_URL]: '外部链接',
  [BannerJump.MEMBER_PAGE]: '会员页',
  [BannerJump.COURSE_DETAIL]: '课程详情',
  [BannerJump.BUNDLE_PAGE]: '套餐页',
  [BannerJump.YOUKE_PAGE]: '游客专区',
  [BannerJump.ONLINE_CAMP]: '线上训练营',
  [BannerJump.OFFLINE_CAMP]: '线下训练营',
};

/** Jump codes whose target is a product named by `productId`. */
export const JUMPS_WITH_PRODUCT: readonly number[] = [
  BannerJump.COURSE_DETAIL,
  BannerJump.BUNDLE_PAGE,
  BannerJump.ONLINE_CAMP,
  BannerJump.OFFLINE_CAMP,
];

export const BannerTitle = z.string().trim().min(1, '请输入轮播图标题').max(30, '标题最多 30 个字');
/** A picture from the console's picture upload (a site path) or an https address; `missing` when empty. */
export const consolePicture = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(500)
    .regex(/^(\/|https:\/\/)\S+$/, '图片地址须以 / 或 https:// 开头');
export const BannerPicture = consolePicture('请上传轮播图');
export const ExternalUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/i, '请输入以 http:// 或 https:// 开头的链接');

export const AdminBanner = z.object({
  id: z.number().int(),
  position: BannerPosition,
  title: z.string(),
  picPc: z.string(),
  jump: z.number().int().min(1).max(7),
  shareUrl: z.string().nullable(),
  productId: z.number().int().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;

export const BannerShape = z.object({
  position: BannerPosition,
  title: BannerTitle,
  picPc: BannerPicture,
  jump: z.number().int().min(1, '请选择跳转类型').max(7, '请选择跳转类型'),
  shareUrl: ExternalUrl.nullable().default(null),
  productId: Id.nullable().default(null),
  enabled: z.boolean().default(true),
});

/**
 * A banner's target must fit its jump code: a link for 1, a product of the right kind for 3, 4, 6
 * and 7 (checked against the catalogue by the server), nothing for 2 and 5; a target the code does
 * not use is dropped.
 */
function withTargetRules<T extends z.infer<typeof BannerShape>>(schema: z.ZodType<T>) {
  return schema
    .superRefine((banner, context) => {
      if (banner.jump === BannerJump.EXTERNAL_URL && !banner.shareUrl) {
        context.addIssue({ code: 'custom', path: ['shareUrl'], message: '外部链接须填写跳转地址' });
      }
      if (JUMPS_WITH_PRODUCT.includes(banner.jump) && banner.productId === null) {
        context.addIssue({ code: 'custom', path: ['productId'], message: '请填写跳转目标的编号' });
      }
    })
    .transform((banner) => ({
      ...banner,
      shareUrl: banner.jump === BannerJump.EXTERNAL_URL ? banner.shareUrl : null,
      productId: JUMPS_WITH_PRODUCT.includes(banner.jump) ? banner.productId : null,
    }));
}

export const BannerFields = withTargetRules(BannerShape);

export const adminBannerList = operatorEndpoint({
  path: '/api/admin/banner/list',
  permission: 'marketing.read',
  writes: false,
  request: z.object({ position: BannerPosition.default('home') }),
  response: z.array(AdminBanner),
});

export const adminBannerCreate = operatorEndpoint({
  path: '/api/admin/banner/create',
  permission: 'marketing.write',
  writes: true,
  request: BannerFields,
  response: AdminBanner,
});

export const adminBannerUpdate = operatorEndpoint({
  path: '/api/admin/banner/update',
  permission: 'marketing.write',
  writes: true,
  request: withTargetRules(BannerShape.extend({ id: Id })),
  response: AdminBanner,
});

export const adminBannerReorder = operatorEndpoint({
  path: '/api/admin/banner/reorder',
  permission: 'marketing.write',
  writes: true,
  request: z.object({ position: BannerPosition, ids: OrderedIds }),
  response: z.array(AdminBanner),
});

// Site settings: what the footer, the sidebar and the modals read

const settingText = (label: string, max: number) =>
  z.string().trim().min(1, `请输入${label}`).max(max, `${label}最多 ${max} 个字`);

export const SiteSettingsInput = z.object({
  siteName: settingText('站点名称', 30),
  slogan: settingText('口号', 60),
  aboutText: settingText('关于我们', 1000),
  servicePhone: settingText('客服电话', 30),
  serviceHours: settingText('服务时间', 60),
  serviceEmail: z.string().trim().email('请输入正确的邮箱').max(100),
  address: settingText('地址', 120),
  customerServiceQr: settingText('客服微信二维码内容', 500),
  appDownloadQr: settingText('APP 下载二维码内容', 500),
  officialAccountQr: settingText('公众号二维码内容', 500),
  icpRecord: settingText('ICP 备案号', 60),
  policeRecord: settingText('公安备案号', 60),
  copyright: settingText('版权信息', 120),
}) satisfies z.ZodType<SiteSettings>;

export const LegalDocumentsInput = z.object({
  userAgreement: settingText('用户协议', 20_000),
  privacyPolicy: settingText('隐私政策', 20_000),
});

export const adminLegalDetail = operatorEndpoint({
  path: '/api/admin/legal/detail',
  permission: 'marketing.read',
  writes: false,
  request: EmptyRequest,
  response: LegalDocuments,
});

/** Saves both documents; a change to either text makes a new version, which learners consent to anew. */
export const adminLegalSave = operatorEndpoint({
  path: '/api/admin/legal/save',
  permission: 'marketing.write',
  writes: true,
  request: LegalDocumentsInput,
  response: LegalDocuments,
});

export const adminSiteSettingsDetail = operatorEndpoint({
  path: '/api/admin/site-settings/detail',
  permission: 'marketing.read',
  writes: false,
  request: EmptyRequest,
  response: SiteSettings,
});

export const adminSiteSettingsSave = operatorEndpoint({
  path: '/api/admin/site-settings/save',
  permission: 'marketing.write',
  writes: true,
  request: SiteSettingsInput,
  response: SiteSettings,
});
