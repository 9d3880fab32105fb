import styles from './coursework.module.css';

/**
 * A work's text. The server stored it through its allow-list (paragraphs, emphasis, lists, quotes,
 * code, http(s) links) and drops everything else, so it is shown as the markup it is.
 */
export function WorkHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list before it was stored
  return <div className={styles.workText} dangerouslySetInnerHTML={{ __html: html }} />;
}
