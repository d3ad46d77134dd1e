/**
 * Lazy-loads one remote's ./Routes after checking its build fits the shell; a remote that
 * fails to load (or does not fit) fails alone, with a Retry.
 */
import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Button, Spinner, useTranslation, type RemoteRoutesProps } from '@skillfolio/shared';
import type { AreaName } from './areas';
import { checkCompatible, IncompatibleAreaError } from './compatibility';
import { federationName } from './manifest';
import { entryOf, retryRegistration } from './registry';

type RoutesModule = { default: ComponentType<RemoteRoutesProps> };

const cache = new Map<AreaName, ComponentType<RemoteRoutesProps>>();
const loading = new Map<AreaName, Promise<RoutesModule>>();

function routesModule(name: AreaName): Promise<RoutesModule> {
  let pending = loading.get(name);
  if (!pending) {
    pending = (async () => {
      const entry = entryOf(name);
      if (entry === undefined) throw new Error('The remotes manifest did not load');
      await checkCompatible(name, entry);
      const mod = await loadRemote<RoutesModule>(`${federationName(name)}/Routes`);
      if (!mod) throw new Error(`The ${name} area did not load`);
      return mod;
    })();
    loading.set(name, pending);
  }
  return pending;
}

/**
 * Starts loading an area's routes before React first renders the page: the area's code then
 * runs while the shell draws its header, instead of after it. A failure shows when the area
 * renders, with its Retry, as if it had only started then.
 */
export function preloadArea(name: AreaName): void {
  routesModule(name).catch(() => undefined);
}

function lazyRoutes(name: AreaName): ComponentType<RemoteRoutesProps> {
  let routes = cache.get(name);
  if (!routes) {
    routes = lazy(() => routesModule(name));
    cache.set(name, routes);
  }
  return routes;
}

interface BoundaryProps {
  name: AreaName;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Which versions do not fit, when that is why: shown, so whoever reports it can say. */
  incompatible: string | null;
}

/** What a failed area shows: why, what still works, and a Retry. */
function AreaFailed({
  incompatible,
  onRetry,
}: {
  incompatible: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className="sf-page" role="alert">
      <h1>{t('area.notLoaded')}</h1>
      <p>{incompatible !== null ? t('area.incompatible') : t('area.checkConnection')}</p>
      {/* The versions that do not fit, for whoever reports it: a technical note, in English. */}
      {incompatible !== null && <p lang="en">{incompatible}</p>}
      <Button onPress={onRetry}>{t('area.retry')}</Button>
    </div>
  );
}

class AreaBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, incompatible: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return {
      failed: true,
      incompatible: error instanceof IncompatibleAreaError ? error.message : null,
    };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (error instanceof IncompatibleAreaError) {
      // The operator's clue: which singleton, which versions.
      console.error(`${error.message} It was not loaded.`);
      return;
    }
    console.error(`The ${this.props.name} area failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <AreaFailed
        incompatible={this.state.incompatible}
        onRetry={() => {
          this.setState({ failed: false, incompatible: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

export function RemoteArea({ name }: { name: AreaName }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const Routes = lazyRoutes(name);
  return (
    <AreaBoundary
      key={attempt}
      name={name}
      onRetry={() => {
        // Whatever the manifest's fate, try the area again: a failure shows this Retry again.
        void retryRegistration()
          .catch((error: unknown) => console.error(error))
          .finally(() => {
            cache.delete(name);
            loading.delete(name);
            setAttempt((n) => n + 1);
          });
      }}
    >
      <Suspense
        fallback={
          <div className="sf-page">
            <Spinner label={t('area.loading')} />
          </div>
        }
      >
        <Routes />
      </Suspense>
    </AreaBoundary>
  );
}
