import * as React from 'react';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { transformSync } from '@swc/core';

/**
 * antd's own components as the production build rewrites them (issue 27, helpers in
 * `lib/deferred-components.mjs`): Pagination's page-size changer (`antdSourceRewrites` over
 * `deferredAntdImports`), and the lazy files of `lazyAntdRules` that were added with it (Tag's
 * checkable tags, Dropdown.Button, Typography's editing box, Input.Password, Space.Addon, rc-table's
 * fixed header and sticky scroll bar), load on first use and then work as
 * antd's; Table's selection column loads its Checkbox and Radio when drawn; rc-table measures the
 * scroll bar only for a fixed header or a sticky table. Jest runs antd's CommonJS build without the build's rules, so this test takes antd's ES
 * file, applies the rule exactly as rspack does (the loader, in a child process: the rspack config
 * is ESM), compiles it to CommonJS and runs it against antd's CommonJS build of everything else,
 * noting each module the rewritten file requires and when.
 */
const repoRoot = path.join(__dirname, '../../..');
const antdDir = fs.realpathSync(path.join(repoRoot, 'shared/ui/node_modules/antd'));
/** rc-table, as antd's CommonJS table requires it. */
const rcTableDir = path.dirname(createRequire(path.join(antdDir, 'lib/table/index.js')).resolve('@rc-component/table/package.json'));

/** The ES files (under `<package>/es/`) whose production build code the tests run. */
const builtFiles = [
  ...['pagination/Pagination.js', 'table/hooks/useSelection.js', 'tag/CheckableTag.js', 'tag/CheckableTagGroup.js', 'dropdown/dropdown-button.js', 'typography/Editable.js', 'input/Password.js', 'space/Addon.js'].map((file) => path.join(antdDir, 'es', file)),
  ...['FixedHolder/index.js', 'stickyScrollBar.js', 'Table.js'].map((file) => path.join(rcTableDir, 'es', file)),
];

/**
 * The production build's code of each of `builtFiles`: the rules of `antdSourceRewrites` or
 * `lazyAntdRules` that apply to it (the selection hook has two: its Checkbox and Radio, rc-tree's
 * helpers), run by their loaders in turn (in one child process: the rspack config is ESM).
 */
const builtSources: Record<string, string> = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
    import fs from 'node:fs';
    import { createRequire } from 'node:module';
    const { antdSourceRewrites, lazyAntdRules } = await import(${JSON.stringify(path.join(repoRoot, 'shared/build/rspack.config.mjs'))});
    const built = {};
    for (const file of ${JSON.stringify(builtFiles)}) {
      const rules = [...antdSourceRewrites.filter((r) => r.test.test(file)), ...lazyAntdRules.filter((r) => r.test(file))];
      if (!rules.length) throw new Error('no rule for ' + file);
      built[file] = rules.reduce((text, rule) => createRequire(import.meta.url)(rule.loader).call({ resourcePath: file, getOptions: () => rule.options }, text), fs.readFileSync(file, 'utf8'));
    }
    process.stdout.write(JSON.stringify(built));`,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  ),
);
const rewritten = (file: string, dir = antdDir) => builtSources[path.join(dir, 'es', file)]!;

/** Runs a rewritten antd ES file as the CommonJS module `antd/lib/<file>`; `requested` lists what it required. */
function evaluate(file: string, source: string, dir = antdDir) {
  const { code } = transformSync(source, { filename: file, module: { type: 'commonjs' }, jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' } });
  const fromLib = createRequire(path.join(dir, 'lib', file));
  const requested: string[] = [];
  const load = (spec: string) => {
    requested.push(spec);
    // a lazy wrapper's original: antd's own CommonJS file (which the test replaces by the wrapper)
    if (spec.endsWith('?lazy-original')) return jest.requireActual(spec.replace(/\?lazy-original$/, '').replace(`${path.sep}es${path.sep}`, `${path.sep}lib${path.sep}`));
    // antd's CommonJS build beside it: ES-only paths to their CommonJS twins
    const request = spec.replace('/helpers/esm/', '/helpers/').replace('@ant-design/icons/es/', '@ant-design/icons/lib/');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module's own require, through Jest's registry
    return require(path.isAbsolute(request) ? request : fromLib.resolve(request));
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'module', 'exports', code)(load, module, module.exports);
  return { exports: module.exports, requested };
}

/** Replaces antd's CommonJS `lib/<file>` by the build's code of `es/<file>`; `requested` lists what it required. */
function replaceWithBuilt(file: string, dir = antdDir) {
  const built = evaluate(file, rewritten(file, dir), dir);
  jest.doMock(path.join(dir, 'lib', file), () => built.exports);
  return built;
}
const paginationSource = rewritten('pagination/Pagination.js');
const lazyParts = {
  checkableTag: replaceWithBuilt('tag/CheckableTag.js'),
  checkableTagGroup: replaceWithBuilt('tag/CheckableTagGroup.js'),
  dropdownButton: replaceWithBuilt('dropdown/dropdown-button.js'),
  editable: replaceWithBuilt('typography/Editable.js'),
  password: replaceWithBuilt('input/Password.js'),
  addon: replaceWithBuilt('space/Addon.js'),
  fixedHolder: replaceWithBuilt('FixedHolder/index.js', rcTableDir),
  stickyScrollBar: replaceWithBuilt('stickyScrollBar.js', rcTableDir),
};
// rc-table's table itself, as the build rewrites it (its scroll bar measured only when used)
replaceWithBuilt('Table.js', rcTableDir);
// antd Table's selection hook, its Checkbox and Radio loaded when the column is drawn
const selection = replaceWithBuilt('table/hooks/useSelection.js');
const loaded = (part: keyof typeof lazyParts) => lazyParts[part].requested.some((spec) => spec.endsWith('?lazy-original'));
/* eslint-disable @typescript-eslint/no-require-imports -- antd's CommonJS components, after the mocks above */
const Tag = require(path.join(antdDir, 'lib/tag')).default as typeof import('antd').Tag;
const Dropdown = require(path.join(antdDir, 'lib/dropdown')).default as typeof import('antd').Dropdown;
const Typography = require(path.join(antdDir, 'lib/typography')).default as typeof import('antd').Typography;
const Table = require(path.join(antdDir, 'lib/table')).default as typeof import('antd').Table;
const Input = require(path.join(antdDir, 'lib/input')).default as typeof import('antd').Input;
const Space = require(path.join(antdDir, 'lib/space')).default as typeof import('antd').Space;
/* eslint-enable @typescript-eslint/no-require-imports */

describe('antd parts drawn by no kanri screen, loaded when first drawn', () => {
  it('Tag.CheckableTag and Tag.CheckableTagGroup: a plain tag loads neither; drawn, they toggle', async () => {
    render(<Tag>Plain</Tag>);
    expect(loaded('checkableTag') || loaded('checkableTagGroup')).toBe(false);
    const onChange = jest.fn();
    render(<Tag.CheckableTag checked={false} onChange={onChange}>Alone</Tag.CheckableTag>);
    // until it has loaded, the wrapper shows the children as they are (lazyDefault)
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Alone' }));
    expect(onChange).toHaveBeenCalledWith(true);
    const onGroupChange = jest.fn();
    render(<Tag.CheckableTagGroup options={['One', 'Two']} onChange={onGroupChange} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Two' }));
    expect(onGroupChange).toHaveBeenCalledWith('Two');
    expect(loaded('checkableTag') && loaded('checkableTagGroup')).toBe(true);
  });

  it('Dropdown.Button: a Dropdown does not load it; drawn, its main button clicks', async () => {
    render(<Dropdown menu={{ items: [] }}><button type="button">Plain dropdown</button></Dropdown>);
    expect(loaded('dropdownButton')).toBe(false);
    const onClick = jest.fn();
    render(<Dropdown.Button menu={{ items: [{ key: 'more', label: 'More action' }] }} onClick={onClick}>Main action</Dropdown.Button>);
    fireEvent.click(await screen.findByRole('button', { name: 'Main action' }));
    expect(onClick).toHaveBeenCalled();
    expect(loaded('dropdownButton')).toBe(true);
  });

  it('Input.Password and Space.Addon: an input and a space load neither; drawn, the password shows its text and the addon its content', async () => {
    render(
      <Space.Compact>
        <Input aria-label="Plain" />
      </Space.Compact>,
    );
    expect(loaded('password') || loaded('addon')).toBe(false);
    render(<Input.Password aria-label="Secret" defaultValue="s3cret" />);
    const secret = await screen.findByLabelText('Secret');
    expect(secret).toHaveAttribute('type', 'password');
    fireEvent.click(document.querySelector('.ant-input-password-icon')!);
    expect(secret).toHaveAttribute('type', 'text');
    render(
      <Space.Compact>
        <Space.Addon>https://</Space.Addon>
        <Input aria-label="Address" />
      </Space.Compact>,
    );
    expect(await screen.findByText('https://', { selector: '.ant-space-addon' })).toBeInTheDocument();
    expect(loaded('password') && loaded('addon')).toBe(true);
  });

  it("Typography's editing box loads only when editing starts, and saves the text", async () => {
    const onChange = jest.fn();
    render(<Typography.Paragraph editable={{ onChange }}>Old text</Typography.Paragraph>);
    expect(loaded('editable')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /edit/i }));
    const box = await screen.findByRole('textbox');
    expect(loaded('editable')).toBe(true);
    fireEvent.change(box, { target: { value: 'New text' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith('New text');
  });
});

describe("rc-table's fixed header and sticky scroll bar, loaded when a table draws them", () => {
  const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
  const rows = [{ id: 'a', name: 'Alpha' }];

  it('a table without scroll.y or sticky loads neither; with them, its header is drawn once loaded and the sticky bar loads', async () => {
    render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 600 }} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(loaded('fixedHolder') || loaded('stickyScrollBar')).toBe(false);
    const { container } = render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ y: 200 }} sticky />);
    // antd draws the fixed header as a table of its own above the body
    expect(await within(container).findByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(container.querySelector('.ant-table-header')).not.toBeNull();
    expect(within(container).getByText('Alpha')).toBeInTheDocument();
    expect(loaded('fixedHolder')).toBe(true);
    // `sticky` draws the sticky scroll bar once the body is there (it shows only when the body scrolls)
    await waitFor(() => expect(loaded('stickyScrollBar')).toBe(true));
  });
});

describe("antd Table's selection column: Checkbox and Radio load when a table draws it", () => {
  const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
  const rows = [{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }];

  it('a table without rowSelection loads neither; with checkboxes they appear and select, with radios Radio loads', async () => {
    render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    expect(selection.requested.filter((spec) => /checkbox|radio/.test(spec))).toEqual([]);
    const onChange = jest.fn();
    const { container } = render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} rowSelection={{ onChange }} />);
    const [, first] = await within(container).findAllByRole('checkbox');
    fireEvent.click(first!);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['a'], [rows[0]], expect.anything()));
    expect(selection.requested).toContain('../../checkbox');
    expect(selection.requested).not.toContain('../../radio');
    const radios = render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} rowSelection={{ type: 'radio' }} />);
    expect(await within(radios.container).findAllByRole('radio')).toHaveLength(2);
    expect(selection.requested).toContain('../../radio');
  });
});

describe("rc-table's scroll bar width, measured only for a table that uses it", () => {
  const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
  const rows = [{ id: 'a', name: 'Alpha' }];
  /** The ids of the scroll bar measuring boxes rc-util appended to the page while `draw` ran. */
  const measuringBoxes = (draw: () => void) => {
    const appendChild = jest.spyOn(document.body, 'appendChild');
    try {
      draw();
      return appendChild.mock.calls.map(([node]) => (node as HTMLElement).id).filter((id) => id?.startsWith('rc-scrollbar-measure'));
    } finally {
      appendChild.mockRestore();
    }
  };

  it('a plain table (scroll.x, as the lists draw it) appends no measuring box; a fixed header or a sticky table measures once', () => {
    expect(measuringBoxes(() => render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ x: 600 }} />))).toEqual([]);
    expect(measuringBoxes(() => render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ y: 200 }} />))).toHaveLength(1);
    expect(measuringBoxes(() => render(<Table rowKey="id" columns={columns} dataSource={rows} pagination={false} sticky />))).toHaveLength(1);
  });
});

describe("antd Pagination's page-size changer, Select on first use", () => {
  const sizes = ['10', '20', '50'];

  it("draws the closed select's look with antd's label, loads Select on a click and changes the size", async () => {
    const { exports, requested } = evaluate('pagination/Pagination.js', paginationSource);
    const Pagination = exports.default as typeof import('antd').Pagination;
    const onChange = jest.fn();
    render(<Pagination total={200} pageSize={20} showSizeChanger pageSizeOptions={sizes} onChange={onChange} />);
    const changer = screen.getByRole('combobox');
    expect(changer).toHaveTextContent('20 / page');
    expect(changer).toHaveAttribute('aria-expanded', 'false');
    expect(requested).not.toContain('../select');

    fireEvent.mouseDown(changer);
    await act(async () => void fireEvent.click(changer));
    // antd's Select, open, in its place
    expect(await screen.findByRole('option', { name: '50 / page' })).toBeInTheDocument();
    expect(requested).toContain('../select');
    expect(screen.getByRole('combobox')).not.toBe(changer);
    fireEvent.click(within(document.body).getAllByText('50 / page').find((node) => node.closest('.ant-select-item-option'))!);
    expect(onChange).toHaveBeenLastCalledWith(1, 50);

    // once loaded, a later size changer is antd's Select from its first render
    const { container } = render(<Pagination total={200} pageSize={10} showSizeChanger pageSizeOptions={sizes} />);
    expect(container.querySelector('.ant-select')).not.toBeNull();
  });

  it('opens from the keyboard (Enter on the focused changer), and a disabled one does nothing', async () => {
    const { exports, requested } = evaluate('pagination/Pagination.js', paginationSource);
    const Pagination = exports.default as typeof import('antd').Pagination;
    const { unmount } = render(<Pagination total={200} pageSize={20} showSizeChanger pageSizeOptions={sizes} disabled />);
    const disabled = screen.getByRole('combobox');
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    fireEvent.mouseDown(disabled);
    fireEvent.click(disabled);
    fireEvent.keyDown(disabled, { key: 'Enter' });
    expect(requested).not.toContain('../select');
    unmount();

    const onShowSizeChange = jest.fn();
    render(<Pagination total={200} pageSize={20} showSizeChanger pageSizeOptions={sizes} onShowSizeChange={onShowSizeChange} />);
    const changer = screen.getByRole('combobox');
    act(() => changer.focus());
    await act(async () => void fireEvent.keyDown(changer, { key: 'Enter' }));
    expect(await screen.findByRole('option', { name: '10 / page' })).toBeInTheDocument();
    fireEvent.click(within(document.body).getAllByText('10 / page').find((node) => node.closest('.ant-select-item-option'))!);
    expect(onShowSizeChange).toHaveBeenLastCalledWith(1, 10);
  });
});
