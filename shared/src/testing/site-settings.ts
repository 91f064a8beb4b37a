import type { SitePageSettings } from '@portal/shared/config';

/**
 * Site settings for a test, as a page would have them from its data block: fixture values of their own (the demo's
 * are the database's, migration 023). Put in place with `setSiteSettings`.
 */
export function siteSettingsFixture(): SitePageSettings {
  return {
    contact: {
      phone: '+852 2345 6789',
      email: 'hello@fixture.example.org',
      address: { zhComplex: '香港灣仔測試道 1 號', zhSimple: '香港湾仔测试道 1 号', en: '1 Fixture Road, Wan Chai, Hong Kong' },
    },
    social: {
      instagram: 'https://www.instagram.com/fixture-desert',
      facebook: 'https://www.facebook.com/fixture-desert',
      whatsapp: 'https://wa.me/85223456789',
    },
    questionnaire: {
      zhComplex: 'https://forms.fixture.example.org/q?lang=zh-hk',
      zhSimple: 'https://forms.fixture.example.org/q?lang=zh-cn',
      en: 'https://forms.fixture.example.org/q?lang=en',
    },
    arPromoUrl: 'https://ar.fixture.example.org/desert',
    introVideoUrl: null,
  };
}
