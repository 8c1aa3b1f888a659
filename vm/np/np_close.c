/* np_close.c — np.isclose / np.allclose of two float64 arrays in one pass. NumPy 1.24 checks
 * that every value is finite and then computes less_equal(abs(x - y), atol + rtol * abs(y));
 * this loop does those operations element by element (same roundings: float64 throughout, no
 * contraction under -std=c11), so the answers are NumPy's. Anything non-finite, including an
 * overflowing difference or tolerance (which NumPy would warn about), is left to the ufunc path
 * (np_misc.c). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3")
#endif

#include "np_close.h"

#include <fenv.h>
#include <float.h>
#include <math.h>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define CLOSE_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CLOSE_CLONES
#endif

/* Finite: |v| <= DBL_MAX, false for Inf and NaN (an ordered compare, no branch). */
#define FINITE(v) (fabs(v) <= DBL_MAX)

/* The loop once writing each answer, once only keeping their conjunction. */
#define CLOSE_LOOP(STORE)                                                                   \
  for (int64_t i = 0; i < n; i++) {                                                         \
    double d = fabs(x[i] - y[i]), t = atol + rtol * fabs(y[i]);                             \
    finite &= FINITE(x[i]) & FINITE(y[i]) & FINITE(d) & FINITE(t);                          \
    int c = d <= t;                                                                         \
    all &= c;                                                                               \
    STORE;                                                                                  \
  }

CLOSE_CLONES static int close_loop(const double *x, const double *y, int64_t n, double rtol,
                                   double atol, uint8_t *out) {
  int finite = 1, all = 1;
  if (out)
    CLOSE_LOOP(out[i] = (uint8_t)c)
  else
    CLOSE_LOOP((void)0)
  return finite ? all : -1;
}

int np_close_f64(const double *x, const double *y, int64_t n, double rtol, double atol,
                 uint8_t *out) {
  /* the comparisons raise invalid on NaN and the operations overflow where NumPy's would
   * warn: those flags are not this loop's to report (the caller redoes such inputs) */
  fexcept_t saved;
  fegetexceptflag(&saved, FE_ALL_EXCEPT);
  int r = close_loop(x, y, n, rtol, atol, out);
  fesetexceptflag(&saved, FE_ALL_EXCEPT);
  return r;
}
