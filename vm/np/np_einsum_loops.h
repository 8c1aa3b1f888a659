/* np_einsum_loops.h — the float64/float32 (and complex reduction) sum-of-products loops of np.einsum (np_einsum_loops.c). */
#ifndef WEFT_NP_EINSUM_LOOPS_H
#define WEFT_NP_EINSUM_LOOPS_H

#include <stdint.h>

/* NumPy's buffer size: a full reduction's iteration is cut into runs of this many elements,
 * each summed on its own and then added to the output. */
#define NP_ES_CHUNK 8192

/* The sum of n products of nop (1 or 2) operands p[k] stepping st[k] bytes, in the order of
 * NumPy's baseline SIMD reduction loop (see np_einsum_loops.c). */
double np_es_run_f64(int nop, char *const *p, const int64_t *st, int64_t n);
float np_es_run_f32(int nop, char *const *p, const int64_t *st, int64_t n);

/* The sum of n complex elements (interleaved re, im) stepping st bytes, as NumPy's contiguous
 * complex reduction adds them: four at a time, pairwise, then one by one for the last 1-4;
 * sum[0] and sum[1] receive the real and imaginary parts. */
void np_es_run_c128(const char *p, int64_t st, int64_t n, double *sum);
void np_es_run_c64(const char *p, int64_t st, int64_t n, float *sum);

/* float16 runs, summed in float as NumPy's half loops do: one operand (n > 4: pairs of pairs,
 * then one by one), two operands (n >= 4: four products added left to right, then one by one). */
float np_es_run_f16(const char *p, int64_t st, int64_t n);
float np_es_run2_f16(const char *a, const char *b, int64_t n);

/* out[j] = product_j + out[j] for j < n, out contiguous, product_j that of the nop (1 or 2)
 * operands p[k] + j * st[k] (a step of 0 repeats one element): NumPy's inner loop when the
 * innermost loop is an output label. */
void np_es_accum_f64(int nop, char *const *p, const int64_t *st, double *out, int64_t n);
void np_es_accum_f32(int nop, char *const *p, const int64_t *st, float *out, int64_t n);

#endif
