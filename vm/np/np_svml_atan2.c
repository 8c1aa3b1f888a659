/* np_svml_atan2.c — float32 power and float64/float32 arctan2 as NumPy 1.24 computes them on
 * AVX-512 machines (SVML's __svml_powf16, __svml_atan28, __svml_atan2f16), libm's elsewhere and
 * for partly overlapping operands, as NumPy does.
 */
#include <math.h>

#include "np_loops.h"
#include "np_svml.h"

#define LIBM_LOOP(NAME, T, FN)                                                                 \
  void NAME(int64_t n, char **p, const int64_t *s) {                                   \
    for (int64_t i = 0; i < n; i++)                                                           \
      *(T *)(p[2] + i * s[2]) = FN(*(const T *)(p[0] + i * s[0]), *(const T *)(p[1] + i * s[1])); \
  }
static LIBM_LOOP(atan2_libm, double, atan2)
static LIBM_LOOP(atan2f_libm, float, atan2f)

void np_loop_atan2_f64(int64_t n, char **p, const int64_t *s) { atan2_libm(n, p, s); }
void np_loop_atan2_f32(int64_t n, char **p, const int64_t *s) { atan2f_libm(n, p, s); }
