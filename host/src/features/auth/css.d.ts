// The auth page's stylesheet is imported for its side effect (rspack's `css/auto` emits it as a
// CSS file; Jest maps it to a stub): no exports.
declare module '*.css';
