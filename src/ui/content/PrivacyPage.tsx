import { useAppServices } from '../shared/app/app-services';
import type { PageProps } from '../shared/routing/page-registry';
import { withTopicParticle } from '../../domain/shared/text/korean-particles';
import { ACCESS_LOG_RETENTION_MONTHS } from '../../domain/access-log';
import { REJECTED_APPLICATION_RETENTION_DAYS } from '../../domain/accounts';
import { PERSONAL_DATA_ACCESS_RETENTION_YEARS } from '../../domain/admin';
import { REGISTRATION_RETENTION_MONTHS } from '../../domain/events';
import './PrivacyPage.css';

/**
 * 개인정보처리방침, as 개인정보 보호법 제30조 asks: what is collected and why, for how long,
 * who else handles it, how it is destroyed, the member's rights, safeguards, the officer, and
 * where to complain.
 */
export default function PrivacyPage({ route }: PageProps) {
  const { association } = useAppServices();
  const name = association.name;
  const officer = association.privacyOfficer;
  const [year, month, day] = association.privacyPolicyEffectiveDate.split('-');
  const effective = `${year}년 ${Number(month)}월 ${Number(day)}일`;
  return (
    <article className="policy">
      <h1>{route.title}</h1>
      <p>
        {withTopicParticle(name)} 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고
        이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을
        수립·공개합니다.
      </p>

      <h2>제1조 개인정보의 처리 목적</h2>
      <p>총동문회는 다음 목적을 위하여 개인정보를 처리하며, 목적이 바뀌면 미리 동의를 받습니다.</p>
      <ol>
        <li>
          회원 가입과 관리: 동문 여부 확인과 가입 승인, 본인 확인, 회원자격 유지·관리, 부정 이용
          방지, 각종 고지·통지
        </li>
        <li>동문 찾기: 회원이 공개하기로 선택한 정보에 한하여 다른 동문 회원에게 제공</li>
        <li>
          장학기금 기부: 기부 내역 관리와 「소득세법」·「법인세법」에 따른 기부금영수증
          발급(이메일·팩스 발송 포함)
        </li>
        <li>
          행사 참가 신청: 신청 확인과 참가비 결제·환불, 대기자 안내, 행사 전날 알림, 현장 입장 확인
        </li>
        <li>서비스 운영: 접속 기록을 통한 서비스 안정성 확보와 보안 사고 대응</li>
      </ol>

      <h2>제2조 처리하는 개인정보 항목</h2>
      <ul>
        <li>
          필수 항목: 아이디, 비밀번호(암호화하여 저장), 이름, 생년월일, 이메일 주소, 휴대전화번호,
          졸업 연도와 기수, 계열·학과
        </li>
        <li>선택 항목: 직장명, 직위, 주소, 프로필 사진, 마케팅 정보 수신 동의 여부</li>
        <li>
          기부금영수증 발급 시: 주민등록번호(「소득세법 시행령」 제113조에 따른 법정 기재 사항이며
          암호화하여 저장), 기부 일자와 금액
        </li>
        <li>
          행사 참가 신청 시: 이름, 휴대전화번호, 이메일 주소, 기수, 동반 인원, 남기신 메모, 참가비
          결제와 입장 여부
        </li>
        <li>
          서비스 이용 중 자동으로 생성·수집되는 정보: 접속 일시, 방문한 화면의 주소, IP 주소,
          브라우저 정보
        </li>
      </ul>

      <h2>제3조 개인정보의 처리 및 보유 기간</h2>
      <ul>
        <li>
          회원 정보: 회원 탈퇴 시까지. 탈퇴하면 지체 없이 파기하며, 아이디는 다른 사람이 다시 쓰지
          못하도록 아이디만 남깁니다.
        </li>
        <li>
          기부 내역과 기부금영수증 발급 기록: 「국세기본법」 제85조의3에 따라 해당 과세기간의
          법정신고기한이 지난 날부터 5년
        </li>
        <li>접속 기록: 「통신비밀보호법」에 따라 {ACCESS_LOG_RETENTION_MONTHS}개월</li>
        <li>가입 승인이 거절된 신청 정보: 거절 후 {REJECTED_APPLICATION_RETENTION_DAYS}일</li>
        <li>
          행사 참가 신청 정보: 행사가 끝난 뒤 {REGISTRATION_RETENTION_MONTHS}개월. 그 뒤에는 이름,
          연락처, 메모를 지우고 기수별 참석 인원만 남깁니다.
        </li>
      </ul>

      <h2>제4조 개인정보의 제3자 제공</h2>
      <p>
        총동문회는 정보주체의 개인정보를 제1조의 목적 범위에서만 처리하며, 정보주체의 동의나 법률의
        특별한 규정이 있는 경우를 빼고는 제3자에게 제공하지 않습니다. 동문 찾기에서 다른 회원에게
        보이는 정보는 회원 본인이 공개하기로 선택한 항목뿐입니다.
      </p>

      <h2>제5조 개인정보 처리의 위탁</h2>
      <p>
        총동문회는 이메일 발송과 팩스 발송(기부금영수증)을 위해 발송 대행 사업자에게 처리를 맡길 수
        있습니다. 위탁하는 경우 수탁자와 위탁 업무를 이 방침에 공개하고, 위탁 계약에 개인정보 보호
        의무를 정합니다. 현재 위탁하고 있는 업무는 없습니다.
      </p>

      <h2>제6조 개인정보의 파기 절차 및 방법</h2>
      <p>
        보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다. 전자적 파일은
        복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다. 다른 법령에 따라
        보존해야 하는 기부 기록은 회원 정보와 분리하여 보관합니다.
      </p>

      <h2>제7조 정보주체의 권리·의무 및 행사 방법</h2>
      <p>
        정보주체는 언제든지 개인정보의 열람, 정정, 삭제, 처리정지를 요구할 수 있습니다. 내 정보
        화면에서 직접 열람·정정하고 회원 탈퇴를 할 수 있으며, 서면·전화·이메일로 개인정보
        보호책임자에게 요구하실 수도 있습니다. 총동문회는 요구를 받은 날부터 10일 안에 조치하고 그
        결과를 알려 드립니다. 법정대리인이나 위임을 받은 사람을 통해서도 권리를 행사할 수 있습니다.
      </p>
      <p>
        총동문회가 보내는 안내 메일·문자와 홍보(광고성 정보)는 내 정보 › 받을 소식에서, 또는 메일
        아래의 ‘받을 소식 바꾸기’ 링크에서 로그인 없이 언제든지 끊거나 다시 받을 수 있으며, 바꾼
        내용은 그 시각과 함께 기록됩니다. 홍보 수신 동의는 2년마다 메일로 다시 여쭙고, 답하지
        않으시면 동의가 끝나 홍보를 보내 드리지 않습니다.
      </p>

      <h2>제8조 개인정보의 안전성 확보 조치</h2>
      <ul>
        <li>비밀번호는 복호화할 수 없는 방식(솔트를 더한 일방향 암호화)으로 저장합니다.</li>
        <li>주민등록번호는 AES-256으로 암호화하여 저장하고, 화면에는 일부를 가려서 보여 줍니다.</li>
        <li>
          관리자 승인과 권한 확인을 거친 사람만 개인정보에 접근하며, 누가 언제 어떤 개인정보를
          조회·수정·다운로드했는지 기록하여 {PERSONAL_DATA_ACCESS_RETENTION_YEARS}년간 보관합니다.
        </li>
        <li>모든 통신은 암호화된 연결(HTTPS)로 주고받습니다.</li>
      </ul>

      <h2>제9조 개인정보 자동 수집 장치의 설치·운영 및 거부</h2>
      <p>
        이 사이트는 광고나 행태 분석을 위한 쿠키를 쓰지 않습니다. 로그인 상태를 유지하기 위해
        브라우저 저장소(로컬 스토리지)에 로그인 정보를 보관하며, 로그아웃하면 삭제됩니다. 아이디
        저장을 선택한 경우 아이디가 브라우저에 남으며, 선택을 해제하면 삭제됩니다.
      </p>

      <h2>제10조 개인정보 보호책임자</h2>
      <ul>
        <li>
          개인정보 보호책임자: {officer.name} ({officer.position})
        </li>
        <li>
          전화: <a href={`tel:${officer.phone}`}>{officer.phone}</a>
        </li>
        <li>
          이메일: <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </li>
        <li>주소: {association.address}</li>
      </ul>

      <h2>제11조 권익침해 구제 방법</h2>
      <p>개인정보 침해에 대한 신고나 상담이 필요하시면 아래 기관에 문의하실 수 있습니다.</p>
      <ul>
        <li>개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)</li>
        <li>개인정보침해신고센터: 국번 없이 118 (privacy.kisa.or.kr)</li>
        <li>대검찰청 사이버수사과: 국번 없이 1301 (www.spo.go.kr)</li>
        <li>경찰청 사이버수사국: 국번 없이 182 (ecrm.police.go.kr)</li>
      </ul>

      <h2>제12조 개인정보처리방침의 변경</h2>
      <p>
        이 개인정보처리방침은 {effective}부터 적용됩니다. 내용이 바뀌면 적용 7일 전부터 홈페이지
        공지사항으로 알려 드립니다.
      </p>
    </article>
  );
}
