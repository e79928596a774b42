module.exports = require('../scripts/jest/browser-preset.cjs')(__dirname);
