export {
  LegalScreen,
  legalBlockKinds,
  type LegalBlock,
  type LegalDocument,
  type LegalScreenProps,
  type LegalSection,
} from './LegalScreen';
