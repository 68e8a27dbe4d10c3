/** Whether the person asked the system for reduced motion: the table then holds still (no drift, no water). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
