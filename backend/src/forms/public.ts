/**
 * What other contexts may use of the forms context. Everything else in forms/ is private to it.
 */
export { FormSubmissions } from './form-submissions';
export { FormsModule } from './forms.module';
