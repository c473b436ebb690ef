import type { PostalSearch } from '../../application/shared/ports/postal-search';
import type { PostalAddress } from '../../domain/shared/address/address';
import {
  mapPostcodeResult,
  type PostcodeResult,
} from '../../domain/shared/address/postcode-result-mapper';

/** The provider's current script (the old daumcdn hosts are gone). */
export const KAKAO_POSTCODE_SCRIPT =
  'https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** Spec section 9: embedded full screen below this width, else a 500×600 popup. */
export const EMBED_BELOW_WIDTH_PX = 800;
export const POPUP_SIZE = { width: 500, height: 600 } as const;
/** Spec section 9: at most 5 suggestions. */
export const MAX_SUGGESTIONS = 5;

export const POSTAL_UNAVAILABLE_MESSAGE =
  '주소 검색 서비스를 불러오지 못했습니다. 주소를 직접 입력해 주세요.';

/** Thrown when the provider's script cannot be loaded; the form then lets the member type. */
export class PostalSearchUnavailableError extends Error {
  override readonly name = 'PostalSearchUnavailableError';
  constructor() {
    super(POSTAL_UNAVAILABLE_MESSAGE);
  }
}

/** The options of `new kakao.Postcode(…)` that we use. */
export interface KakaoPostcodeOptions {
  oncomplete(data: PostcodeResult): void;
  onclose?(state: 'FORCE_CLOSE' | 'COMPLETE_CLOSE'): void;
  width: number | string;
  height: number | string;
  maxSuggestItems: number;
}

export interface KakaoPostcodeInstance {
  open(options?: { popupTitle?: string; left?: number; top?: number }): void;
  embed(element: HTMLElement, options?: { autoClose?: boolean }): void;
}

export type KakaoPostcodeConstructor = new (options: KakaoPostcodeOptions) => KakaoPostcodeInstance;

/** What the adapter needs of the page. */
export interface KakaoPostcodeHost {
  readonly document: Document;
  /** The window's width now, in CSS pixels. */
  innerWidth(): number;
  /** `window.kakao.Postcode` once the script has run. */
  postcode(): KakaoPostcodeConstructor | undefined;
}

/**
 * The Kakao postcode service (우편번호 서비스) behind the PostalSearch port: loads the provider's
 * script once, opens the search embedded full screen on narrow windows and as a 500×600 popup on
 * wide ones, with at most 5 suggestions, and maps the member's choice through the domain's
 * address mapper (building name only for apartments, 10-digit city and sgg codes).
 */
export class KakaoPostalSearch implements PostalSearch {
  private loading: Promise<KakaoPostcodeConstructor> | null = null;

  constructor(
    private readonly host: KakaoPostcodeHost,
    private readonly scriptUrl: string = KAKAO_POSTCODE_SCRIPT,
  ) {}

  async search(signal?: AbortSignal): Promise<PostalAddress | null> {
    const Postcode = await this.load();
    const embedded = this.host.innerWidth() < EMBED_BELOW_WIDTH_PX;
    return new Promise<PostalAddress | null>((resolve, reject) => {
      let overlay: HTMLElement | null = null;
      const finish = (address: PostalAddress | null, error?: Error) => {
        overlay?.remove();
        overlay = null;
        if (error) reject(error);
        else resolve(address);
      };
      const postcode = new Postcode({
        oncomplete: (data) => {
          try {
            finish(mapPostcodeResult(data));
          } catch (error) {
            // The mapper's AddressMappingError says in Korean what to do.
            finish(null, error instanceof Error ? error : new PostalSearchUnavailableError());
          }
        },
        onclose: (state) => {
          if (state === 'FORCE_CLOSE') finish(null);
        },
        width: embedded ? '100%' : POPUP_SIZE.width,
        height: embedded ? '100%' : POPUP_SIZE.height,
        maxSuggestItems: MAX_SUGGESTIONS,
      });
      signal?.addEventListener('abort', () => finish(null), { once: true });
      if (embedded) {
        overlay = this.fullScreenLayer(() => finish(null));
        const frame = overlay.querySelector<HTMLElement>('[data-postcode-frame]');
        if (frame) postcode.embed(frame, { autoClose: true });
      } else {
        postcode.open({ popupTitle: '우편번호 검색' });
      }
    });
  }

  /** A full-screen dialog holding the embedded search, with a close button. */
  private fullScreenLayer(onClose: () => void): HTMLElement {
    const { document } = this.host;
    const layer = document.createElement('div');
    layer.setAttribute('role', 'dialog');
    layer.setAttribute('aria-modal', 'true');
    layer.setAttribute('aria-label', '우편번호 검색');
    layer.style.cssText =
      'position:fixed;inset:0;z-index:1000;background:#fff;display:flex;flex-direction:column';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '주소 검색 닫기';
    close.style.cssText = 'align-self:flex-end;margin:8px;padding:8px 12px;font:inherit';
    close.addEventListener('click', onClose);
    const frame = document.createElement('div');
    frame.dataset.postcodeFrame = '';
    frame.style.cssText = 'flex:1;min-height:0';
    layer.append(close, frame);
    document.body.append(layer);
    close.focus();
    return layer;
  }

  private load(): Promise<KakaoPostcodeConstructor> {
    const ready = this.host.postcode();
    if (ready) return Promise.resolve(ready);
    this.loading ??= new Promise<KakaoPostcodeConstructor>((resolve, reject) => {
      const script = this.host.document.createElement('script');
      script.src = this.scriptUrl;
      script.async = true;
      script.onload = () => {
        const Postcode = this.host.postcode();
        if (Postcode) resolve(Postcode);
        else reject(new PostalSearchUnavailableError());
      };
      script.onerror = () => reject(new PostalSearchUnavailableError());
      this.host.document.head.append(script);
    }).catch((error: unknown) => {
      // A later search tries again (the network may be back).
      this.loading = null;
      throw error;
    });
    return this.loading;
  }
}
