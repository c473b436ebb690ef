import { DEMO_FOUNDER, DEMO_FOUNDING_YEAR, DEMO_PRESIDENT } from '../shared/demo/demo-school';
import type { SitePageKey } from './site-pages';

/**
 * The demo's pages of text that name people or years (HTML as the console's editor writes it),
 * for the server's seed and the fake backend alike: the greeting is signed by the president in
 * office, the founder's page names the founder.
 */
export const DEMO_PAGE_TEXTS: Readonly<Record<Exclude<SitePageKey, 'symbol'>, string>> = {
  greeting:
    '<h2>동문 여러분, 반갑습니다</h2><p>총동문회 누리집을 찾아 주신 동문 여러분께 감사드립니다. 모교를 떠난 지 오래되었어도 같은 교정에서 보낸 시간은 우리를 하나로 이어 줍니다.</p><p>총동문회는 동문 사이의 교류를 넓히고, 후배들이 꿈을 펼칠 수 있도록 장학 사업에 힘쓰겠습니다. 많은 관심과 참여를 부탁드립니다.</p>' +
    `<p>제${DEMO_PRESIDENT.term}대 총동문회장 ${DEMO_PRESIDENT.name}(제${DEMO_PRESIDENT.classNumber}회 졸업)</p>`,
  founder:
    `<h2>설립자 ${DEMO_FOUNDER.name} 선생(${DEMO_FOUNDER.born}~${DEMO_FOUNDER.died})</h2>` +
    `<p>${DEMO_FOUNDER.name} 선생은 나라를 이끌 인재는 배움에서 나온다는 뜻을 품고 ${DEMO_FOUNDING_YEAR}년 사재를 털어 한빛고등보통학교를 세웠습니다. 어려운 형편의 학생에게 학비를 면제하고 손수 장학금을 마련했던 그 뜻은 오늘 총동문회 장학 사업으로 이어지고 있습니다.</p>`,
  anniversary100: `<h2>개교 100주년 기념사업회</h2><p>${DEMO_FOUNDING_YEAR + 100}년 개교 100주년을 맞아 기념사업회를 꾸렸습니다. 100주년 기념관 건립, 100년사 발간, 100인 장학생 선발을 준비하고 있습니다.</p><p>기념사업에 함께하실 동문께서는 사무국으로 연락해 주시기 바랍니다.</p>`,
  contributionInformation:
    '<h2>장학기금 기부 안내</h2><p>보내 주신 기부금은 모두 재학생 장학금으로 쓰입니다.</p><ul><li>계좌이체: 한빛은행 123-456-789012 (예금주: 총동문회 장학기금)</li><li>CMS 자동이체: 매달 원하시는 금액을 자동으로 후원하실 수 있습니다.</li></ul><p>기부금은 「소득세법」에 따라 세액공제를 받을 수 있으며, 기부금영수증은 로그인 후 내 정보에서 받으실 수 있습니다.</p>',
  directions:
    '<h2>대중교통</h2><ul><li>지하철: 2호선 시청역 4번 출구에서 걸어서 5분</li><li>버스: 시청 앞 정류장 하차</li></ul><h2>주차</h2><p>건물 지하 주차장을 이용하실 수 있습니다(2시간 무료).</p>',
};
