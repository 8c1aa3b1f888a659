/* np_flagscan.h — the argument scans that the float loops' NumPy floating-point flags come from
 * (np_flagscan.c). */
#ifndef WEFT_NP_FLAGSCAN_H
#define WEFT_NP_FLAGSCAN_H

#include <stdbool.h>
#include <stdint.h>

/* A scan: the FE_* bits of n elements at p (stride s bytes). */
typedef int (*NpFlagScan)(int64_t n, const char *p, int64_t s);
/* A unary loop, as np_loops.h's. */
typedef void (*NpScannedLoop)(int64_t n, char **p, const int64_t *s);

/* Every scan raises FE_INVALID for a signalling NaN (NumPy's loops compare them).
 * sin, cos, tan: FE_INVALID for +-Inf too (NumPy hands those to the C library). */
int np_scan_trig_f32(int64_t n, const char *p, int64_t s);
int np_scan_trig_f64(int64_t n, const char *p, int64_t s);

/* FE_* bits: NumPy's float32 exp raises overflow for a finite x >= 88.72283935546875 and
 * underflow for a finite x <= -103.97208404541015625. */
int np_scan_expf_flags(int64_t n, const char *p, int64_t s);

/* FE_* bits: NumPy's float32 log raises divide by zero for +-0 and invalid for x < 0 (-Inf
 * included, -0 and NaN not). */
int np_scan_logf_flags(int64_t n, const char *p, int64_t s);

/* The flag NumPy's SVML expm1 (AVX-512 CPUs) raises, which Weft's kernel's loop (its own flags
 * dropped) does not: overflow for a finite argument whose result is inf. */
int np_scan_svml_expm1_f64(int64_t n, const char *p, int64_t s);
int np_scan_svml_expm1_f32(int64_t n, const char *p, int64_t s);

/* Runs LOOP over the n elements of p[0] -> p[1] and returns SCAN's bits of its arguments,
 * block by block, each scanned while it is in the cache (just after the loop read it, or just
 * before it overwrites it in place) when the output is the input itself or lies apart from
 * it, the whole input first otherwise. */
int np_scan_and_run(int64_t n, char **p, const int64_t *s, int elsize, NpFlagScan scan,
                    NpScannedLoop loop);

#endif
