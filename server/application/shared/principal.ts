/** The signed-in member behind a request, as the server has checked it. */
export interface Principal {
  readonly userId: string;
  readonly role: 'member' | 'admin';
  /** The sign-in this request belongs to (the refresh token family). */
  readonly sessionId: string;
  /** The sign-in passed the second factor: its token says so and its record agrees. */
  readonly secondFactor: boolean;
}
