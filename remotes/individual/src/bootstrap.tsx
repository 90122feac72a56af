import { mountStandalone } from '@kanri/runtime';
import remoteModule from './module';

// Standalone dev mount (`pnpm dev` in this folder); inside the host only ./module is loaded.
void mountStandalone(remoteModule, { home: '/individual' });
