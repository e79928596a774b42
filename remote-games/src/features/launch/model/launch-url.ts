/** An http:// launch URL is upgraded to https:// when the site itself is served over https (spec §5). */
export function upgradeLaunchUrl(url: string, siteProtocol: string): string {
  return siteProtocol === 'https:' && /^http:\/\//i.test(url) ? `https://${url.slice('http://'.length)}` : url;
}
