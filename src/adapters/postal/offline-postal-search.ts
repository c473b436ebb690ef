import type { PostalSearch } from '../../application/shared/ports/postal-search';
import type { PostalAddress } from '../../domain/shared/address/address';
import {
  mapPostcodeResult,
  type PostcodeResult,
} from '../../domain/shared/address/postcode-result-mapper';
import { EMBED_BELOW_WIDTH_PX, MAX_SUGGESTIONS, POPUP_SIZE } from './kakao-postal-search';
import { OFFLINE_ADDRESSES } from './offline-addresses';

export const OFFLINE_SEARCH_LABEL = '도로명, 건물명 또는 지번으로 검색';

/** What the adapter needs of the page (the Kakao adapter's host fits). */
export interface OfflinePostalHost {
  readonly document: Document;
  /** The window's width now, in CSS pixels. */
  innerWidth(): number;
}

/**
 * The records whose road address, building name or lot-number address holds every word of the
 * query (spaces ignored, so "테헤란로152" finds "테헤란로 152"), at most `limit` of them.
 */
export function findOfflineAddresses(
  query: string,
  records: readonly PostcodeResult[] = OFFLINE_ADDRESSES,
  limit: number = MAX_SUGGESTIONS,
): PostcodeResult[] {
  const words = compact(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return records
    .filter((record) => {
      const fields = [record.roadAddress, record.buildingName, record.jibunAddress, record.zonecode]
        .map((field) => compact(field ?? '').replaceAll(' ', ''))
        .join('\n');
      return words.every((word) => fields.includes(word));
    })
    .slice(0, limit);
}

let dialogCount = 0;

function canFocus(element: Element | null): element is HTMLElement {
  return element !== null && typeof (element as Partial<HTMLElement>).focus === 'function';
}

function compact(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The postal search without the provider: a small built-in set of real addresses, searched in a
 * dialog of our own (plain DOM), for the demo backend and the browser tests, which must not reach
 * the internet. It behaves as the Kakao search does where it matters: full screen below 800 px,
 * else a centred 500×600 panel, at most 5 suggestions, the choice mapped by the domain's mapper.
 * The dialog is keyboard-friendly: focus goes into it and back, Tab stays inside, the arrow keys
 * move between the search box and the suggestions, Escape closes it (no choice).
 */
export class OfflinePostalSearch implements PostalSearch {
  private closeOpen: (() => void) | null = null;

  constructor(
    private readonly host: OfflinePostalHost,
    private readonly records: readonly PostcodeResult[] = OFFLINE_ADDRESSES,
  ) {}

  search(signal?: AbortSignal): Promise<PostalAddress | null> {
    if (signal?.aborted) return Promise.resolve(null);
    // One dialog at a time: a second search closes the first, which answers null.
    this.closeOpen?.();
    return new Promise<PostalAddress | null>((resolve, reject) => {
      const { document } = this.host;
      const previous = document.activeElement;
      const embedded = this.host.innerWidth() < EMBED_BELOW_WIDTH_PX;
      const dialog = this.buildDialog(embedded);

      let done = false;
      const finish = (outcome: { address: PostalAddress | null } | { error: Error }) => {
        if (done) return;
        done = true;
        this.closeOpen = null;
        signal?.removeEventListener('abort', onAbort);
        dialog.layer.remove();
        if (canFocus(previous) && previous.isConnected) previous.focus();
        if ('error' in outcome) reject(outcome.error);
        else resolve(outcome.address);
      };
      const onAbort = () => finish({ address: null });
      signal?.addEventListener('abort', onAbort, { once: true });
      this.closeOpen = onAbort;

      const choose = (record: PostcodeResult) => {
        try {
          finish({ address: mapPostcodeResult(record) });
        } catch (error) {
          finish({ error: error instanceof Error ? error : new Error(String(error)) });
        }
      };

      const show = () => {
        const all = findOfflineAddresses(dialog.input.value, this.records, Infinity);
        const found = all.slice(0, MAX_SUGGESTIONS);
        dialog.list.replaceChildren(
          ...found.map((record) => {
            const item = document.createElement('li');
            item.append(suggestionButton(document, record, () => choose(record)));
            return item;
          }),
        );
        dialog.status.textContent = !dialog.input.value.trim()
          ? ''
          : all.length === 0
            ? '검색 결과가 없습니다. 다른 검색어로 찾아 주세요.'
            : all.length > found.length
              ? `검색 결과 ${all.length}건 가운데 ${found.length}건을 보여 드립니다. 검색어를 더 자세히 입력해 주세요.`
              : `검색 결과가 ${all.length}건 있습니다.`;
      };

      dialog.input.addEventListener('input', show);
      dialog.form.addEventListener('submit', (event) => {
        event.preventDefault();
        show();
        dialog.list.querySelector('button')?.focus();
      });
      dialog.close.addEventListener('click', () => finish({ address: null }));
      dialog.layer.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish({ address: null });
        } else if (event.key === 'Tab') {
          keepFocusInside(dialog.panel, event);
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          moveAmongSuggestions(dialog, event);
        }
      });
      // A click beside the panel closes it, as the provider's popup window would be closed.
      dialog.layer.addEventListener('click', (event) => {
        if (event.target === dialog.layer) finish({ address: null });
      });

      document.body.append(dialog.layer);
      dialog.input.focus();
    });
  }

  private buildDialog(embedded: boolean) {
    const { document } = this.host;
    dialogCount += 1;
    const id = `offline-postcode-${dialogCount}`;

    const layer = document.createElement('div');
    layer.dataset.offlinePostcode = '';
    layer.style.cssText = [
      'position:fixed',
      'inset:0',
      'z-index:1000',
      'display:flex',
      'align-items:center',
      'justify-content:center',
      `background:${embedded ? '#fff' : 'rgba(15,39,66,.45)'}`,
    ].join(';');

    const panel = document.createElement('div');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-labelledby', `${id}-title`);
    panel.setAttribute('aria-describedby', `${id}-note`);
    panel.style.cssText = [
      'box-sizing:border-box',
      'display:flex',
      'flex-direction:column',
      'gap:12px',
      'padding:16px',
      'background:#fff',
      'color:#1f2329',
      'overflow:auto',
      'font:inherit',
    ].join(';');
    if (embedded) {
      panel.style.width = '100%';
      panel.style.height = '100%';
    } else {
      panel.style.width = `${POPUP_SIZE.width}px`;
      panel.style.height = `${POPUP_SIZE.height}px`;
      panel.style.maxWidth = '100%';
      panel.style.maxHeight = '100%';
      panel.style.borderRadius = '8px';
      panel.style.boxShadow = '0 8px 32px rgba(0,0,0,.3)';
    }
    panel.dataset.layout = embedded ? 'full-screen' : 'popup';

    const header = document.createElement('div');
    header.style.cssText = 'display:flex;align-items:center;justify-content:space-between;gap:8px';
    const title = document.createElement('h2');
    title.id = `${id}-title`;
    title.textContent = '우편번호 검색';
    title.style.cssText = 'margin:0;font-size:1.25rem';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '주소 검색 닫기';
    close.style.cssText = buttonStyle();
    header.append(title, close);

    const form = document.createElement('form');
    form.setAttribute('role', 'search');
    form.style.cssText = 'display:grid;gap:6px';
    const label = document.createElement('label');
    label.htmlFor = `${id}-query`;
    label.textContent = OFFLINE_SEARCH_LABEL;
    label.style.fontWeight = '600';
    const input = document.createElement('input');
    input.id = `${id}-query`;
    input.type = 'search';
    input.autocomplete = 'off';
    input.enterKeyHint = 'search';
    input.setAttribute('aria-describedby', `${id}-status`);
    input.style.cssText =
      'box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #8a939d;border-radius:8px;font:inherit';
    form.append(label, input);

    const note = document.createElement('p');
    note.id = `${id}-note`;
    note.textContent =
      '오프라인 주소 검색입니다. 미리 담아 둔 실제 주소 몇 곳에서만 찾습니다(예: 세종대로, 해운대, 광교아이파크). 결과는 위아래 화살표나 Tab 키로 옮겨 가며 고를 수 있습니다.';
    note.style.cssText = 'margin:0;color:#59616b;font-size:.9rem';

    const status = document.createElement('p');
    status.id = `${id}-status`;
    status.setAttribute('role', 'status');
    status.style.cssText = 'margin:0;font-size:.95rem';

    const list = document.createElement('ul');
    list.setAttribute('aria-label', '검색 결과');
    list.style.cssText = 'display:grid;gap:8px;margin:0;padding:0;list-style:none';

    panel.append(header, form, note, status, list);
    layer.append(panel);
    return { layer, panel, form, input, status, list, close };
  }
}

/** One suggestion: the road address, the building, the lot-number address and the postal code. */
function suggestionButton(document: Document, record: PostcodeResult, onChoose: () => void) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.zonecode = record.zonecode ?? '';
  button.style.cssText = `${buttonStyle()};display:grid;gap:2px;width:100%;text-align:left`;
  const line = (text: string, style: string) => {
    const span = document.createElement('span');
    span.textContent = text;
    span.style.cssText = style;
    return span;
  };
  const parts = [line(record.roadAddress ?? '', 'font-weight:700')];
  if (record.buildingName) parts.push(line(record.buildingName, ''));
  if (record.jibunAddress) parts.push(line(`지번 ${record.jibunAddress}`, 'color:#59616b'));
  parts.push(line(`우편번호 ${record.zonecode ?? ''}`, 'color:#59616b'));
  // Spaces between the lines, so that screen readers do not run them together.
  parts.forEach((part, index) => {
    if (index > 0) button.append(document.createTextNode(' '));
    button.append(part);
  });
  button.addEventListener('click', onChoose);
  return button;
}

function buttonStyle(): string {
  return 'box-sizing:border-box;padding:8px 12px;border:1px solid #1f4e79;border-radius:8px;background:#fff;color:#1f4e79;font:inherit;cursor:pointer';
}

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>('input, button')];
}

/** Tab and Shift+Tab go round the dialog's controls instead of leaving it (aria-modal). */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const controls = focusables(panel);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = panel.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Down from the search box to the first suggestion and on; Up back towards the search box. */
function moveAmongSuggestions(
  dialog: { readonly input: HTMLInputElement; readonly list: HTMLElement },
  event: KeyboardEvent,
) {
  const stops: HTMLElement[] = [
    dialog.input,
    ...dialog.list.querySelectorAll<HTMLElement>('button'),
  ];
  const index = stops.indexOf(dialog.input.ownerDocument.activeElement as HTMLElement);
  if (index < 0) return;
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  const target = stops[next];
  if (target) {
    event.preventDefault();
    target.focus();
  }
}
