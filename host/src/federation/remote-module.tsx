// Loads one exposed module of a remote and renders it inside an error boundary. Loading failures and
// render errors both end in the translated "unavailable — retry" panel; retry re-registers the remote and
// loads it again without a page reload. Progressive delivery (issue 15): a caller on a canary whose version
// fails (load or render) gets the stable version once before the panel (fallBackToStable reloads the page onto
// it), and every mount, failure and fallback is reported per remote and version, once per load (./telemetry).
import { Component, useCallback, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { LoadingText, RemoteUnavailable, type RemoteName } from '@casino/shared';
import { fallBackToStable, loadedRemoteModule, loadRemoteModule, retryRemote } from './remotes';
import { reportRemote } from './telemetry';
import { AntdScope } from '../components/antd-lazy';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => Promise<void>;
  /** Reports the render error (once per load) and falls back to stable; true when it does. */
  onFallback?: () => boolean;
  children: ReactNode;
}
interface BoundaryState { error: Error | null; fallingBack: boolean }

export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, fallingBack: false };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] remote ${this.props.remote} threw while rendering`, error, info.componentStack);
    if (this.props.onFallback) {
      if (this.props.onFallback()) this.setState({ fallingBack: true });
    } else reportRemote(this.props.remote, 'render_error');
  }

  retry = async (): Promise<void> => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.fallingBack) return <LoadingText />;
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}

type State<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: Error };

export function useRemoteModule<T>(remote: RemoteName, expose: string) {
  const [attempt, setAttempt] = useState(0);
  // a module already here is drawn at once (no loading state between the server's first screen and the page)
  const [state, setState] = useState<State<T>>(() => {
    const here = loadedRemoteModule<T>(remote, expose);
    return here === undefined ? { status: 'loading' } : { status: 'ready', module: here };
  });
  useEffect(() => {
    let live = true;
    const here = loadedRemoteModule<T>(remote, expose);
    if (here !== undefined) {
      setState((s) => (s.status === 'ready' && s.module === here ? s : { status: 'ready', module: here }));
      return undefined;
    }
    setState({ status: 'loading' });
    loadRemoteModule<T>(remote, expose).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: Error) => {
        if (!live) return;
        // the load failure itself was reported by the runtime plugin (errorLoadRemote); a fallback reloads the
        // page onto stable, so this one stays loading (a new attempt would load, fail and report the canary again)
        if (!fallBackToStable(remote)) setState({ status: 'error', error });
      },
    );
    return () => { live = false; };
  }, [remote, expose, attempt]);
  const retry = useCallback(async () => {
    await retryRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  // React may hand one render failure to the boundary twice (it retries a failed first mount on a fresh
  // instance): one report and one fallback per load attempt. A fallback reloads the page onto stable; until
  // then the boundary shows the loading state (rendering the failed module again would report it again).
  const handled = useRef<{ attempt: number; fell: boolean } | null>(null);
  const fallback = useCallback(() => {
    if (handled.current?.attempt === attempt) return handled.current.fell;
    reportRemote(remote, 'render_error');
    const fell = fallBackToStable(remote);
    handled.current = { attempt, fell };
    return fell;
  }, [remote, attempt]);
  return { state, retry, fallback, attempt };
}

/** Reports a successful mount once it is committed (a render error in the same boundary discards it). */
function MountReport({ remote }: { remote: RemoteName }) {
  useEffect(() => { reportRemote(remote, 'mount'); }, [remote]);
  return null;
}

export function RemoteModule<T>({ remote, expose, fallback, frame = (n) => n, antd = true, children }: {
  remote: RemoteName;
  expose: string;
  fallback?: ReactNode;
  /**
   * The module renders antd (the default): it is rendered inside antd's providers, loaded with antd. A widget that
   * renders none (the home page's notice popup) says `false`, so the lobby loads no antd (issue 19).
   */
  antd?: boolean;
  /** Wraps the loading and unavailable states (e.g. in the route's layout). */
  frame?: (node: ReactNode) => ReactNode;
  children: (module: T, retry: () => Promise<void>, fallBack: () => boolean) => ReactNode;
}) {
  const { state, retry, fallback: fallBack, attempt } = useRemoteModule<T>(remote, expose);
  // A quiet widget shows nothing while loading, not even its frame: an empty drawer flashing open would take the
  // keyboard focus from the control that opened the widget (the game card), which then can't get it back.
  if (state.status === 'loading') return fallback === null ? null : <>{frame(fallback === undefined ? <LoadingText /> : fallback)}</>;
  if (state.status === 'error') return <>{frame(<RemoteUnavailable remote={remote} onRetry={retry} />)}</>;
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry} onFallback={fallBack}>
      <MountReport remote={remote} />
      {antd
        ? <AntdScope fallback={fallback === null ? null : undefined}>{children(state.module, retry, fallBack)}</AntdScope>
        : children(state.module, retry, fallBack)}
    </RemoteBoundary>
  );
}

/** A shell widget exposed by a remote (drawer, game frame, login panel, probe). Renders nothing while loading. */
export function RemoteWidget<P extends object>({ remote, expose, props, quiet = false, frame, antd = true }: {
  remote: RemoteName; expose: string; props?: P; quiet?: boolean; frame?: (node: ReactNode) => ReactNode; antd?: boolean;
}) {
  return (
    <RemoteModule<{ default: React.ComponentType<P> }> remote={remote} expose={expose} fallback={quiet ? null : undefined} frame={frame} antd={antd}>
      {(mod) => <mod.default {...(props as P)} />}
    </RemoteModule>
  );
}
