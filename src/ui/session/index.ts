// The session as the frame (header, route view) and features read it. Pages are not exported:
// the page registry loads them, each its own chunk.
export { useSessionView } from './use-session';
