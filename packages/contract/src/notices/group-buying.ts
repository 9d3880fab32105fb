import { defineNotices } from './define.js';

interface GroupNamed {
  groupId: number;
  productName: string;
}

/** A group filled or failed: told to every paid member. */
export const groupNotices = defineNotices({
  groupFilled: {
    category: 'order',
    text: (group: GroupNamed) => ({
      title: '拼团成功',
      body: `您参与的拼团（${group.productName}）已成团，现在就可以开始学习了。`,
      link: `/group/${group.groupId}`,
    }),
  },
  groupFailed: {
    category: 'order',
    text: (group: GroupNamed & { amountYuan: string }) => ({
      title: '拼团失败',
      body: `您参与的拼团（${group.productName}）未能在时限内成团，拼团失败，¥${group.amountYuan} 将原路退回。`,
      link: `/group/${group.groupId}`,
    }),
  },
});
