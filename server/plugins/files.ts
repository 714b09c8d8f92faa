import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPostgresUrl } from '../db/database';
import { openFileContents } from '../files/fileContents';
import { FileStore } from '../files/fileStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: their description in the database, their bytes where FILES_URL says. */
    files: FileStore;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'files',
      new FileStore(openFileContents(config.filesUrl, isPostgresUrl(config.databaseUrl), config.dataDir)),
    );
  },
  { name: 'files', dependencies: ['config'] },
);
