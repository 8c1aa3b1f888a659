/* np_methods_at.h — the lines of NumPy's numpy/core/_methods.py and fromnumeric.py where the
 * oracle shows the warnings of _mean and _var (np_reduce.c, np_quantile.c): their
 * warnings.warn(stacklevel=2) at the caller's line (np.mean's and np.var's in fromnumeric.py,
 * _std's call of _var; a method called from the program has none: its own line), and the
 * floating-point warnings of their divisions by the count (an array's true_divide, or a
 * scalar's `ret / rcount`). */
#ifndef WEFT_NP_METHODS_AT_H
#define WEFT_NP_METHODS_AT_H

#include "np_loops.h"
#include "np_warn_at.h"

#define NP_METHODS_PY NP_LIB_DIR "core/_methods.py"
#define NP_FROMNUMERIC_PY NP_LIB_DIR "core/fromnumeric.py"

static const NpLibLine np_mean_fn_at = {NP_FROMNUMERIC_PY,
                                        "return _methods._mean(a, axis=axis, dtype=dtype,",
                                        "numpy.core.fromnumeric", 3464};
static const NpLibLine np_var_fn_at = {
    NP_FROMNUMERIC_PY, "return _methods._var(a, axis=axis, dtype=dtype, out=out, ddof=ddof,",
    "numpy.core.fromnumeric", 3747};
static const NpLibLine np_std_var_at = {
    NP_METHODS_PY, "ret = _var(a, axis=axis, dtype=dtype, out=out, ddof=ddof,",
    "numpy.core._methods", 269};
static const NpLibLine np_mean_div_at = {NP_METHODS_PY, "ret = um.true_divide(",
                                         "numpy.core._methods", 184};
static const NpLibLine np_mean_hdiv_at = {NP_METHODS_PY, "ret = arr.dtype.type(ret / rcount)",
                                          "numpy.core._methods", 190};
static const NpLibLine np_mean_sdiv_at = {NP_METHODS_PY, "ret = ret.dtype.type(ret / rcount)",
                                          "numpy.core._methods", 192};
static const NpLibLine np_var_mean_at = {NP_METHODS_PY,
                                         "arrmean = um.true_divide(arrmean, div, out=arrmean,",
                                         "numpy.core._methods", 226};
static const NpLibLine np_var_div_at = {NP_METHODS_PY, "ret = um.true_divide(",
                                        "numpy.core._methods", 258};
static const NpLibLine np_var_sdiv_at = {NP_METHODS_PY, "ret = ret.dtype.type(ret / rcount)",
                                         "numpy.core._methods", 261};

/* The reductions and accumulations NumPy runs from Python: their floating-point warnings
 * ("overflow encountered in reduce") show at these lines. np.sum(a)/np.prod(a) are
 * fromnumeric's _wrapreduction calling ufunc.reduce; a.sum()/a.prod() are _methods' umr_sum/
 * umr_prod; np.cumsum(a) is _wrapfunc calling a.cumsum(); _mean and _var sum, subtract and
 * square on their own lines. */
static const NpLibLine np_reduce_fn_at = {NP_FROMNUMERIC_PY,
                                          "return ufunc.reduce(obj, axis, dtype, out, **passkwargs)",
                                          "numpy.core.fromnumeric", 86};
static const NpLibLine np_wrapfunc_at = {NP_FROMNUMERIC_PY, "return bound(*args, **kwds)",
                                         "numpy.core.fromnumeric", 57};
static const NpLibLine np_sum_method_at = {
    NP_METHODS_PY, "return umr_sum(a, axis, dtype, out, keepdims, initial, where)",
    "numpy.core._methods", 49};
static const NpLibLine np_prod_method_at = {
    NP_METHODS_PY, "return umr_prod(a, axis, dtype, out, keepdims, initial, where)",
    "numpy.core._methods", 53};
static const NpLibLine np_mean_sum_at = {NP_METHODS_PY,
                                         "ret = umr_sum(arr, axis, dtype, out, keepdims, where=where)",
                                         "numpy.core._methods", 181};
static const NpLibLine np_var_sum_at = {
    NP_METHODS_PY, "arrmean = umr_sum(arr, axis, dtype, keepdims=True, where=where)",
    "numpy.core._methods", 215};
static const NpLibLine np_var_dev_at = {NP_METHODS_PY, "x = asanyarray(arr - arrmean)",
                                        "numpy.core._methods", 236};
static const NpLibLine np_var_square_at = {NP_METHODS_PY, "x = um.multiply(x, x, out=x)",
                                           "numpy.core._methods", 239};
static const NpLibLine np_var_sqsum_at = {
    NP_METHODS_PY, "ret = umr_sum(x, axis, dtype, out, keepdims=keepdims, where=where)",
    "numpy.core._methods", 250};

/* A warnings.warn(text, RuntimeWarning, stacklevel=2) from there: at `at`, or the program's
 * line when at is NULL. */
static inline void np_warn_from(const NpLibLine *at, const char *text) {
  if (at) np_warn_at(text, NULL, at->file, at->line, at->source, at->module_name);
  else np_warn(text, NULL);
}

/* a.mean(axis, keepdims=keepdims) as NumPy's own code calls the method (np.average), its
 * "Mean of empty slice." at `at` (np_reduce.c) */
Value np_mean_method_at(Value a, Value axis, Value keepdims, const NpLibLine *at);

#endif
