import { createConfig } from '@kanri/build/rspack';

export default createConfig({ dir: import.meta.dirname, id: 'settings' });
