// Globals used to prove at run time that host and remotes share one @casino/shared and one React.
interface Window {
  __CASINO_SHARED_EVALUATIONS__?: number;
  __CASINO_HOST_REACT__?: unknown;
}

/** The app's build version (package.json version, or REMOTE_VERSION for a rollout build). */
declare const __APP_VERSION__: string;
