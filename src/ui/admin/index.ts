/** What other features' console screens use: the console's frame around their pages. */
export { OfficeFrame } from './OfficeFrame';
