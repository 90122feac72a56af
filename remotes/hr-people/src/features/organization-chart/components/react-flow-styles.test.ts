import fs from 'node:fs';
import path from 'node:path';
import { installReactFlowStyles, reactFlowStyles } from './react-flow-styles';

/** Comments removed, runs of white space as one space. */
const minify = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();

describe('reactFlowStyles', () => {
  it('is the installed React Flow style sheet', () => {
    // the package's own file (Jest maps `.css` imports to a stub)
    const sheet = fs.readFileSync(path.join(path.dirname(require.resolve('@xyflow/react/package.json')), 'dist/style.css'), 'utf8');
    expect(reactFlowStyles).toBe(minify(sheet));
  });

  it('is put in the page once', () => {
    installReactFlowStyles();
    installReactFlowStyles();
    const styles = document.querySelectorAll('#kanri-react-flow-styles');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain('.react-flow__viewport');
  });
});
