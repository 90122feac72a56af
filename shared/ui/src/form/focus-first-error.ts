/**
 * After a submit that failed validation, moves the view and the focus to the first field marked
 * invalid (`aria-invalid="true"`) inside `form` (the form element, or its id), once React has
 * rendered the errors; a long form otherwise leaves the user at its submit button with the errors
 * out of sight. `SchemaForm` does this after every submit that leaves a field in error (the
 * schema's or the server's, issue 30); a form that opens a step or tab first calls it itself.
 */
export function focusFirstError(form: string | HTMLElement | null): void {
  setTimeout(() => {
    const root = typeof form === 'string' ? document.getElementById(form) : form;
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // jsdom has no scrollIntoView
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  }, 0);
}
