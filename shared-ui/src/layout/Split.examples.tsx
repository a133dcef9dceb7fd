import { componentExamples } from '../examples';
import { Split } from './Split';

export const splitExamples = componentExamples('Split', Split, {
  textBesidePicture: {
    props: {
      gap: 5,
      columnGap: 8,
      children: (
        <>
          <p>Families join the club together.</p>
          <img src="/family.svg" alt="" width={400} height={300} />
        </>
      ),
    },
  },
  // A list of causes, every other one with its picture on the end side.
  zigZagItem: {
    props: {
      as: 'li',
      from: 'md',
      ratio: [5, 6],
      columnGap: 'clamp(2rem, 5vw, 4rem)',
      reverse: true,
      children: (
        <>
          <img src="/cause.svg" alt="" width={400} height={300} />
          <h3>HPV</h3>
        </>
      ),
    },
    context: (item) => <ul>{item}</ul>,
  },
  formBesideNotes: {
    props: {
      gap: 7,
      ratio: [2, 1],
      align: 'start',
      children: (
        <>
          <form aria-label="Join">
            <label>
              Name <input name="name" />
            </label>
          </form>
          <p>We answer within a week.</p>
        </>
      ),
    },
  },
});
