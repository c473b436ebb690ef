import { hasRefusedCharacter } from '../shared/text/free-text';
import { MAX_CLASS_NUMBER } from '../shared/validation/graduation';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';

/**
 * The association's organisation chart (조직도): offices and the people holding them, as a tree
 * (회장 → 수석부회장, 부회장단, 사무총장 → 사무국 …). It travels and is stored as a list in
 * reading order (each position followed by the positions under it), each with its depth; the
 * public page and the console draw the tree from it. The office saves the chart whole; these
 * rules are the editor's, the server's and the fake's alike.
 */

/** Levels of the chart at most: 회장 → 부회장단 → 기수별 대표 … */
export const ORGANIZATION_MAX_DEPTH = 5;
export const ORGANIZATION_MAX_POSITIONS = 150;
export const POSITION_TITLE_MAX_LENGTH = 30;
export const POSITION_HOLDER_MAX_LENGTH = 20;
export const POSITION_CONTACT_MAX_LENGTH = 40;
export { MAX_CLASS_NUMBER };

export interface OrganizationPosition {
  /** 0 at the top of the chart; one more than the position it stands under. */
  readonly depth: number;
  /** 회장, 수석부회장, 사무국… */
  readonly title: string;
  /** Who holds it; null for an office shown without one person (이사회, 사무국). */
  readonly holderName: string | null;
  /** The holder's class (제N회 졸업), when shown. */
  readonly classNumber: number | null;
  /** A public contact (the office's telephone or e-mail), when shown. */
  readonly contact: string | null;
}

/** A position by its parts, those not shown left out (demo charts, tests). */
export function positionAt(
  depth: number,
  title: string,
  holderName: string | null = null,
  classNumber: number | null = null,
  contact: string | null = null,
): OrganizationPosition {
  return { depth, title, holderName, classNumber, contact };
}

/** A position with the positions under it, for drawing. */
export interface OrganizationNode {
  readonly position: OrganizationPosition;
  readonly children: readonly OrganizationNode[];
}

export const ORGANIZATION_TOO_MANY = `조직도에는 직책을 ${ORGANIZATION_MAX_POSITIONS}개까지 넣을 수 있습니다.`;
export const ORGANIZATION_TOO_DEEP = `조직도는 ${ORGANIZATION_MAX_DEPTH}단계까지 그릴 수 있습니다.`;
export const ORGANIZATION_DEPTH_SKIPPED =
  '직책은 맨 위에 두거나 바로 위 직책의 한 단계 아래에만 둘 수 있습니다.';
export const POSITION_TITLE_REQUIRED = '직책마다 직함을 입력해 주세요.';
export const POSITION_TITLE_TOO_LONG = `직함은 ${POSITION_TITLE_MAX_LENGTH}자까지 입력할 수 있습니다.`;
export const POSITION_HOLDER_TOO_LONG = `성명은 ${POSITION_HOLDER_MAX_LENGTH}자까지 입력할 수 있습니다.`;
export const POSITION_CONTACT_TOO_LONG = `연락처는 ${POSITION_CONTACT_MAX_LENGTH}자까지 입력할 수 있습니다.`;
export const POSITION_CLASS_OUT_OF_RANGE = `기수는 1부터 ${MAX_CLASS_NUMBER}까지의 숫자로 입력해 주세요.`;
export const POSITION_CLASS_WITHOUT_HOLDER = '기수는 맡은 사람의 성명과 함께 입력해 주세요.';
export const POSITION_REFUSED_CHARACTER = '직함·성명·연락처에 쓸 수 없는 문자가 들어 있습니다.';

/** Blank text as null, other text trimmed. */
function optionalText(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function positionRefusal(position: OrganizationPosition, previousDepth: number): string | null {
  const { depth, title, classNumber } = position;
  const holderName = optionalText(position.holderName);
  const contact = optionalText(position.contact);
  if (!Number.isInteger(depth) || depth < 0 || depth > previousDepth + 1)
    return ORGANIZATION_DEPTH_SKIPPED;
  if (depth >= ORGANIZATION_MAX_DEPTH) return ORGANIZATION_TOO_DEEP;
  if (title.trim() === '') return POSITION_TITLE_REQUIRED;
  if (title.trim().length > POSITION_TITLE_MAX_LENGTH) return POSITION_TITLE_TOO_LONG;
  if ((holderName?.length ?? 0) > POSITION_HOLDER_MAX_LENGTH) return POSITION_HOLDER_TOO_LONG;
  if ((contact?.length ?? 0) > POSITION_CONTACT_MAX_LENGTH) return POSITION_CONTACT_TOO_LONG;
  if ([title, holderName ?? '', contact ?? ''].some((text) => hasRefusedCharacter(text)))
    return POSITION_REFUSED_CHARACTER;
  if (classNumber !== null) {
    if (!Number.isInteger(classNumber) || classNumber < 1 || classNumber > MAX_CLASS_NUMBER)
      return POSITION_CLASS_OUT_OF_RANGE;
    if (holderName === null) return POSITION_CLASS_WITHOUT_HOLDER;
  }
  return null;
}

/** The refusal a chart earns before it is stored, or null. */
export function organizationRefusal(positions: readonly OrganizationPosition[]): string | null {
  if (positions.length > ORGANIZATION_MAX_POSITIONS) return ORGANIZATION_TOO_MANY;
  // The first position has nothing above it: its depth must be 0.
  let previousDepth = -1;
  for (const position of positions) {
    const refusal = positionRefusal(position, previousDepth);
    if (refusal) return refusal;
    previousDepth = position.depth;
  }
  return null;
}

/** The chart as stored and shown: texts trimmed, blank ones null. */
export function normalisedOrganization(
  positions: readonly OrganizationPosition[],
): OrganizationPosition[] {
  return positions.map((position) => ({
    depth: position.depth,
    title: position.title.trim(),
    holderName: optionalText(position.holderName),
    classNumber: position.classNumber,
    contact: optionalText(position.contact),
  }));
}

/** The chart the office saves, refused or as stored (the server's and the fake's one check). */
export function savedOrganization(
  positions: readonly OrganizationPosition[],
): ValidationResult<OrganizationPosition[]> {
  const refusal = organizationRefusal(positions);
  return refusal
    ? invalid('organization.positions', refusal)
    : valid(normalisedOrganization(positions));
}

/** The tree a valid chart draws: the top positions, each with the positions under it. */
export function organizationTree(positions: readonly OrganizationPosition[]): OrganizationNode[] {
  const roots: { position: OrganizationPosition; children: OrganizationNode[] }[] = [];
  // The open path from the top to the last position placed, one node per depth.
  const path: { position: OrganizationPosition; children: OrganizationNode[] }[] = [];
  for (const position of positions) {
    const node = { position, children: [] };
    path.length = Math.min(path.length, position.depth);
    const parent = path.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    path.push(node);
  }
  return roots;
}

/** The list in reading order a tree stands for (organizationTree's inverse). */
export function organizationPositionsOf(
  nodes: readonly OrganizationNode[],
  depth = 0,
): OrganizationPosition[] {
  return nodes.flatMap((node) => [
    { ...node.position, depth },
    ...organizationPositionsOf(node.children, depth + 1),
  ]);
}

/** How a holder is shown: 박정우 (46회), or the name alone. */
export function holderLabelOf(position: Pick<OrganizationPosition, 'holderName' | 'classNumber'>) {
  if (position.holderName === null) return null;
  return position.classNumber === null
    ? position.holderName
    : `${position.holderName} (${position.classNumber}회)`;
}
