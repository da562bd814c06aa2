export { Tabs, tabsOrientations, type TabItem, type TabsOrientation, type TabsProps } from './Tabs';
