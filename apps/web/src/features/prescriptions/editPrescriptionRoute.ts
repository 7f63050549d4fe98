export { EditPrescriptionPage as Component } from './EditPrescriptionPage';
