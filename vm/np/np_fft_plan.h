/* np_fft_plan.h — the transforms behind np.fft (np_fft_plan.c), private to np_fft.c.
 *
 * NumPy 1.24 computes every FFT with pocketfft (numpy/fft/_pocketfft.c); these are the same
 * algorithms in the same order of operations, so results agree bit for bit: twiddle factors
 * from pocketfft's octant-based sin/cos tables, lengths factored into 4s, one 2, then odd
 * factors, radix passes 2/3/4/5/7/11 and a generic pass for the rest (real transforms: radix
 * 2/3/4/5 and generic), and Bluestein's algorithm when a large prime factor makes the direct
 * plan costlier (pocketfft's cost estimate decides).
 */
#ifndef WEFT_NP_FFT_PLAN_H
#define WEFT_NP_FFT_PLAN_H

#include <stdbool.h>
#include <stddef.h>

typedef struct NpFftPlan NpFftPlan;

/* A plan for complex (real == false) or real transforms of length n >= 1; NULL when memory
 * runs out. */
NpFftPlan *np_fft_plan_new(size_t n, bool real);
void np_fft_plan_free(NpFftPlan *p);

/* In place, scaled by fct. Complex: c holds n (re, im) pairs; forward is exp(-2 pi i jk/n).
 * Real forward: c holds n reals and receives pocketfft's half-complex order (r0, r1, i1, r2,
 * i2, ...); real backward takes that order back to n reals. False when memory runs out. */
bool np_fft_complex(NpFftPlan *p, double *c, bool forward, double fct);
bool np_fft_real(NpFftPlan *p, double *c, bool forward, double fct);

#endif
