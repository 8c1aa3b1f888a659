/* np_site.h — the lines of NumPy's own Python code that the oracle's warnings name.
 *
 * Much of NumPy is Python calling ufuncs: np.mean is fromnumeric.mean calling _methods._mean,
 * which sums and divides. A warning raised there ("Mean of empty slice.", "invalid value
 * encountered in divide") is shown at that Python line, through that module's warnings
 * registry (so it is shown once per program, not once per calling line). Weft's C versions of
 * these functions enter the site of each step while they run it; np_warn (np_errstate.c) then
 * reports there instead of at the program's line. Sites are per VM and restored when an
 * exception unwinds. */
#ifndef WEFT_NP_SITE_H
#define WEFT_NP_SITE_H

/* X(NAME, file under numpy/, module, line, source line as the warnings module shows it) */
#define NP_SITES(X)                                                                               \
  X(FN_WRAPFUNC, "core/fromnumeric.py", "numpy.core.fromnumeric", 57,                           \
    "return bound(*args, **kwds)")                                                                \
  X(FN_WRAPREDUCTION, "core/fromnumeric.py", "numpy.core.fromnumeric", 86,                      \
    "return ufunc.reduce(obj, axis, dtype, out, **passkwargs)")                                   \
  X(FN_MEAN, "core/fromnumeric.py", "numpy.core.fromnumeric", 3464,                             \
    "return _methods._mean(a, axis=axis, dtype=dtype,")                                           \
  X(FN_VAR, "core/fromnumeric.py", "numpy.core.fromnumeric", 3747,                              \
    "return _methods._var(a, axis=axis, dtype=dtype, out=out, ddof=ddof,")                        \
  X(M_SUM, "core/_methods.py", "numpy.core._methods", 49,                                        \
    "return umr_sum(a, axis, dtype, out, keepdims, initial, where)")                             \
  X(M_PROD, "core/_methods.py", "numpy.core._methods", 53,                                       \
    "return umr_prod(a, axis, dtype, out, keepdims, initial, where)")                            \
  X(M_MEAN_SUM, "core/_methods.py", "numpy.core._methods", 181,                                  \
    "ret = umr_sum(arr, axis, dtype, out, keepdims, where=where)")                               \
  X(M_MEAN_DIV, "core/_methods.py", "numpy.core._methods", 184, "ret = um.true_divide(")         \
  X(M_MEAN_DIV_HALF, "core/_methods.py", "numpy.core._methods", 190,                             \
    "ret = arr.dtype.type(ret / rcount)")                                                         \
  X(M_MEAN_DIV_SCALAR, "core/_methods.py", "numpy.core._methods", 192,                           \
    "ret = ret.dtype.type(ret / rcount)")                                                         \
  X(M_VAR_SUM, "core/_methods.py", "numpy.core._methods", 215,                                   \
    "arrmean = umr_sum(arr, axis, dtype, keepdims=True, where=where)")                           \
  X(M_VAR_MEAN_DIV, "core/_methods.py", "numpy.core._methods", 226,                              \
    "arrmean = um.true_divide(arrmean, div, out=arrmean,")                                        \
  X(M_VAR_DEV, "core/_methods.py", "numpy.core._methods", 236, "x = asanyarray(arr - arrmean)")  \
  X(M_VAR_SQUARE, "core/_methods.py", "numpy.core._methods", 239, "x = um.multiply(x, x, out=x)") \
  X(M_VAR_SQSUM, "core/_methods.py", "numpy.core._methods", 250,                                 \
    "ret = umr_sum(x, axis, dtype, out, keepdims=keepdims, where=where)")                        \
  X(M_VAR_DIV, "core/_methods.py", "numpy.core._methods", 258, "ret = um.true_divide(")          \
  X(M_VAR_DIV_SCALAR, "core/_methods.py", "numpy.core._methods", 261,                            \
    "ret = ret.dtype.type(ret / rcount)")                                                         \
  X(M_STD_VAR, "core/_methods.py", "numpy.core._methods", 269,                                   \
    "ret = _var(a, axis=axis, dtype=dtype, out=out, ddof=ddof,")                                  \
  X(NF_NANSTD_VAR, "lib/nanfunctions.py", "numpy.lib.nanfunctions", 1872,                        \
    "var = nanvar(a, axis=axis, dtype=dtype, out=out, ddof=ddof,")                                  \
  X(FB_COV_SCALE, "lib/function_base.py", "numpy.lib.function_base", 2705,                       \
    "c *= np.true_divide(1, fact)")                                                               \
  X(FB_CORR_SCALAR, "lib/function_base.py", "numpy.lib.function_base", 2852, "return c / c")     \
  X(FB_CORR_ROWS, "lib/function_base.py", "numpy.lib.function_base", 2854,                       \
    "c /= stddev[:, None]")                                                                       \
  X(FB_CORR_COLS, "lib/function_base.py", "numpy.lib.function_base", 2855,                       \
    "c /= stddev[None, :]")

typedef enum {
  NP_SITE_USER, /* the program's own line: no NumPy frame between it and the operation */
#define X(name, file, module, line, source) NP_SITE_##name,
  NP_SITES(X)
#undef X
  NP_SITE_COUNT
} NpSiteId;

typedef struct NpSite {
  const char *file; /* the full path, as the oracle's NumPy has it */
  const char *module, *source;
  int line;
} NpSite;

/* Makes site the current NumPy frame until np_site_leave(mark) or an exception unwinds past
 * this call; returns the mark. */
int np_site_enter(NpSiteId site);
void np_site_leave(int mark);
/* The current NumPy frame: NULL for the program's own line. */
const NpSite *np_site_current(void);

#endif
