import { SERVER_ANSWERS_ID } from '../contract/shared/server-answers';

/**
 * The answers the server rendered the page from (issue 13, item 7), sent in the page as a JSON
 * data block (`<script type="application/json">`, which no browser runs and the CSP allows);
 * null when the page came without them (the shell, a build-time page) or they cannot be read.
 */
export function readServerAnswers(
  document: Pick<Document, 'getElementById'>,
): Record<string, unknown> | null {
  const text = document.getElementById(SERVER_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const answers = JSON.parse(text) as unknown;
    return typeof answers === 'object' && answers !== null && !Array.isArray(answers)
      ? (answers as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
