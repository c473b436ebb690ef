/**
 * The id of the JSON data block in which a page the server rendered with its content carries
 * the answers it was rendered from (issue 13, item 7): written by the server
 * (server/adapters/http/shared/page-rendering.ts), read by the SPA at start
 * (src/composition/server-answers.ts).
 */
export const SERVER_ANSWERS_ID = 'server-answers';
