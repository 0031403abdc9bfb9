import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { getMetrics, type MetricCounts } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { FIELD_OF, utcDay } from '#src/repositories/events/events-repository';

const zero = (): MetricCounts => ({ profileViews: 0, pricesViews: 0, messagesSent: 0, websiteClicks: 0 });

/** GET /account/metrics?days=7|30|90: the caller's clinics only, one row per UTC day (oldest first). */
const metricsRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, getMetrics, {}, async (request) => {
      const days = Number(request.query.days ?? '30');
      const clinics = await fastify.clinics.listForAccount(new ObjectId(request.owner.accountId));
      const dates = Array.from({ length: days }, (_, i) => utcDay(new Date(Date.now() - (days - 1 - i) * 86_400_000)));
      const rows = await fastify.eventsRepository.counts(clinics.map((c) => c._id), dates[0]);
      return {
        days,
        results: clinics.map((clinic) => {
          const byDay = new Map(dates.map((date) => [date, { date, ...zero() }]));
          const totals = zero();
          for (const row of rows) {
            if (!row.clinicId.equals(clinic._id)) continue;
            const field = FIELD_OF[row.type];
            const daily = byDay.get(row.day);
            if (!field || !daily) continue;
            daily[field] += row.n;
            totals[field] += row.n;
          }
          return { clinicId: clinic._id.toHexString(), name: clinic.detail.name, totals, daily: [...byDay.values()] };
        }),
      };
  });
};

export default metricsRoutes;
