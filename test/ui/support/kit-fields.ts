import { expect } from 'vitest';

/**
 * Issue 29, item 9: the searches, filters and office forms that showed the browser's bare boxes
 * use the form kit: every control in a kit field frame (`form__field`, styled by forms.css
 * wherever it stands) with its own label.
 */
export function expectKitFields(region: HTMLElement): void {
  const controls = [...region.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
    (control) =>
      !['radio', 'checkbox', 'file', 'hidden'].includes(control.getAttribute('type') ?? ''),
  );
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const frame = control.closest('.form__field');
    expect(frame, `${control.outerHTML} outside a kit field`).not.toBeNull();
    const label = frame?.querySelector(`label[for="${control.id}"]`);
    expect(label?.textContent, `${control.outerHTML} without its label`).toBeTruthy();
  }
}
