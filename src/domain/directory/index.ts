// What other features use of the directory's rules: a member's own card preview (my-info), the
// server's directory types, and how names are searched (the office's search too).
export {
  type AlumniCard,
  alumniCardOf,
  type AlumniSearchQuery,
  classLineOf,
  type DirectoryEntry,
  directoryEntryOfProfile,
} from './alumni-card';
export { type AlumniPlace, type AlumniRegion, regionOfCodes } from './alumni-region';
