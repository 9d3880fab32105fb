/**
 * Unread messages for the header bell's red dot. The count comes from the coursework comment
 * notices (`/api/front/training/v2/coursework/comment/notice/count`, spec section 7), which the
 * contract does not define yet. Until it does there is nothing to count: visitors and users alike
 * get 0, never an invented number. The messages work replaces the body with a query on that call
 * (enabled only when logged in).
 */
export function useUnreadCount(): number {
  return 0;
}
