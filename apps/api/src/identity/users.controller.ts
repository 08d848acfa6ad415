import { Controller, Delete, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  createUserRequest,
  employeesEmailsRequest,
  updateUserRequest,
  userIdRequest,
  usersListRequest,
  type UsersListRequest,
} from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { Context } from '../cqrs/request-context.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { Body, Params } from '../http/validation.js';
import { Roles } from '../http/auth.js';
import { CreateUserCommand } from './create-user/create-user.js';
import { BlockUserCommand } from './block-user/block-user.js';
import { RestoreUserCommand } from './restore-user/restore-user.js';
import { UpdateUserCommand } from './update-user/update-user.js';
import { UsersQueries } from './queries/users.queries.js';

/** User administration: spec/01 §7 "Users", admin only. */
@Controller()
@Roles(ROLES.admin)
export class UsersController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(UsersQueries) private readonly queries: UsersQueries,
  ) {}

  @Post('users/data')
  @HttpCode(200)
  list(@Body(usersListRequest) request: UsersListRequest) {
    return this.queries.table(request, false);
  }

  @Post('users/data/deleted')
  @HttpCode(200)
  listDeleted(@Body(usersListRequest) request: UsersListRequest) {
    return this.queries.table(request, true);
  }

  @Post('users/employees-emails')
  @HttpCode(200)
  employeesEmails(@Body(employeesEmailsRequest) body: z.output<typeof employeesEmailsRequest>) {
    return this.queries.employeesEmails(body.roles);
  }

  @Post('user')
  create(@Body(createUserRequest) body: z.output<typeof createUserRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new CreateUserCommand(body.email, body.role, context));
  }

  @Get('user/:id')
  get(@Params(userIdRequest) params: z.output<typeof userIdRequest>) {
    return this.queries.user(params.id);
  }

  @Put('user')
  update(@Body(updateUserRequest) body: z.output<typeof updateUserRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new UpdateUserCommand(body.id, body.email, body.role, context));
  }

  /** Blocks the user (the spec's delete) and ends every session of theirs. */
  @Delete('user')
  block(@Body(userIdRequest) body: z.output<typeof userIdRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new BlockUserCommand(body.id, context));
  }

  @Post('user/restore')
  @HttpCode(200)
  restore(@Body(userIdRequest) body: z.output<typeof userIdRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new RestoreUserCommand(body.id, context));
  }
}
