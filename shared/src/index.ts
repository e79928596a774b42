// @casino/shared: one instance at run time (a Module Federation singleton). The counter below proves it:
// if a remote ever bundled its own copy, this module would evaluate twice.
if (typeof window !== 'undefined') {
  window.__CASINO_SHARED_EVALUATIONS__ = (window.__CASINO_SHARED_EVALUATIONS__ ?? 0) + 1;
}

export * from './contract/index';
export * from './format/index';
export { ApiClient, blobText, normalise, type Result, type Method, type ApiClientOptions, type CallOptions } from './api/client';
export * from './api/errors';
export * from './failure/catalogue';
export {
  attempt, clientFailure, displayOf, failureFromError, failureFromResult, placeFailure, requestIdOf,
  type Attempt, type Failure, type FailurePlace, type FailureSurface,
} from './failure/failure';
export { FailureNotice, type FailureNoticeProps } from './failure/failure-notice';
export { PageBoundary, type PageBoundaryProps, type PageErrorReport } from './failure/page-boundary';
export { pageErrorBody, reportPageError } from './failure/report-page-error';
export { imposedDetail, useFailure, useToaster, MessageToaster, ToasterContext, type MessageApi, type ShowOptions, type Toaster } from './failure/use-failure';
export { useLoad, type LoadState } from './failure/use-load';
export { FIRST_SCREEN_FRESH_MS, firstScreenAnswer, forgetFirstScreenAnswer, readKey, seedFirstScreen, type Read, type ServerPages } from './api/first-screen';
export { RootStore, getRootStore, api } from './stores/root-store';
export { SessionStore, toUserInfo, EMPTY_USER, LOGOUT_FLAG_KEYS, type SessionInfo, type LiveNotice } from './stores/session-store';
export { MemberStream } from './stores/member-stream';
export { openEventStream, createEventParser, backoffDelay, DEFAULT_BACKOFF, type StreamEvent, type StreamState, type EventStream, type EventStreamOptions, type BackoffOptions } from './api/event-stream';
export { createSequence, type Sequence } from './contract/sequence';
export { PrefsStore } from './stores/prefs-store';
export { LoadStore, type LoadStoreOptions, type LoadAttempt } from './stores/load-store';
export { useLoadStore, type LoadSnapshot, type UseLoadStoreOptions } from './stores/use-load-store';
export { UiStore, type CurrentGame } from './stores/ui-store';
export { FavouritesStore, FAVORITES_CHANGED, type FavouriteItem, type FavoritesChangedDetail } from './stores/favourites-store';
export { StoresProvider, useStores, createStoresContext, type StoresContext } from './stores/context';
export { checkToken, type TokenCheck, type TokenCheckMessage } from './stores/token';
export { storage, cookies, encode, decode } from './stores/storage';
export { i18n, initI18n, namespacesReady, registerNamespace, type BundleLoader } from './i18n/index';
export * from './i18n/languages';
export * from './theme/themes';
export { cssVariablesFor } from './theme/css-variables';
export * from './routes';
export { RemoteUnavailable } from './ui/remote-unavailable';
export { LoadingText } from './ui/loading-text';
export { InPreparation } from './ui/in-preparation';
export { LoginRequired } from './ui/login-required';
export { FederationProbe } from './ui/federation-probe';
export { NativeButton, NativeResult, NativeAlert, SkeletonLines, Spinner, installNativeStyles, installStyleSheet, installedStyleSheets, type NativeButtonProps } from './ui/native';
export { RoutePlaceholder } from './ui/route-placeholder';
export { GridCard, type GridCardProps } from './ui/grid-card';
export { BuildPicture, type BuildPictureProps } from './ui/build-picture';
export * from './ui/grid-card-model';
export { useEdgeSwipe, createEdgeSwipe, EDGE_SWIPE_ZONE_PX, EDGE_SWIPE_DISTANCE_PX } from './ui/edge-swipe';
export { startDevShell } from './ui/dev-shell';
export { useFocusTrap, focusableIn, focusOpener, FOCUS_WRAP_ATTR, type FocusTrapOptions } from './ui/focus-trap';
