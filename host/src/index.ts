// The async boundary: Module Federation negotiates shared modules before the app's code runs.
void import('./bootstrap');
