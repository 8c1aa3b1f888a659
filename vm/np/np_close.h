/* np_close.h — isclose's one-pass float64 loop (np_close.c). */
#ifndef WEFT_NP_CLOSE_H
#define WEFT_NP_CLOSE_H

#include <stdbool.h>
#include <stdint.h>

/* |x - y| <= atol + rtol*|y| for n contiguous float64 pairs, computed as NumPy's within_tol
 * computes it (the same operations in float64, no fused multiply-add), into out (when not
 * NULL); returns -1 if any x, y, |x - y| or tolerance is not finite (then NumPy takes its other
 * path, or warns: the caller redoes it through the ufuncs), else whether every pair was
 * within. */
int np_close_f64(const double *x, const double *y, int64_t n, double rtol, double atol,
                 uint8_t *out);

#endif
