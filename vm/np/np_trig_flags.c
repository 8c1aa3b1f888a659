/* np_trig_flags.c — the floating-point flags of sin, cos and tan as NumPy 1.24 reports them: the
 * invalid flag for an infinite argument (its loops hand those lanes to the C library, which
 * raises it), nothing for NaN. The vector kernels raise flags of their own (range reduction of
 * huge arguments, NaN comparisons), so each loop runs with the flags saved and restored and
 * raises only that one. (NumPy's underflow for subnormal arguments, ignored by default, is not
 * reported.) */
#include <fenv.h>
#include <math.h>
#include <stdbool.h>

#include "np_loops.h"
#include "np_trig_flags.h"

static bool any_inf_f32(int64_t n, char **p, const int64_t *s) {
  bool inf = false;
  for (int64_t i = 0; i < n; i++) inf |= isinf(*(const float *)(p[0] + i * s[0])) != 0;
  return inf;
}

static bool any_inf_f64(int64_t n, char **p, const int64_t *s) {
  bool inf = false;
  for (int64_t i = 0; i < n; i++) inf |= isinf(*(const double *)(p[0] + i * s[0])) != 0;
  return inf;
}

/* Checks the arguments before the loop: the output may be the input. */
#define FLAGGED(NAME, LOOP, ANY_INF)                                                        \
  void NAME(int64_t n, char **p, const int64_t *s) {                                        \
    fexcept_t saved;                                                                        \
    fegetexceptflag(&saved, FE_ALL_EXCEPT);                                                 \
    bool inf = ANY_INF(n, p, s);                                                            \
    LOOP(n, p, s);                                                                          \
    fesetexceptflag(&saved, FE_ALL_EXCEPT);                                                 \
    if (inf) feraiseexcept(FE_INVALID);                                                     \
  }

FLAGGED(np_loop_sin_f32_flagged, np_loop_sinf, any_inf_f32)
FLAGGED(np_loop_cos_f32_flagged, np_loop_cosf, any_inf_f32)
FLAGGED(np_loop_tan_f32_flagged, np_loop_tan_f32, any_inf_f32)
FLAGGED(np_loop_sin_f64_flagged, np_loop_sin_f64, any_inf_f64)
FLAGGED(np_loop_cos_f64_flagged, np_loop_cos_f64, any_inf_f64)
FLAGGED(np_loop_tan_f64_flagged, np_loop_tan_f64, any_inf_f64)
