export { ActivityCard } from './ActivityCard';
