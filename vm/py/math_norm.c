/* math_norm.c — the Euclidean norm math.hypot and math.dist compute, as CPython's
 * vector_norm does: every coordinate scaled by a power of two so the largest lies in
 * [0.5, 1), their squares summed exactly enough (each square split in a high and low part,
 * the running sum compensated) and the square root corrected once, so the result is
 * correctly rounded in nearly every case (a chain of C hypot calls differs in the last digit,
 * e.g. hypot(1, 1, 1)). */
#include <float.h>
#include <math.h>

#include "py.h"

typedef struct DoubleLength {
  double hi, lo;
} DoubleLength;

/* x * y exactly, as hi + lo. */
static DoubleLength dl_mul(double x, double y) {
  double hi = x * y;
  return (DoubleLength){hi, fma(x, y, -hi)};
}

/* a + b exactly, as hi + lo (|a| >= |b|). */
static DoubleLength dl_fast_sum(double a, double b) {
  double x = a + b;
  return (DoubleLength){x, (a - x) + b};
}

double py_vector_norm(int64_t n, double *vec, double max, bool found_nan) {
  if (isinf(max)) return max;
  if (found_nan) return NAN;
  if (max == 0.0 || n <= 1) return max;
  int max_e;
  frexp(max, &max_e);
  if (max_e < -1023) { /* subnormals: made normal first (ldexp(1, -max_e) would overflow) */
    for (int64_t i = 0; i < n; i++) vec[i] /= DBL_MIN;
    return DBL_MIN * py_vector_norm(n, vec, max / DBL_MIN, false);
  }
  double scale = ldexp(1.0, -max_e), csum = 1.0, frac1 = 0.0, frac2 = 0.0;
  for (int64_t i = 0; i < n; i++) {
    double x = vec[i] * scale; /* lossless */
    DoubleLength pr = dl_mul(x, x), sm = dl_fast_sum(csum, pr.hi);
    csum = sm.hi;
    frac1 += pr.lo;
    frac2 += sm.lo;
  }
  double h = sqrt(csum - 1.0 + (frac1 + frac2));
  DoubleLength pr = dl_mul(-h, h), sm = dl_fast_sum(csum, pr.hi);
  csum = sm.hi;
  frac1 += pr.lo;
  frac2 += sm.lo;
  double x = csum - 1.0 + (frac1 + frac2);
  h += x / (2.0 * h); /* differential correction */
  return h / scale;
}
