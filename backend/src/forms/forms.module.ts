import { Module } from '@nestjs/common';
import { FormSubmissions } from './form-submissions';

/** What every context that stores form.io data needs: the check of a submission against its form version. */
@Module({
  providers: [FormSubmissions],
  exports: [FormSubmissions],
})
export class FormsModule {}
