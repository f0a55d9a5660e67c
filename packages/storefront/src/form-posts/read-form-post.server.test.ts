import { describe, expect, it } from 'vitest'
import {
  MAX_FIELD_LENGTH,
  MAX_FIELD_NAME_LENGTH,
  MAX_FORM_FIELDS,
  readFormPost,
} from './read-form-post.server.js'

const post = (body: BodyInit, contentType = 'application/x-www-form-urlencoded;charset=UTF-8') =>
  new Request('http://coastal-motors.localhost/contact', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  })

const form = (entries: [string, string][]) => post(new URLSearchParams(entries).toString())
const many = (count: number) => Array.from({ length: count }, (_, i): [string, string] => [`f${i}`, 'x'])

describe('readFormPost', () => {
  it('reads a form the pages post, names and values as typed', async () => {
    const { data, problem } = await readFormPost(
      form([
        ['first_name', 'Ngaio Marsh'],
        ['message', 'Is the Hilux still available? I can come Saturday — 10 am.'],
        ['interests', 'finance'],
        ['interests', 'trade-in'],
      ]),
    )
    expect(problem).toBeNull()
    expect(data.get('message')).toBe('Is the Hilux still available? I can come Saturday — 10 am.')
    expect(data.getAll('interests')).toEqual(['finance', 'trade-in'])
  })

  it('takes a field exactly at the length cap and the most fields a post may have', async () => {
    const longest = 'é'.repeat(MAX_FIELD_LENGTH)
    const entries: [string, string][] = [...many(MAX_FORM_FIELDS - 1), ['message', longest]]
    const { data, problem } = await readFormPost(form(entries))
    expect(problem).toBeNull()
    expect(data.get('message')).toBe(longest)
  })

  it.each([
    {
      what: 'a value over the length cap: refused on that field, and kept cut to the cap',
      entries: [
        ['first_name', 'Kate'],
        ['message', 'a'.repeat(MAX_FIELD_LENGTH + 1)],
      ] as [string, string][],
      problem: { status: 400, field: 'message', message: 'Keep this under 10,000 characters.' },
      kept: ['message', 'a'.repeat(MAX_FIELD_LENGTH)],
    },
    {
      what: 'a NUL in a value: refused on that field, kept without it',
      entries: [['last_name', 'Shep\0pard']] as [string, string][],
      problem: {
        status: 400,
        field: 'last_name',
        message: expect.stringMatching(/character that cannot be sent/),
      },
      kept: ['last_name', 'Sheppard'],
    },
    {
      what: 'more fields than a post may have: refused, the first ones kept',
      entries: many(MAX_FORM_FIELDS + 1),
      problem: { status: 400, message: expect.stringMatching(/more fields than it can send/) },
      kept: [`f${MAX_FORM_FIELDS - 1}`, 'x'],
    },
    {
      what: 'a field name longer than any of ours: refused, the field dropped',
      entries: [
        ['n'.repeat(MAX_FIELD_NAME_LENGTH + 1), 'x'],
        ['email', 'kate@example.com'],
      ] as [string, string][],
      problem: { status: 400, message: expect.stringMatching(/field it does not know/) },
      kept: ['email', 'kate@example.com'],
    },
    {
      what: 'a NUL in a field name: refused, the field dropped',
      entries: [['mess\0age', 'x']] as [string, string][],
      problem: { status: 400, message: expect.stringMatching(/field it does not know/) },
      kept: null,
    },
  ])('$what', async ({ entries, problem, kept }) => {
    const result = await readFormPost(form(entries))
    expect(result.problem).toEqual(problem)
    if (kept) expect(result.data.get(kept[0] as string)).toBe(kept[1])
    expect([...result.data.keys()].length).toBeLessThanOrEqual(MAX_FORM_FIELDS)
  })

  it('reports the first problem when several fields are wrong', async () => {
    const { problem } = await readFormPost(
      form([
        ['phone', '04\x0012'],
        ['message', 'a'.repeat(MAX_FIELD_LENGTH + 1)],
      ]),
    )
    expect(problem).toMatchObject({ field: 'phone' })
  })

  it('counts a field against the cap before looking at its characters (limits before patterns)', async () => {
    const { data, problem } = await readFormPost(form([['message', `${'a'.repeat(MAX_FIELD_LENGTH)}\0`]]))
    expect(problem).toMatchObject({ field: 'message', message: 'Keep this under 10,000 characters.' })
    expect(data.get('message')).toHaveLength(MAX_FIELD_LENGTH)
  })

  it.each([
    ['multipart/form-data; boundary=x', /cannot take files/],
    ['text/plain', /not sent as a web form/],
    ['application/json', /not sent as a web form/],
  ])('refuses a %s post with 415 without reading its parts', async (contentType, message) => {
    const body = contentType.startsWith('multipart') ? '--x\r\n' : 'message=hello'
    const { data, problem } = await readFormPost(post(body, contentType))
    expect(problem).toEqual({ status: 415, message: expect.stringMatching(message) })
    expect([...data.keys()]).toEqual([])
  })
})
