import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';

describe('antd styles in Jest (setup.ts)', () => {
  it('computes antd class names but writes no style sheet into the document', () => {
    render(
      <ConfigProvider>
        {/* loading: antd draws its own icon, which inserts the icons' style sheet */}
        <Button type="primary" loading>
          Add
        </Button>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: /Add/ })).toHaveClass('ant-btn', 'ant-btn-primary');
    expect(screen.getByRole('img', { name: 'loading' })).toHaveClass('anticon');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
