/* np_trig_flags.h — sin, cos and tan loops with NumPy's floating-point flags (np_trig_flags.c),
 * the ones np_loops.c registers. */
#ifndef WEFT_NP_TRIG_FLAGS_H
#define WEFT_NP_TRIG_FLAGS_H

#include <stdint.h>

void np_loop_sin_f32_flagged(int64_t n, char **p, const int64_t *s);
void np_loop_cos_f32_flagged(int64_t n, char **p, const int64_t *s);
void np_loop_tan_f32_flagged(int64_t n, char **p, const int64_t *s);
void np_loop_sin_f64_flagged(int64_t n, char **p, const int64_t *s);
void np_loop_cos_f64_flagged(int64_t n, char **p, const int64_t *s);
void np_loop_tan_f64_flagged(int64_t n, char **p, const int64_t *s);

#endif
