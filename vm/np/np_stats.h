/* np_stats.h — private to the statistics files (np_quantile.c, np_nan.c, np_histogram.c,
 * np_poly.c, np_testing.c, np_grid.c): calling the numpy module's own functions by name, and
 * "rows", the layout in which a reduction over some axes sees each output element's inputs as
 * one contiguous run. np_rows.c implements them. */
#ifndef WEFT_RT_NP_STATS_H
#define WEFT_RT_NP_STATS_H

#include "np_internal.h"
#include "../base/strbuf.h"

/* numpy.<name>(*argv, **kw): keyword values that are RT_UNDEF are left out, so optional
 * arguments pass through as "not given". Returns a new reference. */
Value np_callk(const char *name, int argc, const Value *argv, int nkw, const char *const *kwn,
               const Value *kwv);
static inline Value np_call1(const char *name, Value a) { return np_callk(name, 1, &a, 0, 0, 0); }
/* np.interp(x, xp, fp, left, right) of a complex fp (np_interp_complex.c) */
Value np_interp_complex(Value x, Value xpv, Value fpv, Value left, Value right);
/* v is neither RT_UNDEF nor None. */
static inline bool np_given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* An array with the axes named by `axis` (None/undef: all; an int; a tuple) moved last and
 * merged, the kept ones first, copied C-contiguous: rows (outer, n). oshape/ond: the result's
 * shape without the reduced axes; kshape/kndim: with them as 1 (keepdims). */
typedef struct NpRows {
  Value rows;            /* owned: a C-contiguous (outer, n) array of the input's dtype */
  int64_t outer, n;
  int ond, kndim;
  int64_t oshape[RT_MAXDIM], kshape[RT_MAXDIM];
} NpRows;
void np_rows_init(NpRows *r, Value a, Value axis);
/* The same layout, but rows may be a view of a when a already has it: read it only. */
void np_rows_view(NpRows *r, Value a, Value axis);
/* A result of nlead leading dimensions (lead, e.g. the shape of q) followed by the reduced
 * shape (kshape with keepdims, oshape without) from res, a C-contiguous array of nlead-dims *
 * outer elements (stolen). A 0-d result becomes a NumPy scalar. */
Value np_rows_result(const NpRows *r, Value res, bool keepdims, int nlead, const int64_t *lead);

/* Each statistics file adds its functions to the numpy module (called by np_module.c). */
void np_register_quantile(Value m);  /* np_quantile.c: median, percentile, quantile */
/* The method of np.percentile/quantile/nanpercentile/nanquantile named fname: method, or the
 * deprecated interpolation= when given (NumPy 1.24's DeprecationWarning, and its TypeError
 * when a method other than 'linear' is given too). */
Value np_quantile_method_arg(const char *fname, Value method, Value interpolation);
void np_register_nan(Value m);       /* np_nan.c: nanmax, nanmean, ... */
void np_register_histogram(Value m); /* np_histogram.c: histogram, searchsorted, digitize, ... */
/* np_histbins.c: the bin count a bin-width estimator name (bins='auto', ...) gives for the
 * flat array a over [first, last] (NumPy's outer edges), with NumPy's errors. */
int64_t np_hist_estimated_bins(Value bins, Value a, Value range, bool weighted, Value first,
                               Value last);
void np_register_histogramdd(Value m);
/* np_pyufunc.c: the ufunc np.frompyfunc returns around call (its elementwise call). */
Value np_pyufunc_new(Value call, Value name, int nin, int nout, Value identity); /* np_histogramdd.c: histogramdd, histogram2d */
void np_register_stats(Value m);     /* np_stats.c: ptp, trace, cov, corrcoef */
void np_register_poly(Value m);      /* np_poly.c: polyval, polyfit */
void np_register_polyops(Value m);   /* np_polyops.c: poly, polyadd, polyder, polyint, ... */
void np_register_poly1d(Value m);    /* np_poly1d.c: poly1d */
bool np_is_poly1d(Value v);
Value np_poly1d_new(Value c_or_r);   /* np.poly1d(c_or_r) */
void np_register_einsum(Value m);    /* np_einsum.c: einsum */
void np_register_einsum_path(Value m); /* np_einsum_path.c: einsum_path */
void np_register_npy(Value m);       /* np_npy.c: save, load */
void np_register_txt(Value m);       /* np_txt.c: loadtxt, savetxt */
void np_register_genfromtxt(Value m); /* np_genfromtxt.c: genfromtxt */

/* The whole text of a loadtxt/genfromtxt source (file name, object with read(), iterable of
 * str or bytes lines) onto sb (np_txt.c); who picks the function's message for a bad one. */
typedef enum { NP_TXT_LOADTXT, NP_TXT_GENFROMTXT } NpTxtCaller;
void np_txt_read(Value src, StrBuf *sb, NpTxtCaller who);
bool np_txt_callable(Value v); /* callable(v) */
void np_register_grid(Value m);      /* np_grid.c: mgrid, ogrid */
void rt_numpy_testing_module_init(Value m); /* np_testing.c: numpy.testing */

#endif
