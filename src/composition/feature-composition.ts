import type { Container, ContainerModule } from 'inversify';
import type { Token } from '../application/shared/tokens';
import type { AppServices } from '../ui/shared/app/app-services';
import type { AppConfig } from './config';
import type { Platform } from './platform';

/**
 * How a feature joins the app, in `src/composition/features/<feature>.ts` (export `feature`): the
 * container finds every file there, so that a new feature adds its file and edits nothing else.
 * Its bindings are inversify container modules; its fake (`npm run demo`) is
 * `features/fake/<feature>.ts` (export `fake`, a container module), loaded only in that mode so
 * that the site's bundle carries none of it.
 */
export interface FeatureComposition {
  /** The feature's ports bound to their adapters for the real server. */
  readonly http?: ContainerModule;
  /** The feature's use cases, whatever answers its ports. */
  readonly useCases?: ContainerModule;
  /** What the UI gets of the feature (its fields of AppServices, declared in `src/ui/<feature>/services.ts`). */
  readonly services?: (
    container: Container,
    config: AppConfig,
    platform: Platform,
  ) => Partial<AppServices>;
}

/** A feature's fake adapters, in `src/composition/features/fake/<feature>.ts`. */
export interface FakeFeatureComposition {
  readonly fake: ContainerModule;
}

/** `container.get` that keeps the type a token was declared with. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}
