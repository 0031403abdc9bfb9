/**
 * GET /clinics/:id/price-card: what the card a clinic embeds on its own website
 * shows. Public like the profile (CORS open to every origin, no cookie), and
 * called from other sites without credentials, so it may be cached briefly.
 * Registered without a prefix beside the clinics routes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ObjectId } from 'mongodb';
import { getPriceCard } from '@directpay/contracts';
import { route } from '#src/lib/route';
import { notFound } from '#src/lib/http-errors';
import { findPriceCard } from '#src/repositories/clinics/price-card';

const priceCardRoutes: FastifyPluginAsync = async (fastify) => {
  route(fastify, getPriceCard, {}, async (request, reply) => {
    const card = await findPriceCard(fastify.clinics.public, new ObjectId(request.params.id));
    if (!card) throw notFound('No clinic has this id');
    // A minute: an owner who has just confirmed prices soon sees the new date on the card.
    reply.header('cache-control', 'public, max-age=60');
    return { result: card };
  });
};

export default priceCardRoutes;
