// A news article as the site's own documents state it (the RSS feed, NewsArticle structured data).

export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
}
