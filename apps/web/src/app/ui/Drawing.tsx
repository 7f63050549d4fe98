import type { ReactNode } from 'react';

export interface DrawingProps {
  className?: string;
  viewBox: string;
  children: ReactNode;
}

/** A decorative SVG drawing: hidden from assistive technology and from the tab order. */
export function Drawing({ className, viewBox, children }: DrawingProps) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {children}
    </svg>
  );
}
