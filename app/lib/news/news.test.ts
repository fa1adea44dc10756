import { expect, test } from 'vitest'
import { newsFirstPageSize, newsMorePageSize } from '~/config/business'
import {
  batchStart,
  fromWindow,
  maxShownPosts,
  postDate,
  postPath,
  postWindow,
  shownPosts,
  shownSearch,
} from './news'

/** A panel holding `total` posts numbered from 1, paginated as Laravel does. */
function laravel(total: number, pageSize: number, page: number) {
  const start = (page - 1) * pageSize
  const posts = Array.from({ length: total }, (_, index) => index + 1).slice(
    start,
    start + pageSize,
  )
  return { posts, lastPage: Math.max(1, Math.ceil(total / pageSize)) }
}

function read(total: number, offset: number, limit: number) {
  const window = postWindow(offset, limit)
  return fromWindow(
    window,
    window.pages.map((page) => laravel(total, window.pageSize, page)),
  )
}

test('the batches are 10 first, then 6 more', () => {
  expect([newsFirstPageSize, newsMorePageSize]).toEqual([10, 6])
})

test('a list shows 10 posts, or whole batches of 6 more up to a ceiling', () => {
  expect(shownPosts(null)).toBe(10)
  expect(shownPosts('')).toBe(10)
  expect(shownPosts('abc')).toBe(10)
  expect(shownPosts('-4')).toBe(10)
  expect(shownPosts('3')).toBe(10)
  expect(shownPosts('16')).toBe(16)
  expect(shownPosts('22')).toBe(22)
  expect(shownPosts('13')).toBe(16)
  expect(shownPosts('16.5')).toBe(10)
  expect(shownPosts('99999999')).toBe(maxShownPosts)
})

test('the batch endpoint starts after a plain count', () => {
  expect(batchStart('10')).toBe(10)
  expect(batchStart('0')).toBe(0)
  expect(batchStart(null)).toBeNull()
  expect(batchStart('1e3')).toBeNull()
  expect(batchStart('-6')).toBeNull()
  expect(batchStart(String(maxShownPosts + 1))).toBeNull()
})

test('the first 10 are one page of 10, and any list shown at once is one page', () => {
  expect(postWindow(0, 10)).toEqual({ pageSize: 10, pages: [1], skip: 0, take: 10 })
  expect(postWindow(0, 16)).toEqual({ pageSize: 16, pages: [1], skip: 0, take: 16 })
})

test('posts 11–16 are pages 2 and 3 of 6 (posts 7–18) less the first four', () => {
  expect(postWindow(10, 6)).toEqual({ pageSize: 6, pages: [2, 3], skip: 4, take: 6 })
  expect(read(40, 10, 6).posts).toEqual([11, 12, 13, 14, 15, 16])
})

test('batch after batch, no post is repeated or skipped', () => {
  for (const total of [0, 5, 10, 11, 16, 17, 20, 22, 23, 40]) {
    const seen = [...read(total, 0, 10).posts]
    let more = read(total, 0, 10).hasMore
    while (more) {
      const batch = read(total, seen.length, 6)
      expect(batch.posts.length, `${total} after ${seen.length}`).toBeGreaterThan(0)
      seen.push(...batch.posts)
      more = batch.hasMore
    }
    expect(seen, `${total} posts`).toEqual(Array.from({ length: total }, (_, index) => index + 1))
  }
})

test('there are more posts exactly when the panel has some after the window', () => {
  expect(read(10, 0, 10).hasMore).toBe(false)
  expect(read(11, 0, 10).hasMore).toBe(true)
  expect(read(16, 10, 6).hasMore).toBe(false)
  expect(read(17, 10, 6).hasMore).toBe(true)
  // Page 3 of 6 goes on to post 18: more, though it is the panel's last page.
  expect(read(18, 10, 6).hasMore).toBe(true)
  expect(read(20, 0, 16).hasMore).toBe(true)
  expect(read(20, 16, 6)).toEqual({ posts: [17, 18, 19, 20], hasMore: false })
  expect(read(0, 0, 10)).toEqual({ posts: [], hasMore: false })
})

test('a date is the calendar day in Brasília, written for the language', () => {
  // 01:30 UTC on 1 March is still 28 February in Brasília.
  const iso = '2026-03-01T01:30:00.000Z'
  expect(postDate(iso, 'en')).toEqual({ iso, label: '28 February 2026' })
  expect(postDate(iso, 'es')?.label).toBe('28 de febrero de 2026')
  expect(postDate(iso, 'pt')?.label).toBe('28 de fevereiro de 2026')
  expect(postDate(null, 'en')).toBeNull()
  expect(postDate('not a date', 'en')).toBeNull()
})

test('posts live under each language’s news path', () => {
  expect(postPath('open-casting', 'en')).toBe('/news/open-casting')
  expect(postPath('seletiva', 'pt')).toBe('/pt/noticias/seletiva')
  expect(postPath('casting', 'es')).toBe('/es/noticias/casting')
})

test('the plain "Load more" link asks for the longer list', () => {
  expect(shownSearch(16)).toBe('?shown=16')
  expect(shownSearch(10)).toBe('')
})
