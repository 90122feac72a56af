import { startEarlySession } from './app/early-session';
import { startRouteManifests } from './app/remotes/early-route-manifests';

// The identity call and the remotes' route manifests do not wait for the shared modules
// (docs/performance.md §1 "Critical path"; issue 27).
startEarlySession();
startRouteManifests();
// The async boundary: Module Federation negotiates shared modules before the app's code runs.
void import('./bootstrap');
