import { donationsMigrations, donationsRepositories } from '../adapters/db/donations';
import { registerDonationsRoutes } from '../adapters/http/donations';
import { createDonationsServices } from '../application/donations';

/** The feature `donations` put together: its use cases over the root's ports, its routes, its tables. */
export const donationsFeature = {
  name: 'donations',
  services: createDonationsServices,
  routes: registerDonationsRoutes,
  repositories: donationsRepositories,
  migrations: donationsMigrations,
} as const;
