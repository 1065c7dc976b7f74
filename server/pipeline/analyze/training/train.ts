import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { classScores, MODEL_PATH, softmax } from '../classifier.js';
import { trainingDocuments } from './training-set.js';
import { heldOutScores, trainModel } from './train-model.js';

/**
 * `npm run train:analyzer`: trains the classifier on training/texts and the business corpus
 * (training-set.ts) and writes classifier-model.json (committed, so the server never trains at
 * run time). Prints the held-out accuracy (ten folds) as a sanity check; `npm run eval` gives the
 * cross-validated figures of the whole analyzer.
 */
const documents = trainingDocuments();
const model = trainModel(documents);
const loo = heldOutScores(documents);
let correct = 0;
for (const { document, scores } of loo) {
  const p = softmax(scores, model.scale);
  const predicted = model.classes[p.indexOf(Math.max(...p))]!;
  if (predicted === document.category) correct++;
  else console.log(`  held-out miss: ${document.id} → ${predicted} (${Math.max(...p).toFixed(2)})`);
}
// The model must score its own training texts sensibly too.
const own = documents.filter((d) => {
  const p = softmax(classScores(model, d.counts), model.scale);
  return model.classes[p.indexOf(Math.max(...p))] === d.category;
}).length;
const json = await format(JSON.stringify(model), { parser: 'json', printWidth: 100 });
writeFileSync(MODEL_PATH, json);
console.log(
  `Trained on ${documents.length} documents (${JSON.stringify(model.training.documents)}), ` +
    `${model.training.vocabulary} features, scale ${model.scale}.`,
);
console.log(
  `Held-out accuracy (10 folds) ${correct}/${documents.length}; training accuracy ${own}/${documents.length}.`,
);
console.log(`Wrote ${MODEL_PATH}`);
