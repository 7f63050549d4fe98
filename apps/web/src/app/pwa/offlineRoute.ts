export { OfflinePage as Component } from './OfflinePage';
