// What other features use of the directory's rules: a member's own card preview (my-info) and
// the server's directory types.
export {
  type AlumniCard,
  alumniCardOf,
  type AlumniSearchQuery,
  classLineOf,
  type DirectoryEntry,
  directoryEntryOfProfile,
} from './alumni-card';
export { type AlumniPlace, type AlumniRegion, regionOfCodes } from './alumni-region';
