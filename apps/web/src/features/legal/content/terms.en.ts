import type { LegalDocument } from '../legalDocument';

const terms: LegalDocument = {
  title: 'Terms and conditions',
  summary:
    'These terms govern your use of the Dawa website and mobile apps. By creating an account or using Dawa you accept them; if you do not agree, please do not use the service.',
  sections: [
    {
      id: 'the-service',
      heading: 'The service',
      paragraphs: [
        'Dawa provides a drug index, a link to an external drug-interactions checker, and places where healthcare professionals publish prescription cases, job opportunities, facilities for sale or rent, and offers. Some features are open to everyone; the others require an account.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Eligibility and accounts',
      paragraphs: [],
      items: [
        'You must be 13 years of age or older to use Dawa. The community features are intended for healthcare professionals and people who work in the healthcare sector.',
        'Give accurate information about yourself and keep it up to date.',
        'Keep your password secret. You are responsible for everything done with your account; tell us at once about any use you did not authorise.',
        'One person, one account. Accounts may not be sold or transferred.',
      ],
    },
    {
      id: 'not-medical-advice',
      heading: 'Drug information is a reference, not medical advice',
      paragraphs: [
        'The drug index is a reference for healthcare professionals. It does not replace professional judgement, the approved package leaflet or official guidance, and it is not medical advice for patients.',
        'Always check doses, indications, contraindications and interactions before you prescribe or dispense. Dawa is not responsible for decisions taken on the basis of the information it shows.',
      ],
    },
    {
      id: 'prices',
      heading: 'Prices',
      paragraphs: [
        'Drug prices are shown in Egyptian pounds (L.E.) for information only. Prices change, sometimes without notice, and the index may not show the latest official price at every moment. Prices and conditions in offers, jobs and facility listings are set by the people who publish them.',
      ],
    },
    {
      id: 'your-posts',
      heading: 'Your posts',
      paragraphs: [],
      items: [
        'You keep ownership of what you post and give Dawa a non-exclusive, royalty-free licence to host, display and share it within the service (the website, the apps and share links) for as long as it is published.',
        'You are responsible for what you publish: it must be accurate, lawful and yours to share.',
        'Prescription photos must never show the patient’s identity. Cover the name, phone number, address and any other identifying detail before you post.',
        'Do not post misleading medical claims, counterfeit or unregistered products, insults or personal attacks, spam, or anyone else’s personal data.',
        'Monthly limits apply to some kinds of post, such as prescriptions and facilities; the app tells you when you reach them.',
      ],
    },
    {
      id: 'moderation',
      heading: 'Moderation',
      paragraphs: [
        'Posts are reviewed by Dawa’s admins. We may refuse, hide or remove any post that breaks these terms or the law, and suspend or close the accounts responsible, with or without notice. If you think we made a mistake, contact us and we will look at it again.',
      ],
    },
    {
      id: 'marketplace',
      heading: 'Jobs, facilities and offers',
      paragraphs: [
        'Dawa is a meeting place. We are not a party to any employment, sale, rental or purchase agreed between users, and we do not verify every listing. Check the other party, the premises and the required licences yourself before you commit or pay.',
      ],
    },
    {
      id: 'external-links',
      heading: 'External links',
      paragraphs: [
        'Some links, such as the drug-interactions checker and social networks, open websites run by others. Their own terms and privacy policies apply, and we are not responsible for their content.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        'The Dawa name, logo and design, and the compilation of the drug index, belong to Dawa. Do not copy, scrape or resell the index or other content in bulk without our written permission.',
      ],
    },
    {
      id: 'liability',
      heading: 'Availability and liability',
      paragraphs: [
        'We work to keep Dawa available and accurate, but the service is provided “as is”, without warranties of any kind. As far as the law allows, Dawa is not liable for indirect or consequential loss arising from the use of the service or from content posted by users.',
      ],
    },
    {
      id: 'closing-your-account',
      heading: 'Closing your account',
      paragraphs: [
        'You can stop using Dawa at any time and ask us to close your account. We may suspend or close an account that breaks these terms.',
      ],
    },
    {
      id: 'changes-and-law',
      heading: 'Changes and governing law',
      paragraphs: [
        'We may update these terms; the date at the top of this page shows the version in force, and we will tell you about significant changes before they take effect. These terms are governed by the laws of the Arab Republic of Egypt, and the Egyptian courts have jurisdiction over any dispute.',
      ],
    },
  ],
};

export default terms;
