// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSkeleton, SKELETON_LINES, SKELETON_LINE_HEIGHT_PX } from './skeleton';

afterEach(cleanup);

function renderLines(): HTMLElement[] {
  const { container } = render(<PageSkeleton />);
  const lineGroup = container.querySelector('[aria-hidden="true"]');
  return [...(lineGroup?.children ?? [])].filter((line) => line instanceof HTMLElement);
}

describe('skeleton constants', () => {
  it.each([
    { name: 'SKELETON_LINES', actual: SKELETON_LINES, expected: 15 },
    { name: 'SKELETON_LINE_HEIGHT_PX', actual: SKELETON_LINE_HEIGHT_PX, expected: 30 },
  ])('$name is $expected', ({ actual, expected }) => {
    expect(actual).toBe(expected);
  });
});

describe('PageSkeleton', () => {
  it('renders 15 lines', () => {
    expect(renderLines()).toHaveLength(15);
  });

  it.each([
    { property: 'height', expected: '30px' },
    { property: 'animation class', expected: 'animate-pulse' },
    { property: 'reduced-motion class', expected: 'motion-reduce:animate-none' },
  ])('every line has $property $expected', ({ property, expected }) => {
    for (const line of renderLines()) {
      expect(property === 'height' ? line.style.height : line.className).toContain(expected);
    }
  });

  it('announces loading and marks itself busy', () => {
    const { container } = render(<PageSkeleton className="p-4" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.firstElementChild?.className).toContain('p-4');
  });
});
