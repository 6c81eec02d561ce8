import type { ServerTexts } from './rus.js';

/** The server's texts in English (keys and meaning: rus.ts). */
export const eng: ServerTexts = {
  codes: {
    sms: 'Your sign-in code: {code}. Do not share it.',
    email: 'Password reset code\n\nYour code: {code}. It is valid for 10 minutes.',
  },
  auth: {
    passwordChanged: 'Your password was changed\n\nEvery device has been signed out. If this was not you, contact support.',
  },
  profiles: {
    masterName: 'Main',
    switched: 'Profile “{name}” is on',
    pinReset: 'The PIN is reset: 0000 is in use',
  },
  access: {
    until: 'Access until {date}',
    watch: 'Watch',
  },
  promoCodes: {
    unknown: 'There is no such promo code',
    expired: 'This promo code has expired',
    alreadyUsed: 'You have already activated this promo code',
    exhausted: 'This promo code can no longer be activated',
    tooManyAttempts: 'Too many promo code attempts today',
    tooManyFromAddress: 'Too many attempts from this address; try again later',
    cardRequired: 'This promo code activates once a bank card is linked to your account',
  },
  tvCodes: {
    unknown: 'There is no such code: check it on the TV screen',
    expired: 'This code has expired: the TV shows a new one',
    used: 'This code has already been used',
    signedIn: 'This browser is already signed in',
    tooMany: 'Too many attempts; try again later',
    activated: 'The TV is connected',
    activatedSub: 'It is signed in to your account and appears among your devices',
  },
  purchases: {
    prepaid: 'From the account balance',
    refill: 'Top up the account',
    short: 'Not enough money: {price} is needed, the account holds {balance}. Top up the account to pay',
    held: 'You already have this',
    free: 'This is free to watch',
    unknownOption: 'This purchase option is no longer offered; reload the page',
    noMethod: 'This payment method is not available',
    subscribed: 'You are subscribed to “{name}”',
    bought: '“{name}” is yours',
    rented: '“{name}” is rented',
    forever: 'Watch whenever you like: it stays yours',
    renewed: 'The subscription is renewed',
    noSubscription: 'You have no subscription to this service',
  },
  payments: {
    newCard: 'New card',
    card: '{brand} •• {last4}',
    cardAdded: 'Card {card} is linked',
    confirm: 'Confirm the payment in your bank’s window',
    pending: 'The bank is still processing the payment; wait a few seconds',
    unavailable: 'The payment service did not answer. Try again in a minute — you will not be charged twice',
    cardUnknown: 'This card is no longer linked; choose another',
    cardRequired: 'Choose a card to pay with',
    refilled: '{amount} added to your account',
  },
  /** The bank's reasons for declining a card payment (the acquirer's decline codes). */
  declines: {
    do_not_honour: 'The bank declined the payment. Pay with another card or contact your bank',
    invalid_card: 'The card number is wrong',
    format_error: 'The card details are wrong',
    lost_or_stolen: 'The bank declined the payment: the card is blocked',
    insufficient_funds: 'Not enough money on the card',
    expired_card: 'The card has expired',
    processing_error: 'The bank could not process the payment; try again',
    authentication_failed: 'The payment was not confirmed: 3-D Secure failed',
  },
};
