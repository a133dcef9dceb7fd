// Adds <link rel="preload" as="script"> to the client-rendered app (app.html) for the chunks every page needs
// before its first render: the app's bootstrap chunk and the chunks of the shared modules it consumes (React,
// the router, i18next...). Without it the browser only learns about them after main.js has downloaded and run
// the federation runtime, one round trip later. (The render server removes them from server-rendered pages,
// which paint without them.) Lazy pages, forms and Firebase are not followed: they stay off the first load.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const pluginName = 'PreloadStartChunksPlugin';
const consumeSharedType = 'consume-shared-module';
const provideSharedType = 'provide-module';

/**
 * Files of the chunk groups the entry imports directly, plus those of the shared modules they consume,
 * recursively. A consumed module is loaded through the share scope, i.e. from the chunk of this build's own
 * provider (registered by the entry chunk), which is not always the consume's fallback chunk.
 */
function startChunkFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seenGroups = new Set();
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];

  const providers = new Map();
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === provideSharedType) providers.set(module._name, module);
    }
  }

  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== consumeSharedType) continue;
        const loadedFrom = providers.get(module.options.shareKey) ?? module;
        for (const block of loadedFrom.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  return [...files].sort();
}

class PreloadStartChunksPlugin {
  constructor({ entryName = 'main', publicPath = '/' } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(pluginName, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(pluginName, (data) => {
        const links = startChunkFiles(compilation, this.entryName).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin };
