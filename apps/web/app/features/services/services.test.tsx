// @vitest-environment jsdom
import type { Service, ServiceContent } from '@efir/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { ServicePage } from './service-page';
import { ServicesPage } from './services-page';

afterEach(cleanup);

const service = (fields: Partial<Service>): Service => ({
  id: 1,
  alias: 'maximum',
  name: 'Efir Maximum',
  image: '/api/v1/images/poster/a',
  icon: '/api/v1/images/badge/a',
  description_short: 'Everything in one subscription',
  active: true,
  content_type: 'mixed',
  kind: 'bundle',
  parent_service_id: null,
  promo_label_text: null,
  promo_label_color: null,
  channels_count: 0,
  media_items_count: 0,
  karaoke_items_count: 0,
  ...fields,
});

describe('/services', () => {
  it('shows each service with its promo label and what it opens, linked by alias', () => {
    renderWith(
      <ServicesPage
        services={[
          service({ promo_label_text: 'Hit', promo_label_color: '#fb8c00', media_items_count: 184, channels_count: 30 }),
          service({ id: 2, alias: 'karaoke', name: 'Karaoke', karaoke_items_count: 80 }),
        ]}
      />,
    );
    expect(screen.getByText('Hit')).toBeTruthy();
    expect(screen.getByText('Films and series: 184')).toBeTruthy();
    expect(screen.getByText('Channels: 30')).toBeTruthy();
    expect(screen.getByText('Songs: 80')).toBeTruthy();
    expect(screen.queryByText('Songs: 0')).toBeNull();
    expect(screen.getByRole('link', { name: /Karaoke/ }).getAttribute('href')).toBe('/services/karaoke');
  });
});

describe('a service without a landing view', () => {
  const content: ServiceContent = {
    services: [service({ id: 5, alias: 'kinozal', name: 'Kinozal', kind: 'subscription', parent_service_id: 1 })],
    media_items: [],
    channels: [],
    karaoke_items: [],
  };

  it('is composed from its sub-services, linked under it, and says when it cannot be taken', () => {
    renderWith(<ServicePage service={service({ active: false })} view={null} content={content} path="/services/maximum" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Efir Maximum' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Subscriptions inside' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Kinozal/ }).getAttribute('href')).toBe('/services/maximum/kinozal');
    expect(screen.getByText('This subscription cannot be taken right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('offers its subscription while it can be taken, above the operator’s landing blocks too', () => {
    const visitor: Prefill = [endpointQuery('sessions.current'), { is_auth: false }];
    renderWith(<ServicePage service={service({})} view={null} content={content} path="/services/maximum" />, [visitor]);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.queryByText('This subscription cannot be taken right now.')).toBeNull();
    cleanup();
    const view = { id: 9, alias: 'service-maximum', name: 'Efir Maximum', blocks: [] };
    renderWith(<ServicePage service={service({})} view={view} content={null} path="/services/maximum" />, [visitor]);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
