/** The accounts feature's own repositories: consents, e-mail codes, password resets. */

export interface ConsentRecord {
  readonly consentId: string;
  readonly userId: string;
  readonly kind: 'terms' | 'privacy' | 'marketing';
  readonly version: string;
  readonly agreed: boolean;
  readonly recordedAt: string;
}

export interface ConsentRepository {
  insert(consents: readonly ConsentRecord[]): Promise<void>;
  listFor(userId: string): Promise<readonly ConsentRecord[]>;
  /** Every member's last answer of that kind. */
  lastAnswers(kind: ConsentRecord['kind']): Promise<ReadonlyMap<string, ConsentRecord>>;
}

export interface AuthCodeRecord {
  readonly codeId: string;
  readonly email: string;
  readonly purpose: string;
  readonly codeHash: string;
  readonly expiresAt: string;
  readonly attemptsLeft: number;
  readonly createdAt: string;
  readonly consumedAt: string | null;
}

export interface AuthCodeRepository {
  insert(code: AuthCodeRecord): Promise<void>;
  /** The newest code sent to this address for this purpose. */
  latest(email: string, purpose: string): Promise<AuthCodeRecord | null>;
  /**
   * Takes one attempt from an unused code, atomically, and answers how many are left after it;
   * null when none was left or the code is used.
   */
  takeAttempt(codeId: string): Promise<number | null>;
  /** Marks the code used; false when another request used it first. */
  markConsumed(codeId: string, at: string): Promise<boolean>;
}

export interface PasswordResetRecord {
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

export interface PasswordResetRepository {
  insert(reset: PasswordResetRecord): Promise<void>;
  find(tokenHash: string): Promise<PasswordResetRecord | null>;
  /** Marks a reset used; false when it already was. */
  markUsed(tokenHash: string, at: string): Promise<boolean>;
}

/**
 * Detaches a member from their donor record when the account is erased (the donations stay for
 * the tax retention period, under the donor record's own name): the donations feature's part.
 */
export interface MemberDetachment {
  detachMember(userId: string, at: string): Promise<void>;
}
