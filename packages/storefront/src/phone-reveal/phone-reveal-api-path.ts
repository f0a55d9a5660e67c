/** The storefront's own endpoint the car page posts a reveal to, so the browser never calls the platform. */
export const PHONE_REVEAL_API_PATH = '/api/phone-reveal'
