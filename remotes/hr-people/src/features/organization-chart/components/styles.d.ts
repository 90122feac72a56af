/** Style sheets imported for their side effect (React Flow's), bundled by rspack's css/auto. */
declare module '*.css';
