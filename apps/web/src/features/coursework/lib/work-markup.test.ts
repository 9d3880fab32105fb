import { describe, expect, it } from 'vitest';
import { fromWorkHtml, toWorkHtml, wrapSelection } from './work-markup';

describe('toWorkHtml', () => {
  it('makes paragraphs of plain text, keeping line breaks', () => {
    expect(toWorkHtml('第一段\n第二行\n\n第二段')).toBe('<p>第一段<br>第二行</p><p>第二段</p>');
  });
  it('leaves markup with block tags as written', () => {
    expect(toWorkHtml('<p>已有段落</p>')).toBe('<p>已有段落</p>');
  });
});

describe('fromWorkHtml', () => {
  it('gives back the typed text of plain paragraphs, which toWorkHtml turns into the same HTML', () => {
    const html = '<p>第一段<br>第二行<strong>重点</strong></p><p>第二段</p>';
    expect(fromWorkHtml(html)).toBe('第一段\n第二行<strong>重点</strong>\n\n第二段');
    expect(toWorkHtml(fromWorkHtml(html))).toBe(html);
  });
  it('leaves work with lists or quotes as its markup', () => {
    const html = '<p>要点：</p><ul><li>目标</li></ul>';
    expect(fromWorkHtml(html)).toBe(html);
    expect(fromWorkHtml('<blockquote><p>引用</p></blockquote>')).toBe('<blockquote><p>引用</p></blockquote>');
  });
});

describe('wrapSelection', () => {
  it('wraps the selected text and puts the caret after it', () => {
    expect(wrapSelection('学到很多', 0, 2, '<strong>', '</strong>')).toEqual({
      text: '<strong>学到</strong>很多',
      caret: 10,
    });
  });
});
