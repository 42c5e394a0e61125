import { renderToStaticMarkup } from 'react-dom/server';
import { CmsView } from './cms-view';

describe('CmsView', () => {
  it('sanitises content again when it renders it, whatever wrote it to the database', () => {
    const html = renderToStaticMarkup(
      <CmsView page={{ identifier: 'x', title: 'About', content: '<h2>Us</h2><img src="/media/a.jpg" onerror="alert(1)"><script>alert(2)</script><table><tr><td>1</td></tr></table>' }} />,
    );
    expect(html).toContain('<h2>Us</h2><img src="/media/a.jpg"><table><tr><td>1</td></tr></table>');
    expect(html).not.toMatch(/onerror|<script/);
  });
});
