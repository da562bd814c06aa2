export { SiteNotice, type SiteNoticeProps, type SiteNoticeTone } from './SiteNotice';
