import { HWPX_MIME_TYPE } from '../../src/domain/files';

/**
 * A small 한글 document (.hwpx: an OWPML package, KS X 6101, a ZIP of XML parts) of plain
 * paragraphs, for the demo's forms in 자료실. The package has what a reader looks for: the
 * `mimetype` first and uncompressed (the whole package is stored, as the OCF container allows),
 * `version.xml`, `META-INF/container.xml`, the `Contents/content.hpf` manifest,
 * `Contents/header.xml` (one font, one character and one paragraph shape, one style) and
 * `Contents/section0.xml` with the text. The browser's demo carries the files this writes
 * (src/adapters/fake/demo-documents/, `npm run demo:documents`).
 */
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

const NS = {
  ha: 'http://www.hancom.co.kr/hwpml/2011/app',
  hp: 'http://www.hancom.co.kr/hwpml/2011/paragraph',
  hs: 'http://www.hancom.co.kr/hwpml/2011/section',
  hh: 'http://www.hancom.co.kr/hwpml/2011/head',
  hc: 'http://www.hancom.co.kr/hwpml/2011/core',
  opf: 'http://www.idpf.org/2007/opf/',
} as const;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>';

export async function demoHwpx(title: string, lines: readonly string[]): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const parts: readonly (readonly [string, string])[] = [
    ['mimetype', HWPX_MIME_TYPE],
    [
      'version.xml',
      `${XML}<hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version" tagetApplication="WORDPROCESSOR" major="5" minor="1" micro="0" buildNumber="1" os="1" xmlVersion="1.4" application="Hancom Office Hangul" appVersion="11, 0, 0, 0"/>`,
    ],
    [
      'META-INF/container.xml',
      `${XML}<ocf:container xmlns:ocf="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:hpf="http://www.hancom.co.kr/schema/2011/hpf"><ocf:rootfiles><ocf:rootfile full-path="Contents/content.hpf" media-type="application/hwpml-package+xml"/></ocf:rootfiles></ocf:container>`,
    ],
    [
      'Contents/content.hpf',
      `${XML}<opf:package xmlns:opf="${NS.opf}" version="" unique-identifier="" id=""><opf:metadata><opf:title>${escaped(title)}</opf:title><opf:language>ko</opf:language></opf:metadata><opf:manifest><opf:item id="header" href="Contents/header.xml" media-type="application/xml"/><opf:item id="section0" href="Contents/section0.xml" media-type="application/xml"/></opf:manifest><opf:spine><opf:itemref idref="header" linear="yes"/><opf:itemref idref="section0" linear="yes"/></opf:spine></opf:package>`,
    ],
    ['Contents/header.xml', header()],
    ['Contents/section0.xml', section([title, '', ...lines])],
  ];
  // A fixed date, so that the same text makes the same file (the fake backend's copies).
  for (const [name, text] of parts)
    zip.file(name, text, { date: FIXED_DATE, createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

function header(): string {
  const fontfaces = ['HANGUL', 'LATIN', 'HANJA', 'JAPANESE', 'OTHER', 'SYMBOL', 'USER']
    .map(
      (lang) =>
        `<hh:fontface lang="${lang}" fontCnt="1"><hh:font id="0" face="함초롬바탕" type="TTF" isEmbedded="0"/></hh:fontface>`,
    )
    .join('');
  const fontRef = 'hangul="0" latin="0" hanja="0" japanese="0" other="0" symbol="0" user="0"';
  return (
    `${XML}<hh:head xmlns:hh="${NS.hh}" xmlns:hc="${NS.hc}" version="1.4" secCnt="1">` +
    '<hh:beginNum page="1" footnote="1" endnote="1" pic="1" tbl="1" equation="1"/>' +
    `<hh:refList><hh:fontfaces itemCnt="7">${fontfaces}</hh:fontfaces>` +
    '<hh:borderFills itemCnt="1"><hh:borderFill id="1" threeD="0" shadow="0" centerLine="NONE" breakCellSeparateLine="0"/></hh:borderFills>' +
    `<hh:charProperties itemCnt="1"><hh:charPr id="0" height="1100" textColor="#000000" shadeColor="none" useFontSpace="0" useKerning="0" symMark="NONE" borderFillIDRef="1"><hh:fontRef ${fontRef}/><hh:ratio ${fontRef.replaceAll('"0"', '"100"')}/><hh:spacing ${fontRef}/><hh:relSz ${fontRef.replaceAll('"0"', '"100"')}/><hh:offset ${fontRef}/></hh:charPr></hh:charProperties>` +
    '<hh:tabProperties itemCnt="1"><hh:tabPr id="0" autoTabLeft="0" autoTabRight="0"/></hh:tabProperties>' +
    '<hh:paraProperties itemCnt="1"><hh:paraPr id="0" tabPrIDRef="0" condense="0"><hh:align horizontal="JUSTIFY" vertical="BASELINE"/><hh:lineSpacing type="PERCENT" value="160" unit="HWPUNIT"/></hh:paraPr></hh:paraProperties>' +
    '<hh:styles itemCnt="1"><hh:style id="0" type="PARA" name="바탕글" engName="Normal" paraPrIDRef="0" charPrIDRef="0" nextStyleIDRef="0" langID="1042" lockForm="0"/></hh:styles>' +
    '</hh:refList></hh:head>'
  );
}

function section(paragraphs: readonly string[]): string {
  const page =
    '<hp:secPr textDirection="HORIZONTAL" spaceColumns="1134" tabStop="8000" outlineShapeIDRef="0" memoShapeIDRef="0" textVerticalWidthHead="0"><hp:pagePr landscape="WIDELY" width="59528" height="84186" gutterType="LEFT_ONLY"><hp:margin header="4252" footer="4252" gutter="0" left="8504" right="8504" top="5668" bottom="4252"/></hp:pagePr></hp:secPr>';
  const body = paragraphs
    .map(
      (text, index) =>
        `<hp:p id="${index}" paraPrIDRef="0" styleIDRef="0" pageBreak="0" columnBreak="0" merged="0"><hp:run charPrIDRef="0">${index === 0 ? page : ''}<hp:t>${escaped(text)}</hp:t></hp:run></hp:p>`,
    )
    .join('');
  return `${XML}<hs:sec xmlns:hs="${NS.hs}" xmlns:hp="${NS.hp}">${body}</hs:sec>`;
}

function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
