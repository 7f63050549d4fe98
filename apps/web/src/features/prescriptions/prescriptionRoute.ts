export { loader, shouldRevalidate } from './routeLoader';
export { PrescriptionDetailPage as Component } from './PrescriptionDetailPage';
