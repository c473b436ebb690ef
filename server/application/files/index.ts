export { removeUnreferencedContent } from './content-removal';
