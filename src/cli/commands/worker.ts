// `campaignctl worker`: a job worker in its own process, for scale. Same config and database as
// the server; any number may run beside the server's inline worker (claims never overlap).
// SIGTERM/SIGINT: stop claiming, let the jobs in hand finish, exit.
import type { Command } from 'commander';
import { createContainer } from '../../root/container.js';
import { fail, loadCliConfig, type CliOutput } from '../context.js';

export function registerWorkerCommand(program: Command, out: () => CliOutput): void {
  program
    .command('worker')
    .description('run a job worker (asset processing) until SIGTERM; WORKER_CONCURRENCY, JOB_LEASE_MS and JOB_POLL_MS apply')
    .option('--concurrency <n>', 'jobs run at once (default WORKER_CONCURRENCY)')
    .action(async (o: { concurrency?: string }) => {
      const config = loadCliConfig();
      if (o.concurrency !== undefined && !/^[1-9]\d?$/.test(o.concurrency)) fail('--concurrency must be an integer from 1 to 99');
      const concurrency = o.concurrency ? Number(o.concurrency) : config.worker.concurrency;
      const c = await createContainer({ ...config, inlineWorker: false, worker: { ...config.worker, concurrency } });
      c.startWorker();
      const hello = { worker: c.worker.id, concurrency, job_types: c.jobRegistry.types() };
      process.stdout.write((out().json ? JSON.stringify(hello) : `worker ${hello.worker} running ${hello.job_types.join(', ')} (concurrency ${concurrency}); SIGTERM stops it after the jobs in hand`) + '\n');
      await new Promise<void>((resolve) => {
        let stopping = false;
        const stop = () => {
          if (stopping) return;
          stopping = true;
          void c.close().then(resolve, (e) => {
            process.stderr.write(`campaignctl worker: error while stopping: ${e instanceof Error ? e.message : e}\n`);
            process.exit(1);
          });
        };
        process.on('SIGTERM', stop);
        process.on('SIGINT', stop);
      });
    });
}
