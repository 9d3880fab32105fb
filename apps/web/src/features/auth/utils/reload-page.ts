/** After a login (or a claimed gift) the page reloads so every call sees the new session (spec 4). */
export function reloadPage(): void {
  window.location.reload();
}
