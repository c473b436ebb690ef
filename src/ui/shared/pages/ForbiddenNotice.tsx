import { HomeNotice } from './HomeNotice';

/**
 * A signed-in member on a screen their role does not open (the office's console): said plainly,
 * never an empty screen. The server refuses the same calls with 403.
 */
export function ForbiddenNotice() {
  return (
    <HomeNotice title="권한이 없습니다">
      이 화면은 총동문회 사무국의 관리자만 볼 수 있습니다. 관리자 권한이 필요하시면 사무국에 문의해
      주세요.
    </HomeNotice>
  );
}
