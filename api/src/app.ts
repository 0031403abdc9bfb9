import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ApiErrorBody, useFieldFormats } from '@directpay/contracts';
import type { ApiConfig } from './config';
import type { ImportCaps } from './repositories/clinic-imports/clinic-imports-repository';
import { handleError } from './lib/error-handler';
import { parseJsonBody } from './lib/request-errors';
import { serializerCompiler, validatorCompiler } from './lib/validation';
import { answerUnknownRoutes } from './lib/unknown-routes';
import { answerProtocolErrors } from './lib/protocol-errors';
// external: database, security, mail, docs
import mongodb from './plugins/external/mongodb';
import cors, { siteOnlyCors } from './plugins/external/cors';
import helmet from './plugins/external/helmet';
import rateLimit from './plugins/external/rate-limit';
import mailer from './plugins/external/mailer';
import swagger from './plugins/external/swagger';
import auth from './plugins/external/auth';
// app: repositories and demo data
import clinicsRepository from './plugins/app/clinics-repository';
import imagesRepository from './plugins/app/images-repository';
import usersRepository from './plugins/app/users-repository';
import loginBackoff from './plugins/app/login-backoff';
import eventsRepository from './plugins/app/events-repository';
import priceReportsRepository from './plugins/app/price-reports-repository';
import clinicImportsRepository from './plugins/app/clinic-imports-repository';
import priceReminders from './plugins/app/price-reminders';
import estimatesRepository from './plugins/app/estimates-repository';
import estimateReminders from './plugins/app/estimate-reminders';
import appointmentsRepository from './plugins/app/appointments-repository';
import appointmentJobs from './plugins/app/appointment-jobs';
import openDataExports from './plugins/app/open-data-exports';
import demoData from './plugins/app/demo-data';
// routes
import healthRoutes from './routes/health';
import clinicsRoutes from './routes/clinics';
import compareRoutes from './routes/compare';
import categoriesRoutes from './routes/categories';
import imagesRoutes from './routes/images';
import testRoutes from './routes/test';
import placesRoutes from './routes/places';
import authRoutes from './routes/auth';
import googleAuthRoutes from './routes/google-auth';
import accountRoutes from './routes/account';
import contactRoutes from './routes/contact';
import eventsRoutes from './routes/events';
import sitemapRoutes from './routes/sitemap';
import priceCardRoutes from './routes/price-card';
import openDataRoutes from './routes/open-data';
import priceReportRoutes from './routes/price-reports';
import priceTrustAccountRoutes from './routes/price-reports/account';
import estimateRoutes from './routes/estimates';
import estimateAccountRoutes from './routes/estimates/account';
import appointmentReportRoutes from './routes/appointment-reports';
import appointmentRequestRoutes from './routes/appointments';
import patientAppointmentRoutes from './routes/appointments/patient';
import appointmentLinkRoutes from './routes/appointments/links';
import appointmentAccountRoutes from './routes/appointments/account';

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
  }
}

/** Options of the Fastify server the app is registered on (server.ts and the tests' servers). */
export { frameworkErrors } from './lib/error-handler';
export { SERVER_OPTIONS } from './lib/protocol-errors';

export interface AppOptions {
  config: ApiConfig;
  /** Tests: driver command events from the first connection on (they cannot be turned on later). */
  monitorCommands?: boolean;
  /** Benchmarks: caps on new locations above the product's, to time large files. */
  importCaps?: ImportCaps;
}

/**
 * The whole API as one plugin: server.ts listens, tests call app.inject.
 * Order: external plugins (db, cors, security), then app plugins (repositories), then routes.
 */
const app: FastifyPluginAsync<AppOptions> = async (fastify: FastifyInstance, { config, monitorCommands, importCaps }) => {
  fastify.decorate('config', config);
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  // One validation path (Ajv over the contracts' schemas) and one error shape.
  useFieldFormats();
  fastify.setValidatorCompiler(validatorCompiler);
  // The response serializer compiles the same schemas, so it must know the same formats.
  fastify.setSerializerCompiler(serializerCompiler(fastify));
  fastify.setErrorHandler(handleError);
  fastify.addSchema(ApiErrorBody);
  // Before any route: it learns each path's methods as the routes are registered (405 + Allow, else 404).
  answerUnknownRoutes(fastify);
  answerProtocolErrors(fastify);

  // external
  await fastify.register(mongodb, { uri: config.mongodbUri, dataDir: config.dataDir, dbName: config.dbName, monitorCommands });
  await fastify.register(cors);
  await fastify.register(helmet);
  await fastify.register(rateLimit);
  await fastify.register(mailer);
  await fastify.register(swagger);
  await fastify.register(auth);

  // app
  await fastify.register(clinicsRepository);
  await fastify.register(imagesRepository);
  await fastify.register(usersRepository);
  await fastify.register(loginBackoff);
  await fastify.register(eventsRepository);
  await fastify.register(priceReportsRepository);
  await fastify.register(clinicImportsRepository, { caps: importCaps });
  await fastify.register(priceReminders);
  await fastify.register(estimatesRepository);
  await fastify.register(estimateReminders);
  await fastify.register(appointmentsRepository);
  await fastify.register(appointmentJobs);
  await fastify.register(openDataExports);
  if (config.seedDemo) await fastify.register(demoData);

  // routes
  await fastify.register(healthRoutes, { prefix: '/health' });
  await fastify.register(clinicsRoutes, { prefix: '/clinics' });
  await fastify.register(compareRoutes);
  await fastify.register(categoriesRoutes, { prefix: '/categories' });
  await fastify.register(imagesRoutes, { prefix: '/images' });
  await fastify.register(testRoutes, { prefix: '/test' });
  await fastify.register(placesRoutes, { prefix: '/places' });
  await fastify.register(sitemapRoutes);
  await fastify.register(priceCardRoutes);
  await fastify.register(openDataRoutes);
  // Sign-in and account routes answer only SITE_ORIGINS; each route carries that in its config.
  await fastify.register(async (site) => {
    siteOnlyCors(site);
    await site.register(authRoutes, { prefix: '/auth' });
    await site.register(googleAuthRoutes, { prefix: '/google_auth' });
    await site.register(accountRoutes, { prefix: '/account' });
    await site.register(priceTrustAccountRoutes, { prefix: '/account' });
    await site.register(estimateAccountRoutes, { prefix: '/account' });
    await site.register(appointmentReportRoutes, { prefix: '/account' });
    await site.register(appointmentAccountRoutes, { prefix: '/account' });
  });
  await fastify.register(contactRoutes);
  await fastify.register(eventsRoutes);
  await fastify.register(priceReportRoutes);
  await fastify.register(estimateRoutes);
  await fastify.register(appointmentRequestRoutes);
  await fastify.register(patientAppointmentRoutes);
  await fastify.register(appointmentLinkRoutes);
};

export default app;
