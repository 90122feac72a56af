import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** One way of adding records, shown as a card that links to its screen. */
export interface AddMethod {
  /** Where the method's screen is (`/places/add`, `/places/import-csv`). */
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
}

/** Props of {@link AddMethodSelect}. */
export interface AddMethodSelectProps {
  methods: AddMethod[];
}

/**
 * The choice of an add-select screen (000 §2 `/places/add-select`, 001 §2 `/equipment/add-select`):
 * one card per way of adding (one by one, CSV import), each card a single link named by its title
 * and description.
 */
export function AddMethodSelect({ methods }: AddMethodSelectProps) {
  return (
    <Row gutter={[16, 16]}>
      {methods.map((method) => (
        <Col key={method.to} xs={24} md={12} xl={8}>
          <Link to={method.to} style={{ display: 'block', height: '100%' }}>
            <Card hoverable style={{ height: '100%' }}>
              <Card.Meta
                avatar={<span style={{ fontSize: 28, lineHeight: 1 }} aria-hidden>{method.icon}</span>}
                title={method.title}
                description={<Typography.Text type="secondary">{method.description}</Typography.Text>}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
