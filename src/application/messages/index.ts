export { OFFICE_MESSAGE_API, type OfficeMessageApi, type OfficeOutbox } from './office-message-api';
