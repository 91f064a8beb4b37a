// Display data shaped exactly like @portal/shared/contracts, for the fixture server of the page tests.
import type {
  Article,
  ArticleCategory,
  ArticleSummary,
  Banner,
  Comment,
  ContentLanguage,
  GalleryImage,
  Intro,
  Partner,
  Prize,
  TimelineStep,
  Topic,
  Winner,
} from '@portal/shared/contracts';
import { paragraphsToDocument } from '@portal/contracts/rich-text-rules';

export function article(id: number, cid: ArticleCategory = 1, type: ContentLanguage = 'zh-hk'): Article {
  return {
    id,
    cid,
    type,
    title: `${type} title ${id}`,
    abstractField: `${type} abstract ${id}`,
    cover: `/media/news-${id}.svg`,
    createTime: '2024-03-01T08:00:00.000Z',
    sample: id % 2 === 0,
    content: paragraphsToDocument([`${type} paragraph one of ${id}`, `${type} paragraph two of ${id}`]),
  };
}

/** `count` summaries of a category, newest first, as /article/lists sends them. */
export function articles(count: number, cid: ArticleCategory = 1, type: ContentLanguage = 'zh-hk'): ArticleSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const { content: _content, ...summary } = article(count - index, cid, type);
    return summary;
  });
}

export const prizes: Prize[] = [
  { group: 1, rank: 'champion', title: '冠軍', amount: 'HKD 5,000', count: 1, extras: '沙漠考察' },
  { group: 1, rank: 'merit', title: '優異獎', amount: null, count: 12, extras: '沙漠考察' },
  { group: 2, rank: 'champion', title: '冠軍', amount: 'HKD 100,000', count: 1, extras: '沙漠考察' },
  { group: 2, rank: 'merit', title: '優異獎', amount: 'HKD 5,000', count: 7, extras: '—' },
];

export const timeline: TimelineStep[] = [
  { group: 1, step: 2, title: '資格審核', startDate: null, endDate: '2023-11-05', note: null },
  { group: 1, step: 1, title: '報名', startDate: '2023-08-15', endDate: '2023-10-31', note: null },
  { group: 2, step: 1, title: '宣講會', startDate: '2023-10-03', endDate: '2023-10-13', note: null },
  { group: 2, step: 2, title: '頒獎典禮', startDate: null, endDate: null, note: '待定' },
];

export const topics: Topic[] = [
  { group: 1, key: 'energy', title: '能源與氣候變化', summary: '中學主題' },
  { group: 2, key: 'zeroCarbon', title: '零碳新城設計', summary: '大學主題' },
];

export function winner(id: number, group: 1 | 2, teamName: string): Winner {
  return {
    id,
    contest: '第一屆',
    group,
    award: group === 1 ? '中學組冠軍' : '大學組冠軍',
    school: `School ${id}`,
    teamName,
    date: '2023-04-01',
    members: ['A', 'B'],
    workTitle: `Work ${id}`,
    sample: true,
  };
}

export const winners: Winner[] = [winner(1, 1, 'Dune Runners'), winner(2, 2, 'Oasis Lab')];

export const partners: Partner[] = [
  {
    id: 1,
    name: 'Desert Foundation',
    role: 'organizer',
    logo: '/media/lib/p1-960.png',
    url: 'https://f.example.org',
    sample: true,
    // A library logo (issue 25): its WebP widths come with it.
    logoImage: { srcset: '/media/lib/p1-480.webp 480w, /media/lib/p1-960.webp 960w', width: 960, height: 480, alt: 'Desert Foundation logo' },
  },
  { id: 2, name: 'Green Bank', role: 'supporter', logo: '/media/p2.svg', url: null, sample: true },
  { id: 3, name: 'Sand University', role: 'coOrganizer', logo: '/media/p3.svg', url: null, sample: true },
  { id: 4, name: 'Sun Trust', role: 'supporter', logo: '/media/p4.svg', url: null, sample: true },
];

export function galleryImages(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    contest: 1,
    src: `/media/gallery-${index + 1}.svg`,
    width: 800,
    height: 600,
    caption: `Photo ${index + 1}`,
  }));
}

export function comment(id: number, content: string, articleId = 7): Comment {
  return { id, articleId, content, createTime: '2024-03-02T10:00:00.000Z', author: `Team ${id}`, byStaff: false };
}

/** The home page's slides in a language (issue 25: data, each a library image), the second leading to a page of the site. */
export function banners(language: ContentLanguage): Banner[] {
  const image = (name: string) => ({
    src: `/media/lib/${name}-${language}-1920.jpg`,
    srcset: `/media/lib/${name}-${language}-960.webp 960w, /media/lib/${name}-${language}-1920.webp 1920w`,
    width: 1920,
    height: 640,
  });
  return [
    { group: 1, link: '', ...image('secondary'), alt: `Secondary-school contest (${language})` },
    { group: 2, link: '', ...image('university'), alt: `University contest (${language})` },
    { group: 1, link: '/pc/backgroundOfTheCompetition', ...image('about'), alt: `About the award (${language})` },
  ];
}

/** The home page's introduction in a language: paragraphs of plain text, a line break kept inside one. */
export function intro(language: ContentLanguage): Intro {
  return {
    title: language === 'en-us' ? 'About the competition' : '比賽簡介',
    body: [`Intro paragraph one (${language})`, 'Paragraph two,\nwith a line break'],
    groups: [
      { group: 1, title: `Secondary schools (${language})`, summary: ['A short film.'] },
      { group: 2, title: `Universities (${language})`, summary: ['A business plan.'] },
    ],
  };
}
