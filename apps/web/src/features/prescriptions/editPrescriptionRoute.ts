export { loader, shouldRevalidate } from './routeLoader';
export { EditPrescriptionPage as Component } from './EditPrescriptionPage';
