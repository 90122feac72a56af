// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the compiled catalogs travel with the package
/// <reference path="./locales.d.ts" />
/**
 * `@kanri/runtime`: the services every kanri app shares through one Module Federation singleton —
 * i18n, session, toast, dialogs and the API client built from `@kanri/contracts`
 * (docs/frontend-interfaces.md).
 */
export { i18n, loadCatalog, registerCatalogLoader, loadRegisteredCatalogs, activateLocale, detectLocale, defaultLocale, toLocale } from './i18n/i18n';
export type { CatalogLoader } from './i18n/i18n';
export { useLocale, changeLocale } from './i18n/use-locale';
export type { LocaleApi } from './i18n/use-locale';
export { useAuth, AuthProvider, fetchSession } from './auth/auth-context';
export type { AuthValue, AuthStatus } from './auth/auth-context';
export { useToast } from './toast/use-toast';
export type { ToastApi } from './toast/use-toast';
export { useDialogs, DialogsProvider } from './dialogs/dialogs-context';
export type { DialogsApi, ConfirmOptions, ErrorDialogOptions } from './dialogs/dialogs-context';
export { ApiError, isApiError } from './client/api-error';
export { apiFetch, endpointUrl, serializeQuery, setApiFetcher, setApiFailureHandlers, httpFetcher } from './client/api-fetch';
export type { ApiFetcher, EndpointInput, ApiFetchOptions, ApiFailureHandlers } from './client/api-fetch';
export { useEndpoint, useEndpointMutation, revalidatePaths, clearCache, endpointKey } from './client/swr';
export type { EndpointKey, EndpointMutation } from './client/swr';
export { preloadEndpoint, preloadLoader, lazyPreloadLoader, endpointCall, preloadMaxAgeMs } from './client/preload';
export { adoptEarlyCalls, normalizeCallUrl } from './client/early-calls';
export type { EarlyCall } from './client/early-calls';
export type { EndpointCall, AnyEndpointCall } from './client/preload';
export { setNavigator, navigateTo, goBackOrHome, signInUrlFor, redirectToSignIn } from './client/navigation';
export { KanriProviders } from './providers';
export type { KanriProvidersProps } from './providers';
export { mountStandalone } from './standalone';
export type { StandaloneOptions, StandaloneMount } from './standalone';
export { formatDate, formatPersonName } from './format/format';
export type { DateInput, PersonNameParts } from './format/format';
export { issueMessage, validateFields, formValidator, fieldErrorsByPath } from './forms/validation';
export { locales } from './remote-module';
export { routeManifestFileName, routeManifestVersion, routeManifestSchema, parseRouteManifest, resolveRouteManifest, localizedLabel } from './route-manifest';
export type { RouteManifest, RouteManifestSource, ParsedRouteManifest, ManifestModule, ManifestPaletteEntry, ManifestRedirect, ManifestPreload, RedirectSearch, LocalizedLabel, ModuleProduct, LabelTranslator } from './route-manifest';
export type { Locale, RemoteModule, RemoteNavItem } from './remote-module';
