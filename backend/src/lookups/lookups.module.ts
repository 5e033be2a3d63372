import { Module } from '@nestjs/common';
import { LookupsController } from './lookups.http.controller';

/** Reference lists that belong to no tenant (places of birth) and the health-card reader. */
@Module({ controllers: [LookupsController] })
export class LookupsModule {}
