// Fake adapter: a correct board but no order results (an adjudicator that only moves units).
import { serve } from './serve.mjs';

await serve(
  () => {},
  ({ orders: _orders, ...board }) => board,
);
