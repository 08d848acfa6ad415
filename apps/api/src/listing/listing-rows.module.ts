import { Module } from '@nestjs/common';
import { ListingRows } from './listing-rows.js';

/** The listing read model's reads alone: the list's controller and the report worker (its own process too) use them. */
@Module({ providers: [ListingRows], exports: [ListingRows] })
export class ListingRowsModule {}
