import fs from 'node:fs';
import path from 'node:path';
import { installLeafletStyles, leafletStyles } from './leaflet-styles';

/** Comments removed, runs of white space as one space. */
const minify = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();

describe('leafletStyles', () => {
  it('is the installed Leaflet style sheet', () => {
    // the package's own file (Jest maps `.css` imports to a stub)
    const sheet = fs.readFileSync(path.join(path.dirname(require.resolve('leaflet/package.json')), 'dist/leaflet.css'), 'utf8');
    expect(leafletStyles).toBe(minify(sheet));
  });

  it('is put in the page once', () => {
    installLeafletStyles();
    installLeafletStyles();
    const styles = document.querySelectorAll('#kanri-leaflet-styles');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('.leaflet-container');
  });
});
