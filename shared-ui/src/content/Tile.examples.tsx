import type { ReactElement } from 'react';
import { componentExamples } from '../examples';
import { Tile } from './Tile';

// A tile is a list item: pages list them.
const inAList = (tile: ReactElement) => <ul>{tile}</ul>;

export const tileExamples = componentExamples('Tile', Tile, {
  startEdge: {
    props: { title: 'Stallions Club', id: 'club', children: <p>For established leaders.</p> },
    context: inAList,
  },
  topEdge: { props: { title: 'Foals club', edge: 'top', children: <p>For ages 18–24.</p> }, context: inAList },
});
