import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './define-endpoint';

export const HealthStatus = Type.Object({ status: Type.String() });

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness: the process answers (never depends on the database)',
  tags: ['health'],
  responses: { 200: HealthStatus },
});

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  summary: 'Readiness: the database answers and can save writes',
  tags: ['health'],
  responses: { 200: HealthStatus, 503: HealthStatus },
});
