/**
 * After a submit that failed validation, moves the view and the focus to the first field marked
 * invalid (`aria-invalid="true"`) inside the form element `formId`, once React has rendered the
 * errors; a long form otherwise leaves the user at its submit button with the errors out of sight.
 */
export function focusFirstError(formId: string): void {
  setTimeout(() => {
    const field = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // jsdom has no scrollIntoView
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  }, 0);
}
