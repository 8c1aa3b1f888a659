/* np_linalg_lapack.c — numpy.linalg's LAPACK-backed functions: det, slogdet, inv, solve, eig,
 * eigvals, eigh, eigvalsh and svd, on stacks of matrices (..., M, N).
 *
 * NumPy's _umath_linalg calls the system LAPACK (Debian's reference LAPACK 3.11, the library
 * the oracle's NumPy links): Weft calls the same routines the same way — the matrix copied to
 * Fortran (column-major) order, the same drivers (getrf, gesv, geev, syevd, gesdd), optimal
 * workspace from a size query — so results are the same bits. det is NumPy's
 * sign * exp(sum(log|u_ii|)) from the LU factors, not their product. Inputs compute in float64;
 * float32 inputs give float32 results, as NumPy's _commonType does. Complex inputs compute
 * in complex128 with the z routines (zgetrf, zgesv, zgeev, zgesdd), complex64 ones are cast
 * back to complex64 (and float32 for real parts such as logdet and singular values).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_internal.h"
#include "../base/error.h"
#include "np_linalg.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* Numba's words in @jit code (numba/np/linalg.py, _inv_err_handler), NumPy's elsewhere. */
static const char *singular_text(void) {
  return rt_np_in_numba_code() ? "Matrix is singular to machine precision." : "Singular matrix";
}

/* Fortran LAPACK (liblapack): character arguments carry their lengths at the end. */
extern void dgetrf_(const int *m, const int *n, double *a, const int *lda, int *ipiv, int *info);
extern void zgetrf_(const int *m, const int *n, NpCdouble *a, const int *lda, int *ipiv,
                    int *info);
extern void zgesv_(const int *n, const int *nrhs, NpCdouble *a, const int *lda, int *ipiv,
                   NpCdouble *b, const int *ldb, int *info);
extern void dgetri_(const int *n, double *a, const int *lda, const int *ipiv, double *work, const int *lwork,
                    int *info);
extern void zgetri_(const int *n, NpCdouble *a, const int *lda, const int *ipiv, NpCdouble *work,
                    const int *lwork, int *info);
extern void dgesv_(const int *n, const int *nrhs, double *a, const int *lda, int *ipiv,
                   double *b, const int *ldb, int *info);
extern void dgeev_(const char *jobvl, const char *jobvr, const int *n, double *a, const int *lda,
                   double *wr, double *wi, double *vl, const int *ldvl, double *vr,
                   const int *ldvr, double *work, const int *lwork, int *info, size_t, size_t);
extern void zgeev_(const char *jobvl, const char *jobvr, const int *n, NpCdouble *a,
                   const int *lda, NpCdouble *w, NpCdouble *vl, const int *ldvl, NpCdouble *vr,
                   const int *ldvr, NpCdouble *work, const int *lwork, double *rwork, int *info,
                   size_t, size_t);
extern void dsyevd_(const char *jobz, const char *uplo, const int *n, double *a, const int *lda,
                    double *w, double *work, const int *lwork, int *iwork, const int *liwork,
                    int *info, size_t, size_t);
extern void dgesdd_(const char *jobz, const int *m, const int *n, double *a, const int *lda,
                    double *s, double *u, const int *ldu, double *vt, const int *ldvt,
                    double *work, const int *lwork, int *iwork, int *info, size_t);

extern void zgesdd_(const char *jobz, const int *m, const int *n, NpCdouble *a, const int *lda,
                    double *s, NpCdouble *u, const int *ldu, NpCdouble *vt, const int *ldvt,
                    NpCdouble *work, const int *lwork, double *rwork, int *iwork, int *info,
                    size_t);

_Noreturn void np_linalg_error(const char *msg) { rt_raise(RT_EXC_LinAlgError, "%s", msg); }

/* ---- the stack of matrices ---- */
static void mats_init(NpMats *s, Value a, bool square, bool any) {
  Value arr = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(&arr);
  const Array *x = RT_AS(Array, arr);
  s->cplx = rt_dtypes[x->dtype].kind == 'c';
  if (s->cplx && !any) np_complex_unsupported("np.linalg");
  if (x->ndim < 2)
    rt_raise(RT_EXC_LinAlgError,
             "%d-dimensional array given. Array must be at least two-dimensional", x->ndim);
  s->m = x->shape[x->ndim - 2];
  s->n = x->shape[x->ndim - 1];
  if (square && s->m != s->n) np_linalg_error("Last 2 dimensions of the array must be square");
  if (x->dtype == DT_FLOAT16) rt_raise(RT_EXC_TypeError, "array type float16 is unsupported in linalg");
  if (x->dtype == DT_LONGDOUBLE) rt_raise(RT_EXC_TypeError, "array type float128 is unsupported in linalg");
  s->result = x->dtype == DT_FLOAT32 || x->dtype == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
  s->nbatch = x->ndim - 2;
  memcpy(s->batch, x->shape, sizeof(int64_t) * (size_t)s->nbatch);
  s->count = 1;
  for (int d = 0; d < s->nbatch; d++) s->count *= x->shape[d];
  Value c = rt_array_from_value(arr, s->cplx ? DT_COMPLEX128 : DT_FLOAT64);
  s->data = rt_array_contiguous(c, false);
  rt_decref(c);
  rt_cleanup_pop(mark, true);
}

void np_mats_init(NpMats *s, Value a, bool square) { mats_init(s, a, square, false); }

void np_mats_init_any(NpMats *s, Value a, bool square) { mats_init(s, a, square, true); }

void np_mats_make_complex(NpMats *s) {
  if (s->cplx) return;
  Value c = rt_array_astype(s->data, DT_COMPLEX128);
  rt_decref(s->data);
  s->data = c;
  s->cplx = true;
}

void np_mats_free(NpMats *s) {
  rt_decref(s->data);
  s->data = rt_undef();
}

void np_mats_to_f(const NpMats *s, int64_t k, void *buf, int64_t ld) {
  if (s->cplx) {
    const NpCdouble *a = (const NpCdouble *)RT_AS(Array, s->data)->data + k * s->m * s->n;
    NpCdouble *b = buf;
    for (int64_t i = 0; i < s->m; i++)
      for (int64_t j = 0; j < s->n; j++) b[j * ld + i] = a[i * s->n + j];
    return;
  }
  const double *a = (const double *)RT_AS(Array, s->data)->data + k * s->m * s->n;
  double *b = buf;
  for (int64_t i = 0; i < s->m; i++)
    for (int64_t j = 0; j < s->n; j++) b[j * ld + i] = a[i * s->n + j];
}

void np_mats_from_f(bool cplx, const void *buf, int64_t ld, int64_t r, int64_t c, void *out) {
  if (cplx) {
    const NpCdouble *b = buf;
    NpCdouble *o = out;
    for (int64_t i = 0; i < r; i++)
      for (int64_t j = 0; j < c; j++) o[i * c + j] = b[j * ld + i];
    return;
  }
  const double *b = buf;
  double *o = out;
  for (int64_t i = 0; i < r; i++)
    for (int64_t j = 0; j < c; j++) o[i * c + j] = b[j * ld + i];
}

void *np_mats_scratch(bool cplx, int64_t n) {
  return rt_calloc((size_t)(n > 0 ? n : 1), cplx ? sizeof(NpCdouble) : sizeof(double));
}

/* Matrix k of the stack in Fortran order into buf. */
static void to_fortran(const NpMats *s, int64_t k, void *buf) { np_mats_to_f(s, k, buf, s->m); }

/* A Fortran-order r x c matrix into C order at out. */
static void from_fortran(bool cplx, const void *buf, int64_t r, int64_t c, void *out) {
  np_mats_from_f(cplx, buf, r, r, c, out);
}

/* A new float64 array of shape batch + tail. */
Value np_mats_new(const NpMats *s, int ntail, const int64_t *tail, DType dt) {
  int64_t shape[RT_MAXDIM];
  if (s->nbatch) memcpy(shape, s->batch, sizeof(int64_t) * (size_t)s->nbatch); /* may be NULL */
  if (ntail) memcpy(shape + s->nbatch, tail, sizeof(int64_t) * (size_t)ntail);
  return rt_array_new(dt, s->nbatch + ntail, shape, false);
}

/* res (float64, or complex128) as the result dtype NumPy gives (float32 inputs: float32);
 * steals res. A 0-d result becomes a scalar. */
Value np_mats_result(const NpMats *s, Value res) {
  DType dt = RT_AS(Array, res)->dtype;
  DType want = s->result == DT_FLOAT32 ? (dt == DT_COMPLEX128 ? DT_COMPLEX64 : DT_FLOAT32) : dt;
  if (want != dt) {
    Value c = rt_array_astype(res, want);
    rt_decref(res);
    res = c;
  }
  return np_scalar_if_0d(res);
}

static double *scratch(int64_t n) { return rt_calloc((size_t)(n > 0 ? n : 1), sizeof(double)); }

/* ---- det, slogdet ---- */
/* NumPy's slogdet of one matrix: LU factors, the pivots' parity and the diagonal's signs. */
static void slogdet_one(const NpMats *s, int64_t k, double *buf, int *ipiv, double *sign,
                        double *logdet) {
  int m = (int)s->m, info = 0;
  to_fortran(s, k, buf);
  if (m > 0) dgetrf_(&m, &m, buf, &m, ipiv, &info);
  if (info != 0) {
    *sign = 0.0;
    *logdet = -INFINITY;
    return;
  }
  int changes = 0;
  for (int i = 0; i < m; i++) changes += ipiv[i] != i + 1;
  double sg = changes % 2 ? -1.0 : 1.0, ld = 0.0;
  for (int i = 0; i < m; i++) {
    double e = buf[(int64_t)i * (m + 1)];
    if (e < 0) { sg = -sg; e = -e; }
    ld += log(e);
  }
  *sign = sg;
  *logdet = ld;
}

static NpCdouble cmul(NpCdouble a, NpCdouble b) {
  return (NpCdouble){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}

/* The complex one: the sign is the product of u_ii / |u_ii| (NumPy's order of operations). */
static void zslogdet_one(const NpMats *s, int64_t k, NpCdouble *buf, int *ipiv, NpCdouble *sign,
                         double *logdet) {
  int m = (int)s->m, info = 0;
  to_fortran(s, k, buf);
  if (m > 0) zgetrf_(&m, &m, buf, &m, ipiv, &info);
  if (info != 0) {
    *sign = (NpCdouble){0.0, 0.0};
    *logdet = -INFINITY;
    return;
  }
  int changes = 0;
  for (int i = 0; i < m; i++) changes += ipiv[i] != i + 1;
  NpCdouble sg = {changes % 2 ? -1.0 : 1.0, 0.0};
  double ld = 0.0;
  for (int i = 0; i < m; i++) {
    NpCdouble e = buf[(int64_t)i * (m + 1)];
    double abs = hypot(e.re, e.im);
    sg = cmul(sg, (NpCdouble){e.re / abs, e.im / abs});
    ld += log(abs);
  }
  *sign = sg;
  *logdet = ld;
}

static Value det_like(Value a, bool want_log) {
  NpMats s;
  np_mats_init_any(&s, a, true);
  Value sign = np_mats_new(&s, 0, NULL, s.cplx ? DT_COMPLEX128 : DT_FLOAT64);
  Value logd = np_mats_new(&s, 0, NULL, DT_FLOAT64);
  void *buf = np_mats_scratch(s.cplx, s.m * s.m);
  int *ipiv = rt_calloc((size_t)(s.m > 0 ? s.m : 1), sizeof(int));
  double *sp = (double *)RT_AS(Array, sign)->data, *lp = (double *)RT_AS(Array, logd)->data;
  NpCdouble *zp = (NpCdouble *)RT_AS(Array, sign)->data;
  for (int64_t k = 0; k < s.count; k++)
    if (s.cplx) zslogdet_one(&s, k, buf, ipiv, &zp[k], &lp[k]);
    else slogdet_one(&s, k, buf, ipiv, &sp[k], &lp[k]);
  free(buf);
  free(ipiv);
  np_mats_free(&s);
  if (!want_log) {
    for (int64_t k = 0; k < s.count; k++)
      if (s.cplx) zp[k] = cmul(zp[k], (NpCdouble){exp(lp[k]), 0.0});
      else sp[k] = sp[k] * exp(lp[k]);
    rt_decref(logd);
    return np_mats_result(&s, sign);
  }
  Value pair = rt_tuple_new(2);
  rt_tuple_set(pair, 0, np_mats_result(&s, sign));
  rt_tuple_set(pair, 1, np_mats_result(&s, logd));
  return pair;
}

static Value f_det(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("det", argc, argv, kw, 1, np_names_a, 1, a);
  return det_like(a[0], false);
}

static Value f_slogdet(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("slogdet", argc, argv, kw, 1, np_names_a, 1, a);
  return det_like(a[0], true);
}

/* ---- inv, solve: gesv on A and right-hand sides B (n x nrhs, Fortran order) ---- */
/* Solves in place (zgesv when cplx); false when A is singular. */
static bool gesv(bool cplx, void *a, void *b, int n, int nrhs, int *ipiv) {
  int info = 0, ld = n > 0 ? n : 1;
  if (n > 0 && nrhs > 0) {
    if (cplx) zgesv_(&n, &nrhs, a, &ld, ipiv, b, &ld, &info);
    else dgesv_(&n, &nrhs, a, &ld, ipiv, b, &ld, &info);
  }
  return info == 0;
}

/* Numba's inv (numba/np/linalg.py): getrf, then getri on the factors, in place; false when A is
 * singular. Its rounding (and zeros' signs) can differ from NumPy's gesv against the identity. */
static bool getri(bool cplx, void *a, int n, int *ipiv) {
  int info = 0, ld = n > 0 ? n : 1, query = -1;
  if (n <= 0) return true;
  if (cplx) zgetrf_(&n, &n, a, &ld, ipiv, &info);
  else dgetrf_(&n, &n, a, &ld, ipiv, &info);
  if (info != 0) return false;
  NpCdouble size = {0, 0};
  if (cplx) zgetri_(&n, a, &ld, ipiv, &size, &query, &info);
  else dgetri_(&n, a, &ld, ipiv, &size.re, &query, &info);
  int lwork = size.re >= 1 && size.re < 1e9 ? (int)size.re : n;
  void *work = np_mats_scratch(cplx, lwork);
  if (cplx) zgetri_(&n, a, &ld, ipiv, work, &lwork, &info);
  else dgetri_(&n, a, &ld, ipiv, work, &lwork, &info);
  free(work);
  return info == 0;
}

/* inv of every matrix; a singular one raises, or with nan_singular (NumPy's gufunc under
 * errstate(all='ignore'), as cond uses it) gives a matrix of NaNs. */
static Value inv_impl(Value arg, bool nan_singular) {
  NpMats s;
  np_mats_init_any(&s, arg, true);
  int64_t tail[2] = {s.m, s.m}, mm = s.m * s.m;
  size_t isz = s.cplx ? sizeof(NpCdouble) : sizeof(double);
  Value res = np_mats_new(&s, 2, tail, s.cplx ? DT_COMPLEX128 : DT_FLOAT64);
  void *a = np_mats_scratch(s.cplx, mm), *b = np_mats_scratch(s.cplx, mm);
  int *ipiv = rt_calloc((size_t)(s.m > 0 ? s.m : 1), sizeof(int));
  bool ok = true;
  for (int64_t k = 0; k < s.count && ok; k++) {
    to_fortran(&s, k, a);
    memset(b, 0, isz * (size_t)mm);
    for (int64_t i = 0; i < s.m; i++)
      if (s.cplx) ((NpCdouble *)b)[i * s.m + i].re = 1.0;
      else ((double *)b)[i * s.m + i] = 1.0;
    bool numba = rt_np_in_numba_code() && !nan_singular;
    ok = numba ? getri(s.cplx, a, (int)s.m, ipiv) : gesv(s.cplx, a, b, (int)s.m, (int)s.m, ipiv);
    char *out = RT_AS(Array, res)->data + (size_t)(k * mm) * isz;
    from_fortran(s.cplx, numba ? a : b, s.m, s.m, out);
    if (!ok && nan_singular) {
      for (int64_t i = 0; i < mm * (s.cplx ? 2 : 1); i++) ((double *)out)[i] = NAN;
      ok = true;
    }
  }
  free(a);
  free(b);
  free(ipiv);
  np_mats_free(&s);
  if (!ok) {
    rt_decref(res);
    np_linalg_error(singular_text());
  }
  return np_mats_result(&s, res);
}

static _Noreturn void solve_mismatch(bool vector, int64_t got, int64_t want) {
  rt_raise(RT_EXC_ValueError,
           "solve%s: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
           "signature %s (size %lld is different from %lld)", vector ? "1" : "",
           vector ? "(m,m),(m)->(m)" : "(m,m),(m,n)->(m,n)", (long long)got, (long long)want);
}

/* A new reference to x broadcast to batch (nb dims) + x's last `core` dims. */
static Value broadcast_to(Value x, int nb, const int64_t *batch, int core) {
  const Array *a = RT_AS(Array, x);
  Value shape = rt_tuple_new(nb + core);
  for (int i = 0; i < nb; i++) rt_tuple_set(shape, i, rt_int(batch[i]));
  for (int i = 0; i < core; i++) rt_tuple_set(shape, nb + i, rt_int(a->shape[a->ndim - core + i]));
  int mark = rt_cleanup_push_value(&shape);
  Value view = np_callk("broadcast_to", 2, (Value[]){x, shape}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return view;
}

/* solve's gufunc broadcasting: a's stack and b's (core dims after its batch) to one batch. */
static void broadcast_batches(NpMats *s, Value *b, int core) {
  const Array *bb = RT_AS(Array, *b);
  int bnb = bb->ndim - core, nb = s->nbatch > bnb ? s->nbatch : bnb;
  int64_t out[RT_MAXDIM];
  for (int i = 0; i < nb; i++) {
    int ia = s->nbatch - nb + i, ib = bnb - nb + i;
    int64_t da = ia >= 0 ? s->batch[ia] : 1, db = ib >= 0 ? bb->shape[ib] : 1;
    if (da != db && da != 1 && db != 1)
      rt_raise(RT_EXC_ValueError, "solve: operands could not be broadcast together");
    out[i] = da == 1 ? db : da;
  }
  bool same_a = nb == s->nbatch && !memcmp(out, s->batch, sizeof(int64_t) * (size_t)nb);
  bool same_b = nb == bnb && !memcmp(out, bb->shape, sizeof(int64_t) * (size_t)nb);
  if (!same_a) {
    Value v = broadcast_to(s->data, nb, out, 2);
    rt_decref(s->data);
    s->data = rt_array_contiguous(v, true);
    rt_decref(v);
    s->nbatch = nb;
    memcpy(s->batch, out, sizeof(int64_t) * (size_t)nb);
    s->count = 1;
    for (int d = 0; d < nb; d++) s->count *= out[d];
  }
  if (!same_b) {
    Value v = broadcast_to(*b, nb, out, core);
    rt_decref(*b);
    *b = rt_array_contiguous(v, true);
    rt_decref(v);
  }
}

static Value f_solve(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value ab[2];
  rt_parse_args("solve", argc, argv, kw, 2, np_names_ab, 2, ab);
  NpMats s, r;
  np_mats_init_any(&s, ab[0], true);
  int mark = rt_cleanup_push_value(&s.data);
  Value b = rt_array_from_value(ab[1], -1);
  rt_cleanup_push_value(&b);
  const Array *bb = RT_AS(Array, b);
  bool vector = bb->ndim == s.nbatch + 1; /* NumPy: b.ndim == a.ndim - 1 */
  if (!vector && bb->ndim < 2)
    rt_raise(RT_EXC_ValueError, "solve: Input operand 1 does not have enough dimensions (has %d, "
             "gufunc core with signature (m,m),(m,n)->(m,n) requires 2)", bb->ndim);
  int64_t rows = bb->shape[vector ? bb->ndim - 1 : bb->ndim - 2];
  if (rows != s.m) solve_mismatch(vector, rows, s.m);
  int64_t nrhs = vector ? 1 : bb->shape[bb->ndim - 1];
  broadcast_batches(&s, &b, vector ? 1 : 2);
  bb = RT_AS(Array, b);
  /* b as a stack of (m, nrhs) matrices with a's (broadcast) batch */
  int64_t shape[RT_MAXDIM];
  memcpy(shape, s.batch, sizeof(int64_t) * (size_t)s.nbatch);
  shape[s.nbatch] = s.m;
  shape[s.nbatch + 1] = nrhs;
  Value bc = rt_array_contiguous(b, false);
  Value b2 = np_array_reshape(bc, s.nbatch + 2, shape);
  rt_decref(bc);
  np_mats_init_any(&r, b2, false);
  rt_decref(b2);
  rt_cleanup_pop(mark, false);
  rt_decref(b);
  if (r.result == DT_FLOAT64) s.result = DT_FLOAT64;
  bool cplx = s.cplx || r.cplx;
  if (cplx) np_mats_make_complex(&s), np_mats_make_complex(&r);
  size_t isz = cplx ? sizeof(NpCdouble) : sizeof(double);
  Value res = np_mats_new(&r, 2, shape + s.nbatch, cplx ? DT_COMPLEX128 : DT_FLOAT64);
  void *a = np_mats_scratch(cplx, s.m * s.m), *x = np_mats_scratch(cplx, s.m * nrhs);
  int *ipiv = rt_calloc((size_t)(s.m > 0 ? s.m : 1), sizeof(int));
  bool ok = true;
  for (int64_t k = 0; k < s.count && ok; k++) {
    to_fortran(&s, k, a);
    to_fortran(&r, k, x);
    ok = gesv(cplx, a, x, (int)s.m, (int)nrhs, ipiv);
    from_fortran(cplx, x, s.m, nrhs, RT_AS(Array, res)->data + (size_t)(k * s.m * nrhs) * isz);
  }
  free(a);
  free(x);
  free(ipiv);
  np_mats_free(&s);
  np_mats_free(&r);
  if (!ok) {
    rt_decref(res);
    np_linalg_error(singular_text());
  }
  if (vector) {
    Value v = np_array_reshape(res, s.nbatch + 1, shape);
    rt_decref(res);
    res = v;
  }
  return np_mats_result(&s, res);
}

Value np_linalg_inv_nan(Value a) { return inv_impl(a, true); }

static Value f_inv(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("inv", argc, argv, kw, 1, np_names_a, 1, a);
  return inv_impl(a[0], false);
}

/* ---- eig, eigvals: geev ---- */
static void check_finite(const NpMats *s) {
  const Array *a = RT_AS(Array, s->data);
  const double *p = (const double *)a->data;
  for (int64_t i = 0; i < a->size * (s->cplx ? 2 : 1); i++)
    if (!isfinite(p[i])) np_linalg_error("Array must not contain infs or NaNs");
}

/* geev of one matrix (Fortran order in a, destroyed): eigenvalues wr + i wi, right
 * eigenvectors vr (Fortran order) when vr is not NULL. False when it did not converge. */
static bool geev(double *a, int n, double *wr, double *wi, double *vr) {
  const char jobvl = 'N', jobvr = vr ? 'V' : 'N';
  int ld = n > 0 ? n : 1, info = 0, lwork = -1;
  double query = 0, dummy = 0;
  if (n == 0) return true;
  dgeev_(&jobvl, &jobvr, &n, a, &ld, wr, wi, &dummy, &ld, vr ? vr : &dummy, &ld, &query, &lwork,
         &info, 1, 1);
  if (info != 0) return false;
  lwork = (int)query;
  double *work = scratch(lwork);
  dgeev_(&jobvl, &jobvr, &n, a, &ld, wr, wi, &dummy, &ld, vr ? vr : &dummy, &ld, work, &lwork,
         &info, 1, 1);
  free(work);
  return info == 0;
}

/* zgeev of one complex matrix (Fortran order in a, destroyed): eigenvalues w, right
 * eigenvectors vr (Fortran order) when vr is not NULL. False when it did not converge. */
static bool zgeev(NpCdouble *a, int n, NpCdouble *w, NpCdouble *vr) {
  const char jobvl = 'N', jobvr = vr ? 'V' : 'N';
  int ld = n > 0 ? n : 1, info = 0, lwork = -1;
  NpCdouble query = {0, 0}, dummy = {0, 0};
  if (n == 0) return true;
  double *rwork = scratch(2 * (int64_t)n);
  zgeev_(&jobvl, &jobvr, &n, a, &ld, w, &dummy, &ld, vr ? vr : &dummy, &ld, &query, &lwork,
         rwork, &info, 1, 1);
  if (info == 0) {
    lwork = (int)query.re > 0 ? (int)query.re : 1;
    NpCdouble *work = np_mats_scratch(true, lwork);
    zgeev_(&jobvl, &jobvr, &n, a, &ld, w, &dummy, &ld, vr ? vr : &dummy, &ld, work, &lwork,
           rwork, &info, 1, 1);
    free(work);
  }
  free(rwork);
  return info == 0;
}

/* The complex stack: NumPy keeps complex results even when every imaginary part is zero. */
static bool zeig_all(const NpMats *s, NpCdouble *w, NpCdouble *v) {
  int64_t n = s->m;
  NpCdouble *a = np_mats_scratch(true, n * n), *vr = v ? np_mats_scratch(true, n * n) : NULL;
  bool ok = true;
  for (int64_t k = 0; k < s->count && ok; k++) {
    to_fortran(s, k, a);
    ok = zgeev(a, (int)n, w + k * n, vr);
    if (v && ok) from_fortran(true, vr, n, n, v + k * n * n);
  }
  free(a);
  free(vr);
  return ok;
}

/* Eigenvalues (and vectors) of every matrix into complex128 arrays; *real: all imaginary parts
 * are zero (NumPy then returns real arrays). */
static bool eig_all(const NpMats *s, NpCdouble *w, NpCdouble *v, bool *real) {
  int64_t n = s->m;
  double *a = scratch(n * n), *wr = scratch(n), *wi = scratch(n), *vr = v ? scratch(n * n) : NULL;
  bool ok = true;
  *real = true;
  for (int64_t k = 0; k < s->count && ok; k++) {
    to_fortran(s, k, a);
    ok = geev(a, (int)n, wr, wi, vr);
    for (int64_t i = 0; i < n; i++) {
      w[k * n + i] = (NpCdouble){wr[i], wi[i]};
      if (wi[i] != 0.0) *real = false;
    }
    /* a conjugate pair j, j+1 stores re in column j and im in column j+1 (geev's layout) */
    for (int64_t j = 0; v && j < n; j++) {
      NpCdouble *out = v + k * n * n;
      for (int64_t i = 0; i < n; i++) {
        double re = vr[j * n + i], im = 0.0;
        if (wi[j] != 0.0 && j + 1 < n && wi[j] > 0) im = vr[(j + 1) * n + i];
        else if (wi[j] != 0.0 && j > 0) re = vr[(j - 1) * n + i], im = -vr[j * n + i];
        out[i * n + j] = (NpCdouble){re, im};
      }
    }
  }
  free(a);
  free(wr);
  free(wi);
  free(vr);
  return ok;
}

/* A complex128 array as float64 (its real parts) when real, else itself. Steals c. */
static Value maybe_real(Value c, bool real) {
  if (!real) return c;
  Value r = np_array_part(c, false);
  Value copy = rt_array_contiguous(r, true);
  rt_decref(r);
  rt_decref(c);
  return copy;
}

static Value eig_impl(Value a, bool vectors) {
  NpMats s;
  np_mats_init_any(&s, a, true);
  int mark = rt_cleanup_push_value(&s.data);
  check_finite(&s);
  int64_t tail[2] = {s.m, s.m};
  Value w = np_mats_new(&s, 1, tail, DT_COMPLEX128);
  Value v = vectors ? np_mats_new(&s, 2, tail, DT_COMPLEX128) : rt_undef();
  bool real = false;
  NpCdouble *wd = (NpCdouble *)RT_AS(Array, w)->data;
  NpCdouble *vd = vectors ? (NpCdouble *)RT_AS(Array, v)->data : NULL;
  bool ok = s.cplx ? zeig_all(&s, wd, vd) : eig_all(&s, wd, vd, &real);
  rt_cleanup_pop(mark, true);
  if (!ok) {
    rt_decref(w);
    rt_decref(v);
    np_linalg_error("Eigenvalues did not converge");
  }
  w = np_mats_result(&s, maybe_real(w, real));
  if (!vectors) return w;
  Value pair = rt_tuple_new(2);
  rt_tuple_set(pair, 0, w);
  rt_tuple_set(pair, 1, np_mats_result(&s, maybe_real(v, real)));
  return pair;
}

static Value f_eig(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("eig", argc, argv, kw, 1, np_names_a, 1, a);
  return eig_impl(a[0], true);
}

static Value f_eigvals(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[1];
  rt_parse_args("eigvals", argc, argv, kw, 1, np_names_a, 1, a);
  return eig_impl(a[0], false);
}

/* ---- eigh, eigvalsh: syevd ---- */
static bool syevd(double *a, int n, char uplo, double *w, bool vectors) {
  const char jobz = vectors ? 'V' : 'N';
  int ld = n > 0 ? n : 1, info = 0, lwork = -1, liwork = -1, iquery = 0;
  double query = 0;
  if (n == 0) return true;
  dsyevd_(&jobz, &uplo, &n, a, &ld, w, &query, &lwork, &iquery, &liwork, &info, 1, 1);
  if (info != 0) return false;
  lwork = (int)query;
  liwork = iquery;
  double *work = scratch(lwork);
  int *iwork = rt_calloc((size_t)(liwork > 0 ? liwork : 1), sizeof(int));
  dsyevd_(&jobz, &uplo, &n, a, &ld, w, work, &lwork, iwork, &liwork, &info, 1, 1);
  free(work);
  free(iwork);
  return info == 0;
}

static char parse_uplo(Value v) {
  if (rt_is_undef(v)) return 'L';
  const char *u = rt_is_str(v) ? rt_str_data(v) : "";
  if (strcmp(u, "L") && strcmp(u, "U")) rt_raise(RT_EXC_ValueError, "UPLO argument must be 'L' or 'U'");
  return u[0];
}

static Value eigh_impl(const char *name, int argc, const Value *argv, const Kwargs *kw,
                       bool vectors) {
  static const char *const names[] = {"a", "UPLO"};
  Value v[2];
  rt_parse_args(name, argc, argv, kw, 2, names, 1, v);
  char uplo = parse_uplo(v[1]);
  Value arr = rt_array_from_value(v[0], -1);
  if (rt_dtypes[RT_AS(Array, arr)->dtype].kind == 'c') {
    int mark = rt_cleanup_push_value(&arr);
    Value r = np_linalg_complex_eigh(arr, uplo, vectors);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_decref(arr);
  NpMats s;
  np_mats_init(&s, v[0], true);
  int64_t tail[2] = {s.m, s.m}, n = s.m;
  Value w = np_mats_new(&s, 1, tail, DT_FLOAT64);
  Value vec = vectors ? np_mats_new(&s, 2, tail, DT_FLOAT64) : rt_undef();
  double *a = scratch(n * n);
  bool ok = true;
  for (int64_t k = 0; k < s.count && ok; k++) {
    to_fortran(&s, k, a);
    ok = syevd(a, (int)n, uplo, (double *)RT_AS(Array, w)->data + k * n, vectors);
    if (vectors) from_fortran(false, a, n, n, (double *)RT_AS(Array, vec)->data + k * n * n);
  }
  free(a);
  np_mats_free(&s);
  if (!ok) {
    rt_decref(w);
    rt_decref(vec);
    np_linalg_error("Eigenvalues did not converge");
  }
  w = np_mats_result(&s, w);
  if (!vectors) return w;
  Value pair = rt_tuple_new(2);
  rt_tuple_set(pair, 0, w);
  rt_tuple_set(pair, 1, np_mats_result(&s, vec));
  return pair;
}

static Value f_eigh(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return eigh_impl("eigh", argc, argv, kw, true);
}

static Value f_eigvalsh(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return eigh_impl("eigvalsh", argc, argv, kw, false);
}

/* ---- svd: gesdd ---- */
/* One matrix (Fortran order in a, destroyed; complex when cplx: zgesdd); jobz 'A', 'S' or 'N'. */
static bool gesdd(bool cplx, char jobz, void *a, int m, int n, double *s, void *u, int ldu,
                  void *vt, int ldvt) {
  int lda = m > 0 ? m : 1, info = 0, lwork = -1, k = m < n ? m : n, mx = m > n ? m : n;
  if (m == 0 || n == 0) return true;
  int *iwork = rt_calloc((size_t)(8 * (k > 0 ? k : 1)), sizeof(int));
  if (cplx) {
    /* LAPACK's bound on rwork for every jobz */
    int64_t kk = k, lr = 5 * kk * kk + 5 * kk, alt = 2 * (int64_t)mx * kk + 2 * kk * kk + kk;
    double *rwork = scratch((lr > alt ? lr : alt) + 7 * kk);
    NpCdouble q = {0, 0};
    zgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, &q, &lwork, rwork, iwork, &info, 1);
    if (info == 0) {
      lwork = (int)q.re;
      NpCdouble *work = np_mats_scratch(true, lwork);
      zgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, rwork, iwork, &info,
              1);
      free(work);
    }
    free(rwork);
  } else {
    double query = 0;
    dgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, &query, &lwork, iwork, &info, 1);
    if (info == 0) {
      lwork = (int)query;
      double *work = scratch(lwork);
      dgesdd_(&jobz, &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lwork, iwork, &info, 1);
      free(work);
    }
  }
  free(iwork);
  return info == 0;
}

/* Ones on the diagonal of the zeroed r x c Fortran matrix at buf. */
static void eye_f(bool cplx, void *buf, int64_t r, int64_t c) {
  memset(buf, 0, (cplx ? sizeof(NpCdouble) : sizeof(double)) * (size_t)(r * c));
  for (int64_t i = 0; i < r && i < c; i++)
    if (cplx) ((NpCdouble *)buf)[i * r + i].re = 1.0;
    else ((double *)buf)[i * r + i] = 1.0;
}

Value np_linalg_svd(Value a, bool full, bool uv) {
  NpMats s;
  np_mats_init_any(&s, a, false);
  int64_t m = s.m, n = s.n, k = m < n ? m : n;
  char jobz = !uv ? 'N' : full ? 'A' : 'S';
  int64_t ucols = full ? m : k, vrows = full ? n : k;
  int64_t ts[1] = {k}, tu[2] = {m, ucols}, tv[2] = {vrows, n};
  DType vt = s.cplx ? DT_COMPLEX128 : DT_FLOAT64;
  size_t isz = s.cplx ? sizeof(NpCdouble) : sizeof(double);
  Value sv = np_mats_new(&s, 1, ts, DT_FLOAT64);
  Value U = uv ? np_mats_new(&s, 2, tu, vt) : rt_undef();
  Value V = uv ? np_mats_new(&s, 2, tv, vt) : rt_undef();
  void *buf = np_mats_scratch(s.cplx, m * n), *ub = np_mats_scratch(s.cplx, m * ucols);
  void *vb = np_mats_scratch(s.cplx, vrows * n);
  bool ok = true;
  for (int64_t b = 0; b < s.count && ok; b++) {
    to_fortran(&s, b, buf);
    ok = gesdd(s.cplx, jobz, buf, (int)m, (int)n, (double *)RT_AS(Array, sv)->data + b * k, ub,
               (int)(m > 0 ? m : 1), vb, (int)(vrows > 0 ? vrows : 1));
    if (uv && ok) {
      if (m == 0 || n == 0) { /* NumPy: identity blocks for empty inputs */
        eye_f(s.cplx, ub, m, ucols);
        eye_f(s.cplx, vb, vrows, n);
      }
      from_fortran(s.cplx, ub, m, ucols, RT_AS(Array, U)->data + (size_t)(b * m * ucols) * isz);
      from_fortran(s.cplx, vb, vrows, n, RT_AS(Array, V)->data + (size_t)(b * vrows * n) * isz);
    }
  }
  free(buf);
  free(ub);
  free(vb);
  np_mats_free(&s);
  if (!ok) {
    rt_decref(sv);
    rt_decref(U);
    rt_decref(V);
    np_linalg_error("SVD did not converge");
  }
  sv = np_mats_result(&s, sv);
  if (!uv) return sv;
  Value t = rt_tuple_new(3);
  rt_tuple_set(t, 0, np_mats_result(&s, U));
  rt_tuple_set(t, 1, sv);
  rt_tuple_set(t, 2, np_mats_result(&s, V));
  return t;
}

static Value f_svd(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "full_matrices", "compute_uv", "hermitian"};
  Value v[4];
  rt_parse_args("svd", argc, argv, kw, 4, names, 1, v);
  bool full = rt_is_undef(v[1]) || rt_truthy(v[1]), uv = rt_is_undef(v[2]) || rt_truthy(v[2]);
  if (!rt_is_undef(v[3]) && rt_truthy(v[3])) return np_linalg_svd_hermitian(v[0], uv);
  return np_linalg_svd(v[0], full, uv);
}

void np_linalg_register_lapack(Value m) {
  rt_module_add_fn(m, "det", f_det);
  rt_module_add_fn(m, "slogdet", f_slogdet);
  rt_module_add_fn(m, "inv", f_inv);
  rt_module_add_fn(m, "solve", f_solve);
  rt_module_add_fn(m, "eig", f_eig);
  rt_module_add_fn(m, "eigvals", f_eigvals);
  rt_module_add_fn(m, "eigh", f_eigh);
  rt_module_add_fn(m, "eigvalsh", f_eigvalsh);
  rt_module_add_fn(m, "svd", f_svd);
}
