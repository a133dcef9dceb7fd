// Every unit suite in one jest run (`npm run unit`): one pool of workers on both cores takes the largest files
// first across all projects. One jest per project (one worker each) left a core idle behind the longest project.
// `nx run-many -t test` still runs each project's own config, cached, for a developer.
module.exports = { projects: ['<rootDir>/*/jest.config.js'] };
