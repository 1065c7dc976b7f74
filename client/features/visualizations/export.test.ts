import { describe, expect, it } from 'vitest';
import { exportFileName, exportPixelRatio } from './export';

describe('export', () => {
  it('names the file from the title, lower-cased, spaces to hyphens', () => {
    expect(exportFileName('Q3 Risk Review', 'png')).toBe('q3-risk-review.png');
    expect(exportFileName('Plan - Visualization', 'jpg')).toBe('plan---visualization.jpg');
  });

  it('exports sharp images and keeps the canvas within 16384 pixels', () => {
    expect(exportPixelRatio(720, 1188)).toBe(2);
    expect(exportPixelRatio(360, 594) * 360).toBe(1440);
    expect(exportPixelRatio(720, 10000) * 10000).toBeLessThanOrEqual(16384);
    expect(exportPixelRatio(20000, 500) * 20000).toBeLessThanOrEqual(16384);
  });
});
