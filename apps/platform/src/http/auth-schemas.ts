import { z } from 'zod'

export const SignInCodeRequestSchema = z.object({
  phone: z.string({ error: 'phone is required' }).max(30, 'phone is too long'),
})

export const SignInVerifyRequestSchema = z.object({
  phone: z.string({ error: 'phone is required' }).max(30, 'phone is too long'),
  code: z.string({ error: 'code is required' }).regex(/^\d{6}$/, 'code is the 6 digits we sent'),
})

export const UserAnswerSchema = z.object({ user: z.object({ phone: z.string() }) })
