// An imported asset is a URL at runtime; in jest it is this file name.
module.exports = 'test-file-stub';
