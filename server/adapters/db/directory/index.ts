export {
  insertSearchKeys,
  type ListedMember,
  replaceSearchKeys,
  searchKeyRowsOf,
} from './alumni-directory-repository';
