import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HistoryRecorder } from '../history/entries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Appends history entries in the transaction of their write (server/history/, docs/history.md). */
    history: HistoryRecorder;
  }
}

/** One recorder for the store, the accounts and the sessions; off only when HISTORY_RECORDING=off (benchmarks). */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('history', new HistoryRecorder(app.config.historyRecording));
  },
  { name: 'history', dependencies: ['config'] },
);
