import Fastify from 'fastify';
import app from '../src/app';
import { loadConfig } from '../src/config';

describe('GET /health', () => {
  it('answers ok while the API is up', async () => {
    const server = Fastify();
    await server.register(app, { config: loadConfig({}) });
    const response = await server.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await server.close();
  });
});

describe('loadConfig', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });
});
