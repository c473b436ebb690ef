/**
 * The association's mobile apps show the site in a web view and offer a download handler
 * (spec section 9: base64 data and the file name).
 *
 * - Android: a JavaScript interface named `Android` with `downloadFile(base64, fileName)`.
 * - iOS (WKWebView): a script message handler named `downloadFile`, posted
 *   `{ data: base64, fileName }`.
 */
export interface AndroidBridge {
  downloadFile(base64: string, fileName: string): void;
}

export interface IosMessageHandler {
  postMessage(message: { readonly data: string; readonly fileName: string }): void;
}

/** The part of `window` the bridges live on. */
export interface BridgeHost {
  readonly Android?: Partial<AndroidBridge>;
  readonly webkit?: {
    readonly messageHandlers?: { readonly downloadFile?: Partial<IosMessageHandler> };
  };
}

export type NativeBridge =
  | { readonly kind: 'android'; readonly send: (base64: string, fileName: string) => void }
  | { readonly kind: 'ios'; readonly send: (base64: string, fileName: string) => void };

/** The app's bridge when the page runs inside the app, else null (a plain browser). */
export function findNativeBridge(host: BridgeHost): NativeBridge | null {
  const android = host.Android;
  if (typeof android?.downloadFile === 'function') {
    const downloadFile = android.downloadFile.bind(android);
    return { kind: 'android', send: (base64, fileName) => downloadFile(base64, fileName) };
  }
  const ios = host.webkit?.messageHandlers?.downloadFile;
  if (typeof ios?.postMessage === 'function') {
    const postMessage = ios.postMessage.bind(ios);
    return { kind: 'ios', send: (data, fileName) => postMessage({ data, fileName }) };
  }
  return null;
}
