import { type AlumniCard, classLineOf } from '../../domain/directory/alumni-card';
import { DUES_BADGE_LABEL } from '../../domain/payments';
import { DIRECTORY_FIELD_LABELS } from '../../domain/shared/member/directory-privacy';
import './AlumniCardItem.css';

/** One alumnus: name and class always, the 회비 납부 badge if shown, then the fields they share. */
export function AlumniCardItem({ card }: { readonly card: AlumniCard }) {
  const work = [card.company, card.jobTitle].filter(Boolean).join(' · ');
  const details = [
    card.phone
      ? {
          label: DIRECTORY_FIELD_LABELS.phone,
          value: <a href={`tel:${card.phone.replace(/[^\d+]/gu, '')}`}>{card.phone}</a>,
        }
      : null,
    card.email
      ? {
          label: DIRECTORY_FIELD_LABELS.email,
          value: <a href={`mailto:${card.email}`}>{card.email}</a>,
        }
      : null,
    work ? { label: DIRECTORY_FIELD_LABELS.company, value: work } : null,
    card.region ? { label: DIRECTORY_FIELD_LABELS.region, value: card.region } : null,
  ].filter((detail) => detail !== null);
  return (
    <li className="alumni-card">
      <h3 className="alumni-card__name">{card.name}</h3>
      <p className="alumni-card__class">{classLineOf(card)}</p>
      {/* Only when the member allows it and this year's dues are paid (the server decides). */}
      {card.duesPaid ? (
        <p className="alumni-card__badges">
          <span className="badge">{DUES_BADGE_LABEL}</span>
        </p>
      ) : null}
      {details.length > 0 ? (
        <dl className="alumni-card__details">
          {details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="alumni-card__none">공개한 정보가 없습니다.</p>
      )}
    </li>
  );
}
