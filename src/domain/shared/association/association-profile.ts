/**
 * Who runs the site: what the header, the footer and the privacy policy say about the
 * association. Configuration decides the values; see `src/composition/config.ts`.
 */
export interface AssociationProfile {
  /** As the site shows it, e.g. "한빛고등학교 총동문회". */
  readonly name: string;
  /** The school, e.g. "한빛고등학교". */
  readonly schoolName: string;
  /** Postal address of the office. */
  readonly address: string;
  readonly phone: string;
  readonly fax: string;
  readonly email: string;
  /** 고유번호 (non-profit registration number), shown in the footer. */
  readonly registrationNumber: string;
  /** 대표자 */
  readonly representative: string;
  /** 개인정보 보호책임자 */
  readonly privacyOfficer: {
    readonly name: string;
    readonly position: string;
    readonly phone: string;
    readonly email: string;
  };
  /** Date the privacy policy took effect, YYYY-MM-DD. */
  readonly privacyPolicyEffectiveDate: string;
  /** The office on a map (WGS 84 degrees), for 오시는 길. */
  readonly location: { readonly latitude: number; readonly longitude: number };
  /** A static map of the office's surroundings (약도): shown without a map service. */
  readonly mapImage: { readonly src: string; readonly alt: string };
}
