import { describe, expect, it } from 'vitest';
import { privacyEmbedUrl } from './weekly-videos';

describe('privacyEmbedUrl', () => {
  it('plays YouTube embeds through youtube-nocookie', () => {
    expect(privacyEmbedUrl('https://www.youtube.com/embed/Ev5Upb1GCTE')).toBe(
      'https://www.youtube-nocookie.com/embed/Ev5Upb1GCTE',
    );
    expect(privacyEmbedUrl('https://youtube.com/embed/Ev5Upb1GCTE?start=3')).toBe(
      'https://www.youtube-nocookie.com/embed/Ev5Upb1GCTE',
    );
  });
  it('leaves any other address alone', () => {
    expect(privacyEmbedUrl('https://player.example.com/v/1')).toBe('https://player.example.com/v/1');
  });
});
