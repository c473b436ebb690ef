export { DUES_API, type DuesApi, OFFICE_DUES_API, type OfficeDuesApi } from './dues-api';
