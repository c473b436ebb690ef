export { OFFICE_MESSAGE_API, type OfficeMessageApi, type OfficeOutbox } from './office-message-api';
export {
  type LinkChoices,
  MESSAGE_CHOICES_API,
  type MemberMessageChoices,
  type MessageChoicesApi,
  type WantedChoices,
} from './message-choices-api';
