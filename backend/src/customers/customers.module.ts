import { Module } from '@nestjs/common';
import { CommandPipeline } from '../shared/command-pipeline';
import { ChangeCustomerHandler } from './commands/change-customer/change-customer.handler';
import { SetCustomerStaffHandler } from './commands/set-customer-staff/set-customer-staff.handler';
import { CustomerFactoriesController } from './customer-factories.http.controller';
import { CustomerLookupsController } from './customer-lookups.http.controller';
import { CustomersController } from './customers.http.controller';
import { CustomerReader } from './queries/customer-reader';
import { ListCustomersHandler } from './queries/list-customers/list-customers.handler';

/** The customers context: customers, their factories and departments, on the customers projector's tables. */
@Module({
  controllers: [CustomersController, CustomerFactoriesController, CustomerLookupsController],
  providers: [CommandPipeline, ChangeCustomerHandler, SetCustomerStaffHandler, CustomerReader, ListCustomersHandler],
})
export class CustomersModule {}
