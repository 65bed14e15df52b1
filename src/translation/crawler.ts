/**
 * Known crawlers and preview fetchers. Their requests get cached translations or
 * English, never a paid provider call.
 */
const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skypeuripreview|curl\/|wget\/|python-requests|httpclient|go-http-client|okhttp|axios\/|node-fetch|scrapy|ahrefs|semrush|mj12|petalbot|yandex|baiduspider|duckduckgo|applebot|gptbot|ccbot|claude|perplexity|bytespider/i

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent)
}
