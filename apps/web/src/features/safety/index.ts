/** The safety register. Its cards on the article, unit and order pages. */
export { HandoverButton } from './components/handover-button';
export { ItemSafetyCard } from './components/item-safety-card';
export { UnitSafetyTab } from './components/unit-safety-tab';
export { LazyHandoverButton } from './lazy-handover-button';
