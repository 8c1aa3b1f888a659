/* np_par.h — private to vm/np: large elementwise work spread over the cores (np_par.c).
 *
 * Elementwise loops compute each element on its own, so a range cut into chunks and run on
 * several threads gives the same bits as one pass, provided every chunk edge is where the
 * loops' SIMD blocks would fall anyway: callers pass a grain that is a multiple of every
 * loop's vector width, so each chunk but the last is whole vectors, as in one pass. */
#ifndef WEFT_RT_NP_PAR_H
#define WEFT_RT_NP_PAR_H

#include <stdint.h>

/* Elements below which one thread does the work: waking the helpers costs about as much as
 * a cheap loop over this many elements (docs/benchmarks.md, "Fused and parallel arrays"). */
#define NP_PAR_MIN 131072
/* Elements from which a chain of operations is fused into one blocked pass (np_fuse.c). */
#define NP_FUSE_MIN 8192
/* Chunk edges fall on multiples of this many elements (a multiple of any SIMD width). */
#define NP_PAR_GRAIN 4096

/* body(ctx, lo, hi) computes elements [lo, hi). */
typedef void (*NpParBody)(void *ctx, int64_t lo, int64_t hi);

/* Threads the array runtime uses: WEFT_NP_THREADS, else the online CPUs (1..64). */
int np_par_threads(void);
/* Runs body over [0, n) in chunks on up to np_par_threads() threads, the caller among them;
 * returns after every chunk is done, with the helpers' floating-point flags and
 * np_int_divzero merged into the caller's. Returns the number of threads it was offered to. */
int np_par_for(int64_t n, int64_t grain, NpParBody body, void *ctx);

#endif
