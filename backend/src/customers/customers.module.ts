import { Module } from '@nestjs/common';
import { CustomersController } from './customers.http.controller';
import { GetCustomerHandler } from './queries/get-customer/get-customer.handler';
import { ListCustomersHandler } from './queries/list-customers/list-customers.handler';

/** The customers context (read side so far), on the customers projector's table. */
@Module({ controllers: [CustomersController], providers: [ListCustomersHandler, GetCustomerHandler] })
export class CustomersModule {}
