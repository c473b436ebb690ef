import { messagesMigrations, messagesRepositories } from '../adapters/db/messages';
import { registerMessagesRoutes } from '../adapters/http/messages';
import type { AdminAudit } from '../application/admin';
import { createMessagesServices, type OutboxRepository } from '../application/messages';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  interface RootRepositories {
    readonly outbox: OutboxRepository;
  }
}

/**
 * The feature `messages` put together: the outbox's table, the office's queue, and its delivery
 * (built with the root's mailer in runtime.ts, since every feature's mail goes through it).
 */
export const messagesFeature = {
  name: 'messages',
  services: (ports: RootPorts, { adminAudit }: { readonly adminAudit: AdminAudit }) =>
    createMessagesServices({
      delivery: ports.messageDelivery,
      outbox: ports.store.outbox,
      audit: adminAudit,
      clock: ports.clock,
    }),
  routes: registerMessagesRoutes,
  repositories: messagesRepositories,
  migrations: messagesMigrations,
} as const;
