import fp from 'fastify-plugin';
import { UsersRepository } from '#src/repositories/users/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

/** Users and accounts; route files use this, never the driver. */
export default fp(
  async (fastify) => {
    const users = UsersRepository.fromDb(fastify.mongo.db);
    await users.ensureIndexes();
    fastify.decorate('usersRepository', users);
  },
  { name: 'users-repository', dependencies: ['mongodb'] },
);
