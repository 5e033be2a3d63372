/* global module */
// CSS imports are irrelevant to unit tests.
module.exports = {};
