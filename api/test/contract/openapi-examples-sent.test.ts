/**
 * Every example of the OpenAPI document works: each operation's request,
 * built from its examples alone (parameters, JSON or multipart body with the
 * example's image and CSV bytes), sent to a real app holding the data the
 * examples name, gets the success status the document gives; the documented
 * session errors come back as documented. Only what no document can carry is
 * the test's own: the session header, and a fresh Google ID token.
 */
import { EXAMPLE_PASSWORD } from './support/example-world';
import { exampleRequest, operationsOf, type Operation } from './support/example-requests';
import { exampleWorld, itSendsEveryExample } from './support/send-examples';

jest.setTimeout(180_000);

const world = exampleWorld();
const jsonExample = (op: Operation, status: number) => op.responses[status]?.content?.['application/json']?.example;

describe('the documented errors, sent', () => {
  const secured = () => operationsOf(world.doc).filter(({ op }) => op.security);
  /** Each secured operation with an example for `status`, sent with `token`: what it answered, and what the document says. */
  const sendAll = async (status: number, token: string) => {
    const answers = [];
    const documented = [];
    for (const found of secured().filter(({ op }) => jsonExample(op, status))) {
      const res = await world.send(exampleRequest(found, token));
      answers.push({ name: found.op.operationId, status: res.statusCode, body: res.json() });
      documented.push({ name: found.op.operationId, status, body: jsonExample(found.op, status) });
    }
    return { answers, documented };
  };

  it('401: the session token of the logIn example is refused with the 401 example', async () => {
    const documentedToken = (jsonExample(world.operation('logIn').op, 200) as { token: string }).token;
    const { answers, documented } = await sendAll(401, documentedToken);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers).toEqual(documented);
  });

  it('403: an owner whose email is not confirmed gets the 403 example', async () => {
    const owner = { email: 'unconfirmed@example.com', password: EXAMPLE_PASSWORD };
    expect((await world.send({ method: 'POST', url: '/auth/signup', payload: owner })).statusCode).toBe(202);
    const login = await world.send({ method: 'POST', url: '/auth/login', payload: owner });
    const { answers, documented } = await sendAll(403, login.json().token);
    expect(answers.length).toBeGreaterThan(15);
    expect(answers).toEqual(documented);
  });
});

describe('every example request, sent as it is', () => itSendsEveryExample(world));
