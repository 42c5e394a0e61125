import { listingPath, queryToSegment, routeQueryToSearch, segmentToQuery, splitQuerySegments } from './query-segment';

describe('listing queries in the path', () => {
  it('names one query by one segment whatever the order of its parameters', () => {
    expect(queryToSegment('?page=2&color=50')).toBe(queryToSegment('?color=50&page=2'));
    expect(queryToSegment('')).toBeNull();
    expect(queryToSegment('?')).toBeNull();
  });

  it('reads back what the URL said, repeated keys as lists and escaped characters decoded', () => {
    const segment = decodeURIComponent(queryToSegment('?color=Blue%26Green&size=M&size=L&price=50-100')!);
    expect(segmentToQuery(segment)).toEqual({ color: 'Blue&Green', price: '50-100', size: ['M', 'L'] });
  });

  it('moves the query of category, dispatcher and search URLs into the path, and leaves other pages alone', () => {
    expect(listingPath('/c/gear-3', '?color=50')).toBe('/c/gear-3/~q/color%3D50');
    expect(listingPath('/search', '?q=blue+jacket&color=50')).toBe('/search/~q/color%3D50%26q%3Dblue%2Bjacket');
    expect(listingPath('/search', '')).toBeNull();
    expect(listingPath('/women/tops-women', '?sort=final_price%3Aasc')).toBe('/women/tops-women/~q/sort%3Dfinal_price%253Aasc');
    expect(listingPath('/c/gear-3', '')).toBeNull();
    for (const page of ['/', '/p/MJ01/beaumont-summit-kit', '/checkout', '/create-password', '/my-account', '/i/about-us']) {
      expect(listingPath(page, '?q=tee&token=x')).toBeNull();
    }
    // A path that already names a query is not wrapped twice.
    expect(listingPath('/c/gear-3/~q/color%3D50', '?page=2')).toBeNull();
  });

  it('splits route segments into the path and the query, refusing a marker in the middle', () => {
    expect(splitQuerySegments(['women', 'tops-women'])).toEqual({ path: ['women', 'tops-women'], query: {} });
    expect(splitQuerySegments(['women', '~q', 'color=50&page=2'])).toEqual({ path: ['women'], query: { color: '50', page: '2' } });
    expect(splitQuerySegments(['~q', 'a=1', 'women'])).toBeNull();
  });

  it('reads the still-escaped segments of a rewritten path like the decoded ones of a typed URL', () => {
    const rewritten = `/caf%C3%A9/~q/${queryToSegment('?color=Blue%26Green&page=2')}`.split('/').slice(1);
    expect(splitQuerySegments(rewritten)).toEqual({ path: ['café'], query: { color: 'Blue&Green', page: '2' } });
    expect(splitQuerySegments(['café', '~q', 'color=Blue%26Green&page=2'])).toEqual(splitQuerySegments(rewritten));
  });
});

describe('routeQueryToSearch', () => {
  it('writes a page query back as a search, repeated keys kept, empty ones dropped', () => {
    expect(routeQueryToSearch({ color: 'Blau', size: ['167', '168'], page: undefined })).toBe('?color=Blau&size=167&size=168');
    expect(routeQueryToSearch({})).toBe('');
    expect(routeQueryToSearch(segmentToQuery('color=50&sort=final_price%3Aasc'))).toBe('?color=50&sort=final_price%3Aasc');
  });
});
