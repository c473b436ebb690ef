export { OFFICE_MESSAGE_API, type OfficeMessageApi, type OfficeOutbox } from './office-message-api';
export {
  type AudienceCount,
  type CampaignContent,
  type CampaignDetail,
  type CampaignMessage,
  type CampaignRequest,
  OFFICE_CAMPAIGN_API,
  type OfficeCampaignApi,
} from './office-campaign-api';
export {
  type LinkChoices,
  MESSAGE_CHOICES_API,
  type MemberMessageChoices,
  type MessageChoicesApi,
  type WantedChoices,
} from './message-choices-api';
