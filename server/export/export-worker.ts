import { exportVisualization } from './export-visualization.js';

/** The export thread's task (piscina calls the default export): see export-pool.ts. */
export default exportVisualization;
