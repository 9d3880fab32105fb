import {
  adminLearnerDetail,
  adminLearnerDisable,
  adminLearnerEnable,
  adminLearnerPasswordReset,
  adminLearnerSearch,
  adminLearnerVipGrant,
  type OperatorRole,
  seesLearnerPhones,
  userAccount,
  userAddressEdit,
  userAddressList,
  userAddressRemove,
  userAddressSave,
  userAssetDetail,
  userDataExport,
  userDetail,
  userEdit,
} from '@zhixue/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerEndpoint } from '../../platform/http/index.js';
import type { ObjectStorage } from '../../platform/storage/index.js';
import { grantVip, searchLearners, type VipExtender } from './admin-learners.js';
import { editAddress } from './edit-address.js';
import { editProfile } from './edit-profile.js';
import { exportOwnData, type OwnStudyReader } from './export-own-data.js';
import { listAddresses } from './list-addresses.js';
import {
  disableLearner,
  enableLearner,
  type LearnerOrders,
  loadLearnerDetail,
  resetLearnerPassword,
  type SessionEnder,
} from './manage-learner.js';
import { removeAddress } from './remove-address.js';
import { saveAddress } from './save-address.js';
import { registerAvatarUpload } from './upload-avatar.js';
import { type ClaimedGiftsReader, loadAssets } from './user-assets.js';
import { createProfileReader, type WechatBound } from './user-profile.js';

/**
 * What users shows or does of the areas above it. Membership, marketing and orders write account rows
 * through users' index.ts, so users cannot import them back: app.ts hands these over.
 */
export interface UsersUpstream {
  extendVip: VipExtender;
  claimedGifts: ClaimedGiftsReader;
  orders: LearnerOrders;
  readOwnStudy: OwnStudyReader;
  wechatBound: WechatBound;
}

/** The learner's own profile, membership assets, avatar and address book; the console's learners. */
export function registerUserRoutes(
  app: FastifyInstance,
  context: AppContext,
  {
    storage,
    forgetUser,
    sessions,
    upstream,
  }: {
    storage: ObjectStorage;
    forgetUser(userId: number): Promise<void>;
    sessions: SessionEnder;
    upstream: UsersUpstream;
  },
): void {
  const { db, routes } = context;
  registerEndpoint(app, routes, adminLearnerSearch, ({ body, operator }) =>
    searchLearners(db, body, seesLearnerPhones(operator.role), upstream.orders.paidCount),
  );
  registerEndpoint(app, routes, adminLearnerVipGrant, async ({ body, tx, audit, operator, afterCommit }) => {
    const { extendVip, orders } = upstream;
    const learner = await grantVip(
      tx,
      body,
      { extendVip, paidCount: orders.paidCount },
      audit,
      seesLearnerPhones(operator.role),
    );
    // Cached sessions carry the membership: the learner's next call must see the new one.
    afterCommit(() => forgetUser(body.userId));
    return learner;
  });
  registerEndpoint(app, routes, adminLearnerDetail, ({ body, operator }) =>
    loadLearnerDetail(db, body.id, seesLearnerPhones(operator.role), { orders: upstream.orders, sessions }),
  );
  const manage = (call: {
    tx: Parameters<typeof disableLearner>[0]['tx'];
    audit: Parameters<typeof disableLearner>[0]['audit'];
    afterCommit: Parameters<typeof disableLearner>[0]['afterCommit'];
    operator: { role: OperatorRole };
  }) => ({
    ...call,
    showPhones: seesLearnerPhones(call.operator.role),
    sessions,
    orders: upstream.orders,
  });
  registerEndpoint(app, routes, adminLearnerDisable, (call) =>
    disableLearner(manage(call), call.body.userId, call.body.reason),
  );
  registerEndpoint(app, routes, adminLearnerEnable, (call) => enableLearner(manage(call), call.body.userId));
  registerEndpoint(app, routes, adminLearnerPasswordReset, (call) =>
    resetLearnerPassword(manage(call), call.body.userId, call.body.password),
  );
  const profiles = createProfileReader(upstream.wechatBound);
  registerEndpoint(app, routes, userDetail, ({ session }) => profiles.loadProfile(db, session.userId));
  registerEndpoint(app, routes, userAssetDetail, ({ session }) =>
    loadAssets(db, session.userId, upstream.claimedGifts),
  );
  registerEndpoint(app, routes, userAccount, ({ session }) => profiles.loadAccount(db, session.userId));
  registerEndpoint(app, routes, userDataExport, ({ session }) =>
    exportOwnData(db, session.userId, { ...upstream, sessions }),
  );
  registerEndpoint(app, routes, userEdit, ({ body, session }) =>
    editProfile(db, storage, session.userId, body, profiles),
  );
  registerAvatarUpload(app, context, storage);

  registerEndpoint(app, routes, userAddressList, ({ session }) => listAddresses(db, session.userId));
  registerEndpoint(app, routes, userAddressSave, ({ body, session }) =>
    saveAddress(db, session.userId, body),
  );
  registerEndpoint(app, routes, userAddressEdit, ({ body, session }) =>
    editAddress(db, session.userId, body),
  );
  registerEndpoint(app, routes, userAddressRemove, ({ body, session }) =>
    removeAddress(db, session.userId, body.id),
  );
}
