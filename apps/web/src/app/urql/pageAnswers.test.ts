import { describe, expect, it } from 'vitest';
import { Client, makeResult, type Exchange, type Operation } from 'urql';
import { map, pipe, tap } from 'wonka';
import { graphql } from '../graphql';
import { pageAnswersExchange, pageQuery } from './pageAnswers';

const ProbeQuery = graphql(`
  query PageAnswerProbe($first: Int) {
    offers(first: $first) {
      items {
        id
      }
    }
  }
`);

const FilteredProbeQuery = graphql(`
  query PageAnswerFilteredProbe($filter: JobFilter, $first: Int) {
    offers: jobs(filter: $filter, first: $first) {
      items {
        id
      }
    }
  }
`);

/** A client whose network answers every operation with `{ offers: { items: [] } }`, counted. */
function clientWith(answersExchange: Exchange) {
  const asked: Operation[] = [];
  const network: Exchange = () => (operations$) =>
    pipe(
      operations$,
      tap((operation) => {
        if (operation.kind !== 'teardown') asked.push(operation);
      }),
      map((operation) => makeResult(operation, { data: { offers: { items: [] } } })),
    );
  const client = new Client({ url: '/graphql', exchanges: [answersExchange, network] });
  return { client, asked };
}

const given = { offers: { items: [{ id: 'from-the-page', __typename: 'Offer' }] } };

describe('pageAnswersExchange', () => {
  it('answers a query of the page once, with its variables; the rest goes to the network', async () => {
    const { operationName } = pageQuery(ProbeQuery, { first: 10 });
    const answers = [{ operationName, variables: { first: 10 }, data: given }];
    const { client, asked } = clientWith(pageAnswersExchange(answers));
    const ask = (first: number) =>
      client.query(ProbeQuery, { first }, { requestPolicy: 'network-only' }).toPromise();

    expect((await ask(20)).data?.offers.items).toEqual([]);
    expect(asked).toHaveLength(1);
    expect((await ask(10)).data?.offers.items).toEqual(given.offers.items);
    expect(asked).toHaveLength(1);
    // Once: asked again (a reload after a live change), it is the network's.
    expect((await ask(10)).data?.offers.items).toEqual([]);
    expect(asked).toHaveLength(2);
  });

  it('compares variables by value, whatever the order of keys, without undefined ones', async () => {
    const answers = [
      {
        operationName: 'PageAnswerFilteredProbe',
        variables: { first: 10, filter: { text: 'night', cityId: 'cairo' } },
        data: given,
      },
    ];
    const { client, asked } = clientWith(pageAnswersExchange(answers));
    const result = await client
      .query(
        FilteredProbeQuery,
        { filter: { cityId: 'cairo', regionId: undefined, text: 'night' }, first: 10 },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    expect(result.data?.offers.items).toEqual(given.offers.items);
    expect(asked).toHaveLength(0);
  });

  it('gives nothing once the page has moved on', async () => {
    const answers = [{ operationName: 'PageAnswerProbe', variables: { first: 10 }, data: given }];
    const { client, asked } = clientWith(pageAnswersExchange(answers, () => false));
    const result = await client
      .query(ProbeQuery, { first: 10 }, { requestPolicy: 'network-only' })
      .toPromise();
    expect(result.data?.offers.items).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('lists a query as the client sends it, with __typename', () => {
    const listed = pageQuery(ProbeQuery, { first: 10 });
    expect(listed.operationName).toBe('PageAnswerProbe');
    expect(listed.variables).toEqual({ first: 10 });
    expect(listed.query).toContain('__typename');
  });
});
