export { PrescriptionDetailPage as Component } from './PrescriptionDetailPage';
