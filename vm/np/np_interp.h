/* np_interp.h — what np.interp's real loop (np_histogram.c) and its complex one
 * (np_interp_complex.c) share: the arguments' vectors and the search in a sorted xp. */
#ifndef WEFT_RT_NP_INTERP_H
#define WEFT_RT_NP_INTERP_H

#include "np_internal.h"

/* A 1-D C-contiguous copy of v as dtype dt, with NumPy's errors for other depths
 * (np_interp_complex.c). */
Value np_interp_vector(Value v, DType dt);

/* The last j with xp[j] <= x (-1 below xp[0], n above xp[n-1]): NumPy's search result. n >= 1. */
static inline int64_t np_interval_of(double x, const double *xp, int64_t n) {
  if (x > xp[n - 1]) return n;
  if (x < xp[0]) return -1;
  int64_t lo = 0, hi = n;
  while (lo < hi) {
    int64_t mid = lo + ((hi - lo) >> 1);
    if (x >= xp[mid]) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

#endif
