import { publicFilter, publicPipeline } from './public-view';

describe('the public filter', () => {
  it('asks for public clinics whatever visibility the filter asked for', () => {
    expect(publicFilter({ categoryId: 1, visibility: 'unpublished' })).toEqual({ categoryId: 1, visibility: 'public' });
  });

  it('keeps $geoNear first and puts the filter in its query', () => {
    const geoNear = { near: { type: 'Point', coordinates: [-111.6, 40.2] }, key: 'search.location', distanceField: 'd', query: { categoryId: 1 } };
    expect(publicPipeline([{ $geoNear: geoNear }, { $limit: 5 }])).toEqual([{ $geoNear: { ...geoNear, query: { categoryId: 1, visibility: 'public' } } }, { $limit: 5 }]);
  });

  it('narrows a leading $match, or adds one', () => {
    expect(publicPipeline([{ $match: { categoryId: 2 } }, { $count: 'n' }])).toEqual([{ $match: { categoryId: 2, visibility: 'public' } }, { $count: 'n' }]);
    expect(publicPipeline([{ $count: 'n' }])).toEqual([{ $match: { visibility: 'public' } }, { $count: 'n' }]);
  });
});
