// Text written about cars, in a family's words (issue 11): a truck dealer's shopper sells their
// truck on the Sell Your Truck page, and a caravan's owner books their RV in for a service.
import { capitalised } from './capitalised.js'
import type { FamilyVocabulary } from './family-profile.js'

type Nouns = Pick<FamilyVocabulary, 'singular' | 'plural'>

// 'car' and 'cars' as whole words, either case of the first letter, with the article before a
// singular one: not 'Careers', 'carsales' or 'scar'.
const CAR_WORD = /\b(?:([Aa]) )?([Cc])ar(s?)\b/g

// Letters whose names start with a vowel sound, for an initialism: an RV, an SUV, a UTV.
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX')

/**
 * 'a' or 'an' before `noun`: by its first letter's name for an initialism (an RV), else by its
 * first vowel sound (an ATV, a ute: a 'u' before one consonant and a vowel says 'you').
 */
function articleFor(noun: string): 'a' | 'an' {
  const first = noun.charAt(0)
  const initialism = noun.length > 1 && noun.charAt(1) === noun.charAt(1).toUpperCase()
  if (initialism) return VOWEL_SOUND_LETTERS.has(first) ? 'an' : 'a'
  return /^[aeio]|^u(?![^aeiou][aeiou])/i.test(noun) ? 'an' : 'a'
}

/** `text` with every 'car' and 'cars' (and 'Car', 'Cars', 'a car') in the family's nouns. */
export function inFamilyWords(text: string, nouns: Nouns): string {
  if (nouns.singular === 'car' && nouns.plural === 'cars') return text
  return text.replace(CAR_WORD, (_word, article: string | undefined, initial: string, plural: string) => {
    const noun = plural ? nouns.plural : nouns.singular
    const word = initial === 'C' ? capitalised(noun) : noun
    if (!article) return word
    const fitting = plural ? article : articleFor(noun)
    return `${article === 'A' ? capitalised(fitting) : fitting} ${word}`
  })
}
