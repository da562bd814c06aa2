export { WhyChoose, whyChooseIcons, type WhyChooseIcon, type WhyChooseItem, type WhyChooseProps } from './WhyChoose';
