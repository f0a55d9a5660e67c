// A word with its first letter made a capital ('truck' → 'Truck'), for a family's noun in a title.
// Its own module: family-profile reaches every page's bundle, and family-words' regexes need not.
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
