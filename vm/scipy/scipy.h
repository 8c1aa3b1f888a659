/* scipy.h — vm/scipy: the part of SciPy 1.10 that course programs call beside NumPy:
 * scipy.special's normal-distribution functions and scipy.stats.norm. Everything is computed
 * with SciPy's algorithms (scipy_cephes.c) and NumPy's own loops where SciPy calls NumPy, so
 * results are SciPy's to the last bit. */
#ifndef WEFT_SCIPY_H
#define WEFT_SCIPY_H

#include <stdbool.h>

#include "../obj/value.h"

/* scipy_cephes.c: Cephes' erf, erfc, ndtr (the standard normal CDF) and ndtri (its inverse),
 * as SciPy's C code computes them. */
double scipy_erf(double x);
double scipy_erfc(double x);
double scipy_ndtr(double x);
double scipy_ndtri(double y);

/* scipy_special.c: an elementwise function of one real argument with a SciPy ufunc's typing
 * (float32 in, float32 out: computed in double and rounded; float64 otherwise; a scalar or
 * 0-d argument gives a NumPy scalar). name is the ufunc's, for messages. */
Value scipy_map1(const char *name, double (*fn)(double), Value x);
void scipy_special_module_init(Value m);

/* scipy_norm.c: scipy.stats.norm and its frozen distributions. */
void scipy_stats_module_init(Value m);

/* scipy_module.c: registers scipy, scipy.special and scipy.stats with the importer. */
void scipy_register(void);

#endif
