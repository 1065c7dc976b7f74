/** What other features compose: the visualization page's Share button and its dialog. */
export { ShareButton } from './ShareDialog';
