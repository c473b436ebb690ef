export {
  LIBRARY_API,
  type LibraryApi,
  OFFICE_LIBRARY_API,
  type OfficeLibraryApi,
} from './library-api';
