export {
  Accordion,
  accordionHeadingLevels,
  accordionTypes,
  type AccordionHeadingLevel,
  type AccordionItem,
  type AccordionMultipleProps,
  type AccordionProps,
  type AccordionSingleProps,
  type AccordionType,
} from './Accordion';
