import type { SitePageKey } from '../../src/domain/content/site-pages';
import type { UseCaseContext } from '../application/shared/context';

/** The demo's pages of text, as an association's office would write them (HTML, sanitised). */
const PAGES: Readonly<Record<SitePageKey, string>> = {
  greeting:
    '<h2>동문 여러분, 반갑습니다</h2><p>총동문회 누리집을 찾아 주신 동문 여러분께 감사드립니다. 모교를 떠난 지 오래되었어도 같은 교정에서 보낸 시간은 우리를 하나로 이어 줍니다.</p><p>총동문회는 동문 사이의 교류를 넓히고, 후배들이 꿈을 펼칠 수 있도록 장학 사업에 힘쓰겠습니다. 많은 관심과 참여를 부탁드립니다.</p><p>총동문회장 드림</p>',
  organization:
    '<h2>총동문회 조직</h2><ul><li>회장<ul><li>수석부회장<ul><li>부회장단 (기수별 1인)</li></ul></li><li>사무총장<ul><li>사무국 (총무, 재무, 홍보)</li></ul></li><li>감사 (2인)</li></ul></li><li>이사회 (기수별 대표)</li><li>장학위원회</li></ul>',
  symbol:
    '<h2>교표</h2><p>배움의 빛을 뜻하는 횃불과 세 갈래의 잎으로 지·덕·체를 나타냅니다.</p><h2>교화: 목련</h2><p>이른 봄 가장 먼저 피어나는 목련처럼 앞장서는 사람이 되라는 뜻입니다.</p><h2>교목: 느티나무</h2><p>오래도록 그늘을 내어 주는 느티나무처럼 이웃과 함께하는 사람이 되라는 뜻입니다.</p>',
  founder:
    '<h2>설립자</h2><p>설립자는 나라를 이끌 인재는 배움에서 나온다는 뜻을 품고 1926년 사재를 털어 학교를 세웠습니다. 어려운 형편의 학생에게 학비를 면제하고 손수 장학금을 마련했던 그 뜻은 오늘 총동문회 장학 사업으로 이어지고 있습니다.</p>',
  anniversary100:
    '<h2>개교 100주년 기념사업회</h2><p>2026년 개교 100주년을 맞아 기념사업회를 꾸렸습니다. 100주년 기념관 건립, 100년사 발간, 100인 장학생 선발을 준비하고 있습니다.</p><p>기념사업에 함께하실 동문께서는 사무국으로 연락해 주시기 바랍니다.</p>',
  contributionInformation:
    '<h2>장학기금 기부 안내</h2><p>보내 주신 기부금은 모두 재학생 장학금으로 쓰입니다.</p><ul><li>계좌이체: 한빛은행 123-456-789012 (예금주: 총동문회 장학기금)</li><li>CMS 자동이체: 매달 원하시는 금액을 자동으로 후원하실 수 있습니다.</li></ul><p>기부금은 「소득세법」에 따라 세액공제를 받을 수 있으며, 기부금영수증은 로그인 후 내 정보에서 받으실 수 있습니다.</p>',
  directions:
    '<h2>대중교통</h2><ul><li>지하철: 2호선 시청역 4번 출구에서 걸어서 5분</li><li>버스: 시청 앞 정류장 하차</li></ul><h2>주차</h2><p>건물 지하 주차장을 이용하실 수 있습니다(2시간 무료).</p>',
};

/** Writes the demo's pages into an empty database, as the office's administrator. */
export async function seedDemoPages(context: UseCaseContext, authorId: string): Promise<void> {
  const updatedAt = context.clock.now().toISOString();
  for (const [key, html] of Object.entries(PAGES)) {
    const body = context.html.clean(html);
    await context.store.sitePages.save({
      key,
      bodyHtml: body.html,
      bodyText: body.text,
      updatedAt,
      updatedBy: authorId,
    });
  }
}
