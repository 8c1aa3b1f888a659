/* np_trig_flags.c — the floating-point flags of sin, cos and tan as NumPy 1.24 reports them: the
 * invalid flag for an infinite argument (its loops hand those lanes to the C library, which
 * raises it) and for a signalling NaN (its comparisons raise it), nothing for a quiet NaN. The
 * vector kernels raise flags of their own (range reduction of huge arguments, NaN
 * comparisons), so each loop runs with the flags saved and restored and raises only that one.
 * (NumPy's underflow for subnormal arguments, ignored by default, is not reported.) */
#include <fenv.h>
#include <stdbool.h>

#include "np_flagscan.h"
#include "np_loops.h"
#include "np_trig_flags.h"

#define FLAGGED(NAME, LOOP, SCAN, ELSIZE)                                                   \
  void NAME(int64_t n, char **p, const int64_t *s) {                                        \
    fexcept_t saved;                                                                        \
    fegetexceptflag(&saved, FE_ALL_EXCEPT);                                                 \
    int fl = np_scan_and_run(n, p, s, ELSIZE, SCAN, LOOP);                                  \
    fesetexceptflag(&saved, FE_ALL_EXCEPT);                                                 \
    if (fl) feraiseexcept(fl);                                                              \
  }

FLAGGED(np_loop_sin_f32_flagged, np_loop_sinf, np_scan_trig_f32, 4)
FLAGGED(np_loop_cos_f32_flagged, np_loop_cosf, np_scan_trig_f32, 4)
FLAGGED(np_loop_tan_f32_flagged, np_loop_tan_f32, np_scan_trig_f32, 4)
FLAGGED(np_loop_sin_f64_flagged, np_loop_sin_f64, np_scan_trig_f64, 8)
FLAGGED(np_loop_cos_f64_flagged, np_loop_cos_f64, np_scan_trig_f64, 8)
FLAGGED(np_loop_tan_f64_flagged, np_loop_tan_f64, np_scan_trig_f64, 8)
