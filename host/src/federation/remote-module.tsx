// Loads one exposed module of a remote and renders it inside an error boundary. Loading failures and
// render errors both end in the translated "unavailable — retry" panel; retry re-registers the remote and
// loads it again without a page reload.
import { Component, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { LoadingText, RemoteUnavailable, type RemoteName } from '@casino/shared';
import { loadRemoteModule, retryRemote } from './remotes';

interface BoundaryProps { remote: RemoteName; onRetry: () => Promise<void>; children: ReactNode }
interface BoundaryState { error: Error | null }

export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] remote ${this.props.remote} threw while rendering`, error, info.componentStack);
  }

  retry = async (): Promise<void> => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}

type State<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: Error };

export function useRemoteModule<T>(remote: RemoteName, expose: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule<T>(remote, expose).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: Error) => live && setState({ status: 'error', error }),
    );
    return () => { live = false; };
  }, [remote, expose, attempt]);
  const retry = useCallback(async () => {
    await retryRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  return { state, retry, attempt };
}

export function RemoteModule<T>({ remote, expose, fallback, frame = (n) => n, children }: {
  remote: RemoteName;
  expose: string;
  fallback?: ReactNode;
  /** Wraps the loading and unavailable states (e.g. in the route's layout). */
  frame?: (node: ReactNode) => ReactNode;
  children: (module: T, retry: () => Promise<void>) => ReactNode;
}) {
  const { state, retry, attempt } = useRemoteModule<T>(remote, expose);
  if (state.status === 'loading') return <>{frame(fallback === undefined ? <LoadingText /> : fallback)}</>;
  if (state.status === 'error') return <>{frame(<RemoteUnavailable remote={remote} onRetry={retry} />)}</>;
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      {children(state.module, retry)}
    </RemoteBoundary>
  );
}

/** A shell widget exposed by a remote (drawer, game frame, login panel, probe). Renders nothing while loading. */
export function RemoteWidget<P extends object>({ remote, expose, props, quiet = false, frame }: {
  remote: RemoteName; expose: string; props?: P; quiet?: boolean; frame?: (node: ReactNode) => ReactNode;
}) {
  return (
    <RemoteModule<{ default: React.ComponentType<P> }> remote={remote} expose={expose} fallback={quiet ? null : undefined} frame={frame}>
      {(mod) => <mod.default {...(props as P)} />}
    </RemoteModule>
  );
}
