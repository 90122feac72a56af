import { startEarlySession } from './app/early-session';

// The identity call does not wait for the shared modules (docs/performance.md §1 "Critical path").
startEarlySession();
// The async boundary: Module Federation negotiates shared modules before the app's code runs.
void import('./bootstrap');
