import { describe, expect, it } from 'vitest';
import { svgAspectRatio } from './render';

describe('svgAspectRatio (the shape of the stand-in shown before a drawing is ready)', () => {
  it('reads the viewBox of the root, with spaces or commas', () => {
    expect(svgAspectRatio('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800">')).toBe(
      1.5,
    );
    expect(svgAspectRatio("<?xml version='1.0'?>\n<svg viewBox='0,0,400,200' width='100%'>")).toBe(
      2,
    );
  });

  it('falls back to width and height in user units', () => {
    expect(svgAspectRatio('<svg width="720px" height="480" stroke-width="3"><rect/></svg>')).toBe(
      1.5,
    );
  });

  it('gives null when the shape is unknown, so the caller picks a default', () => {
    expect(svgAspectRatio(null)).toBeNull();
    expect(svgAspectRatio('<svg width="100%" height="auto"></svg>')).toBeNull();
    expect(svgAspectRatio('<svg viewBox="0 0 0 0"></svg>')).toBeNull();
    expect(svgAspectRatio('<div viewBox="0 0 4 3"></div>')).toBeNull();
  });
});
