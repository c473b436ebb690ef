/** What a page shows while its chunk loads: also the pre-rendered shell's main content. */
export function PageLoading() {
  return (
    <p role="status" className="page-status">
      불러오는 중입니다…
    </p>
  );
}
