import { legalLoader } from './legalLoader';

export const loader = legalLoader('privacy');
export { LegalPage as Component } from './LegalPage';
