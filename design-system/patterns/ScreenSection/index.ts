export {
  ScreenSection,
  screenSectionHeadingSizes,
  screenSectionHeads,
  type ScreenSectionHead,
  type ScreenSectionHeadingSize,
  type ScreenSectionProps,
} from './ScreenSection';
