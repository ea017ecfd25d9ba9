/**
 * Optimal mixed strategies of a two-player zero-sum matrix game, by the simplex method.
 *
 * The classic reduction (von Neumann; e.g. Chvátal, "Linear Programming", ch. 15): shift the
 * payoffs so every entry is ≥ 1, then the column player's LP
 *     maximize Σ y_j  subject to  A y ≤ 1,  y ≥ 0
 * has the origin as a feasible start (all slacks basic), is bounded, and its optimum is 1/v for the
 * game value v of the shifted game. The row player's optimal strategy is the LP dual, read off the
 * final objective row under the slack columns. Bland's rule (lowest index enters and leaves)
 * guarantees termination on degenerate games, which payoff tables with many equal cells are.
 */

export interface ZeroSumSolution {
  /** Row player's optimal mixed strategy (sums to 1). */
  row: Float64Array;
  /** Column player's optimal mixed strategy (sums to 1). */
  col: Float64Array;
  /** Value of the game to the row player. */
  value: number;
}

const EPS = 1e-12;

/** Solves the game whose payoff to the row player is `payoff[r * cols + c]`. */
export function solveZeroSum(payoff: ArrayLike<number>, rows: number, cols: number): ZeroSumSolution {
  if (rows < 1 || cols < 1 || payoff.length < rows * cols) throw new RangeError(`solveZeroSum: bad size ${rows}×${cols}`);
  let min = Infinity;
  for (let k = 0; k < rows * cols; k++) if (payoff[k] < min) min = payoff[k];
  const shift = 1 - min;
  // Tableau: `rows` constraint rows then the objective row; columns: y (cols), slacks (rows), rhs.
  const width = cols + rows + 1;
  const T = new Float64Array((rows + 1) * width);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) T[r * width + c] = payoff[r * cols + c] + shift;
    T[r * width + cols + r] = 1;
    T[r * width + width - 1] = 1;
  }
  const obj = rows * width;
  for (let c = 0; c < cols; c++) T[obj + c] = -1;
  const basis = Int32Array.from({ length: rows }, (_, r) => cols + r);

  for (let iter = 0; iter < 10_000; iter++) {
    let enter = -1;
    for (let c = 0; c < cols + rows; c++) {
      if (T[obj + c] < -EPS) {
        enter = c;
        break;
      }
    }
    if (enter < 0) break;
    let leave = -1;
    let best = Infinity;
    for (let r = 0; r < rows; r++) {
      const a = T[r * width + enter];
      if (a <= EPS) continue;
      const ratio = T[r * width + width - 1] / a;
      if (ratio < best - EPS || (Math.abs(ratio - best) <= EPS && basis[r] < basis[leave])) {
        best = ratio;
        leave = r;
      }
    }
    if (leave < 0) throw new Error("solveZeroSum: unbounded (cannot happen with positive payoffs)");
    const p = T[leave * width + enter];
    for (let c = 0; c < width; c++) T[leave * width + c] /= p;
    for (let r = 0; r <= rows; r++) {
      if (r === leave) continue;
      const f = T[r * width + enter];
      if (f === 0) continue;
      for (let c = 0; c < width; c++) T[r * width + c] -= f * T[leave * width + c];
    }
    basis[leave] = enter;
  }

  const total = T[obj + width - 1]; // Σ y = 1 / v(shifted)
  const v = 1 / total;
  const col = new Float64Array(cols);
  for (let r = 0; r < rows; r++) if (basis[r] < cols) col[basis[r]] = T[r * width + width - 1] * v;
  const row = new Float64Array(rows);
  for (let r = 0; r < rows; r++) row[r] = Math.max(0, T[obj + cols + r]) * v;
  normalize(row);
  normalize(col);
  return { row, col, value: v - shift };
}

function normalize(x: Float64Array): void {
  let s = 0;
  for (const v of x) s += v;
  if (s > 0) for (let i = 0; i < x.length; i++) x[i] /= s;
}
