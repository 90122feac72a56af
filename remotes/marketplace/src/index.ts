// The async boundary: shared singletons are negotiated by Module Federation before bootstrap runs.
import('./bootstrap');
