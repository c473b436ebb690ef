export { isListedInDirectory, type SearchKey } from './alumni-search-keys';
