/* np_linalg_fact.c — numpy.linalg's factorisations and least squares: cholesky (potrf, lower),
 * qr (geqrf + orgqr; modes reduced, complete, r, raw, economic), lstsq (gelsd), and the functions NumPy
 * composes in Python: pinv (from svd), matrix_power (repeated squaring, NumPy's order of
 * products) and cond (ratio of singular values, or norm(x) * norm(inv(x))).
 *
 * As in np_linalg_lapack.c, matrices go to the reference LAPACK in Fortran order with the
 * optimal workspace its size query reports, as NumPy's _umath_linalg does, so results are the
 * same bits for float64. float32 inputs compute in float64 and are cast back; complex inputs
 * use the z routines (zpotrf, zgeqrf + zungqr, zgelsd) in complex128, as NumPy does. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_internal.h"
#include "../base/error.h"
#include "np_castwarn.h"
#include "np_linalg.h"
#include "np_stats.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

extern void dpotrf_(const char *uplo, const int *n, double *a, const int *lda, int *info, size_t);
extern void dgeqrf_(const int *m, const int *n, double *a, const int *lda, double *tau,
                    double *work, const int *lwork, int *info);
extern void dorgqr_(const int *m, const int *n, const int *k, double *a, const int *lda,
                    const double *tau, double *work, const int *lwork, int *info);
extern void zpotrf_(const char *uplo, const int *n, NpCdouble *a, const int *lda, int *info,
                    size_t);
extern void zgeqrf_(const int *m, const int *n, NpCdouble *a, const int *lda, NpCdouble *tau,
                    NpCdouble *work, const int *lwork, int *info);
extern void zungqr_(const int *m, const int *n, const int *k, NpCdouble *a, const int *lda,
                    const NpCdouble *tau, NpCdouble *work, const int *lwork, int *info);
extern void zgelsd_(const int *m, const int *n, const int *nrhs, NpCdouble *a, const int *lda,
                    NpCdouble *b, const int *ldb, double *s, const double *rcond, int *rank,
                    NpCdouble *work, const int *lwork, double *rwork, int *iwork, int *info);
extern void dgelsd_(const int *m, const int *n, const int *nrhs, double *a, const int *lda,
                    double *b, const int *ldb, double *s, const double *rcond, int *rank,
                    double *work, const int *lwork, int *iwork, int *info);

static void to_f(const NpMats *s, int64_t k, void *buf, int64_t ld) { np_mats_to_f(s, k, buf, ld); }

static double *dbuf(int64_t n) { return rt_calloc((size_t)(n > 0 ? n : 1), sizeof(double)); }

static int imax(int64_t a, int64_t b) { return (int)(a > b ? a : b); }

/* ---- cholesky ---- */
static Value f_cholesky(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value av[1];
  rt_parse_args("cholesky", argc, argv, kw, 1, np_names_a, 1, av);
  NpMats s;
  np_mats_init_any(&s, av[0], true);
  int64_t tail[2] = {s.n, s.n}, nn = s.n * s.n;
  size_t isz = s.cplx ? sizeof(NpCdouble) : sizeof(double);
  Value res = np_mats_new(&s, 2, tail, s.cplx ? DT_COMPLEX128 : DT_FLOAT64);
  char *a = np_mats_scratch(s.cplx, nn);
  int n = (int)s.n, ld = imax(1, n), info = 0;
  for (int64_t k = 0; k < s.count && info == 0; k++) {
    to_f(&s, k, a, s.n);
    if (n > 0 && s.cplx) zpotrf_("L", &n, (NpCdouble *)a, &ld, &info, 1);
    else if (n > 0) dpotrf_("L", &n, (double *)a, &ld, &info, 1);
    for (int64_t j = 0; j < s.n; j++) /* the upper triangle is left as it was: zero it */
      for (int64_t i = 0; i < j; i++) memset(a + (size_t)(j * s.n + i) * isz, 0, isz);
    np_mats_from_f(s.cplx, a, s.n, s.n, s.n, RT_AS(Array, res)->data + (size_t)(k * nn) * isz);
  }
  free(a);
  np_mats_free(&s);
  if (info != 0) {
    rt_decref(res);
    np_linalg_error(rt_np_in_numba_code() ? "Matrix is not positive definite." : "Matrix is not positive definite");
  }
  return np_mats_result(&s, res);
}

/* ---- qr ---- */
static int query_lwork(double q, int64_t n) {
  int w = (int)q;
  return imax(imax(1, n), w);
}

/* geqrf (zgeqrf when cplx) in place with NumPy's workspace. */
static void geqrf(bool cplx, void *a, int m, int n, void *tau) {
  int lda = imax(1, m), info = 0, lwork = -1;
  NpCdouble q = {0, 0};
  if (cplx) zgeqrf_(&m, &n, a, &lda, tau, &q, &lwork, &info);
  else dgeqrf_(&m, &n, a, &lda, tau, &q.re, &lwork, &info);
  lwork = query_lwork(q.re, n);
  void *work = np_mats_scratch(cplx, lwork);
  if (cplx) zgeqrf_(&m, &n, a, &lda, tau, work, &lwork, &info);
  else dgeqrf_(&m, &n, a, &lda, tau, work, &lwork, &info);
  free(work);
}

/* orgqr (zungqr when cplx): the first mc columns of Q. */
static void orgqr(bool cplx, void *q, int m, int mc, int k, const void *tau) {
  int lda = imax(1, m), info = 0, lwork = -1;
  NpCdouble w = {0, 0};
  if (cplx) zungqr_(&m, &mc, &k, q, &lda, tau, &w, &lwork, &info);
  else dorgqr_(&m, &mc, &k, q, &lda, tau, &w.re, &lwork, &info);
  lwork = query_lwork(w.re, mc);
  void *work = np_mats_scratch(cplx, lwork);
  if (cplx) zungqr_(&m, &mc, &k, q, &lda, tau, work, &lwork, &info);
  else dorgqr_(&m, &mc, &k, q, &lda, tau, work, &lwork, &info);
  free(work);
}

/* The mode NumPy's qr accepts: 0 reduced, 1 complete, 2 r, 3 raw, 4 economic ('full'/'f' and
 * 'economic'/'e' warn as deprecated). */
static int qr_mode(Value v) {
  const char *mode = np_given(v) && rt_is_str(v) ? rt_str_data(v) : "reduced";
  static const char *const modes[] = {"reduced", "complete", "r", "raw"};
  for (int i = 0; i < 4; i++)
    if (!strcmp(mode, modes[i])) return i;
  if (!strcmp(mode, "f") || !strcmp(mode, "full")) {
    np_warn_as(RT_EXC_DeprecationWarning, "The 'full' option is deprecated in favor of 'reduced'.\n"
                                          "For backward compatibility let mode default.");
    return 0;
  }
  if (!strcmp(mode, "e") || !strcmp(mode, "economic")) {
    np_warn_as(RT_EXC_DeprecationWarning, "The 'economic' option is deprecated.");
    return 4;
  }
  rt_raise(RT_EXC_ValueError, "Unrecognized mode '%s'", mode);
}

/* mode='raw' / 'economic': geqrf's output a (Householder vectors below the diagonal, R on and
 * above it) in C order, and the scalar factors tau. NumPy returns a's transpose (last two axes
 * swapped) with tau for 'raw', a alone for 'economic'. */
static Value qr_raw(NpMats *s, bool raw) {
  int m = (int)s->m, n = (int)s->n, mn = m < n ? m : n;
  int64_t ht[2] = {s->m, s->n}, tt[1] = {mn};
  DType dt = s->cplx ? DT_COMPLEX128 : DT_FLOAT64;
  size_t isz = s->cplx ? sizeof(NpCdouble) : sizeof(double);
  Value h = np_mats_new(s, 2, ht, dt), tau = np_mats_new(s, 1, tt, dt);
  char *a = np_mats_scratch(s->cplx, s->m * s->n);
  for (int64_t k = 0; k < s->count; k++) {
    to_f(s, k, a, s->m);
    char *t = RT_AS(Array, tau)->data + (size_t)(k * mn) * isz;
    if (m > 0 && n > 0) geqrf(s->cplx, a, m, n, t);
    np_mats_from_f(s->cplx, a, s->m, s->m, s->n, RT_AS(Array, h)->data + (size_t)(k * s->m * s->n) * isz);
  }
  free(a);
  np_mats_free(s);
  h = np_mats_result(s, h);
  tau = np_mats_result(s, tau);
  if (!raw) {
    rt_decref(tau);
    return h;
  }
  Value sw[3] = {h, rt_int(-1), rt_int(-2)};
  Value hv = np_callk("swapaxes", 3, sw, 0, 0, 0);
  rt_decref(h);
  Value res = rt_tuple_from(2, (Value[]){hv, tau});
  rt_decref(hv);
  rt_decref(tau);
  return res;
}

static Value f_qr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "mode"};
  Value v[2];
  rt_parse_args("qr", argc, argv, kw, 2, names, 1, v);
  int md = qr_mode(v[1]);
  NpMats s;
  np_mats_init_any(&s, v[0], false);
  if (md >= 3) return qr_raw(&s, md == 3);
  int m = (int)s.m, n = (int)s.n, mn = m < n ? m : n, mc = md == 1 && m > n ? m : mn;
  int64_t qt[2] = {s.m, mc}, rt_[2] = {mc, s.n};
  DType dt = s.cplx ? DT_COMPLEX128 : DT_FLOAT64;
  size_t isz = s.cplx ? sizeof(NpCdouble) : sizeof(double);
  Value q = md == 2 ? rt_undef() : np_mats_new(&s, 2, qt, dt);
  Value r = np_mats_new(&s, 2, rt_, dt);
  char *a = np_mats_scratch(s.cplx, s.m * s.n), *qb = np_mats_scratch(s.cplx, s.m * (mc > n ? mc : n));
  void *tau = np_mats_scratch(s.cplx, mn);
  for (int64_t k = 0; k < s.count; k++) {
    to_f(&s, k, a, s.m);
    if (m > 0 && n > 0) geqrf(s.cplx, a, m, n, tau);
    char *ro = RT_AS(Array, r)->data + (size_t)(k * mc * s.n) * isz;
    for (int64_t i = 0; i < mc; i++) /* triu(a[:mc, :]) */
      for (int64_t j = 0; j < s.n; j++) {
        char *d = ro + (size_t)(i * s.n + j) * isz;
        if (j >= i && i < m) memcpy(d, a + (size_t)(j * s.m + i) * isz, isz);
        else memset(d, 0, isz);
      }
    if (md == 2) continue;
    memset(qb, 0, isz * (size_t)(s.m * (mc > n ? mc : n)));
    memcpy(qb, a, isz * (size_t)(s.m * (mc < n ? mc : n)));
    if (m > 0 && mc > 0) orgqr(s.cplx, qb, m, mc, mn, tau);
    np_mats_from_f(s.cplx, qb, s.m, s.m, mc, RT_AS(Array, q)->data + (size_t)(k * s.m * mc) * isz);
  }
  free(a);
  free(tau);
  free(qb);
  np_mats_free(&s);
  r = np_mats_result(&s, r);
  if (md == 2) return r;
  q = np_mats_result(&s, q);
  Value t = rt_tuple_from(2, (Value[]){q, r});
  rt_decref(q);
  rt_decref(r);
  return t;
}

/* ---- lstsq ---- */
typedef struct Lstsq {
  double *a, *b, *s, *work, *rwork; /* a, b and work hold NpCdouble in the complex case */
  int *iwork;
} Lstsq;

static void lstsq_free(void *p) {
  Lstsq *l = p;
  free(l->a);
  free(l->b);
  free(l->s);
  free(l->work);
  free(l->rwork);
  free(l->iwork);
}

/* gelsd with NumPy's workspace query; returns info, the rank in *rank. */
static int gelsd(Lstsq *l, int m, int n, int nrhs, int ldb, double rcond, int *rank) {
  int lda = imax(1, m), info = 0, lwork = -1, iq = 0;
  double wq = 0;
  dgelsd_(&m, &n, &nrhs, l->a, &lda, l->b, &ldb, l->s, &rcond, rank, &wq, &lwork, &iq, &info);
  lwork = (int)wq;
  l->work = dbuf(lwork);
  l->iwork = rt_calloc((size_t)(iq > 0 ? iq : 1), sizeof(int));
  dgelsd_(&m, &n, &nrhs, l->a, &lda, l->b, &ldb, l->s, &rcond, rank, l->work, &lwork, l->iwork,
          &info);
  return info;
}

/* zgelsd, the same way (its query also sizes rwork). */
static int zgelsd(Lstsq *l, int m, int n, int nrhs, int ldb, double rcond, int *rank) {
  int lda = imax(1, m), info = 0, lwork = -1, iq = 0;
  NpCdouble wq = {0, 0};
  double rq = 0;
  NpCdouble *a = (NpCdouble *)l->a, *b = (NpCdouble *)l->b;
  zgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, l->s, &rcond, rank, &wq, &lwork, &rq, &iq, &info);
  lwork = (int)wq.re;
  l->work = np_mats_scratch(true, lwork);
  l->rwork = dbuf((int64_t)rq);
  l->iwork = rt_calloc((size_t)(iq > 0 ? iq : 1), sizeof(int));
  zgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, l->s, &rcond, rank, (NpCdouble *)l->work, &lwork,
          l->rwork, l->iwork, &info);
  return info;
}

/* Least squares in place for polyfit: a (m x n, leading dimension lda) and b (ldb x nrhs) in
 * Fortran order; the solution in b's first n rows; returns the rank (-1: no convergence). */
int np_lstsq_solve(double *a, int m, int n, int lda, double *b, int ldb, int nrhs, double rcond,
                   double *sv) {
  Lstsq l = {NULL, NULL, dbuf(m < n ? m : n), NULL, NULL, NULL};
  int mark = rt_cleanup_push(lstsq_free, &l);
  int rank = 0, info = 0, lwork = -1, iq = 0;
  double wq = 0;
  dgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, l.s, &rcond, &rank, &wq, &lwork, &iq, &info);
  lwork = (int)wq;
  l.work = dbuf(lwork);
  l.iwork = rt_calloc((size_t)(iq > 0 ? iq : 1), sizeof(int));
  dgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, l.s, &rcond, &rank, l.work, &lwork, l.iwork, &info);
  if (sv) memcpy(sv, l.s, sizeof(double) * (size_t)(m < n ? m : n));
  rt_cleanup_pop(mark, true);
  return info > 0 ? -1 : rank;
}

/* NumPy 1.24's FutureWarning when lstsq gets no rcond (it then uses the old default, -1). */
static void warn_rcond(void) {
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value fn = rt_getattr(w, "warn");
  rt_cleanup_push_value(&fn);
  Value args[2] = {
      rt_str_from_c("`rcond` parameter will change to the default of machine precision times "
                    "``max(M, N)`` where M and N are the input matrix dimensions.\nTo use the "
                    "future default and silence this warning we advise to pass `rcond=None`, "
                    "to keep using the old, explicitly pass `rcond=-1`."),
      rt_exc_class(RT_EXC_FutureWarning)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call(fn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
}

static Value f_lstsq(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b", "rcond"};
  Value v[3];
  rt_parse_args("lstsq", argc, argv, kw, 3, names, 2, v);
  NpMats s, t;
  Value bv = rt_array_from_value(v[1], -1);
  int mark = rt_cleanup_push_value(&bv);
  bool is1d = RT_AS(Array, bv)->ndim == 1;
  if (is1d) {
    int64_t col[2] = {RT_AS(Array, bv)->shape[0], 1};
    Value b2 = np_array_reshape(bv, 2, col);
    rt_decref(bv);
    bv = b2;
  }
  s.data = t.data = rt_undef();
  rt_cleanup_push_value(&s.data);
  rt_cleanup_push_value(&t.data);
  np_mats_init_any(&s, v[0], false);
  np_mats_init_any(&t, bv, false);
  bool cplx = s.cplx || t.cplx;
  if (cplx) np_mats_make_complex(&s), np_mats_make_complex(&t);
  if (s.nbatch || t.nbatch)
    rt_raise(RT_EXC_LinAlgError, "%d-dimensional array given. Array must be two-dimensional",
             s.nbatch ? s.nbatch + 2 : t.nbatch + 2);
  if (s.m != t.m) np_linalg_error("Incompatible dimensions");
  DType real_t = s.result == DT_FLOAT32 && t.result == DT_FLOAT32 ? DT_FLOAT32 : DT_FLOAT64;
  DType res_t = !cplx ? real_t : real_t == DT_FLOAT32 ? DT_COMPLEX64 : DT_COMPLEX128;
  int m = (int)s.m, n = (int)s.n, nrhs = (int)t.n, ldb = imax(1, imax(m, n));
  double rcond = -1.0;
  if (rt_is_undef(v[2])) warn_rcond();
  else if (!rt_is_none(v[2])) rcond = rt_to_double(v[2], "rcond");
  else if (rt_is_none(v[2])) /* finfo(t).eps of the computing type: float64 for float32 too */
    rcond = 2.220446049250313e-16 * (m > n ? m : n);
  Lstsq l = {np_mats_scratch(cplx, s.m * s.n), np_mats_scratch(cplx, (int64_t)ldb * (nrhs ? nrhs : 1)),
             dbuf(m < n ? m : n), NULL, NULL, NULL};
  rt_cleanup_push(lstsq_free, &l);
  to_f(&s, 0, l.a, s.m);
  to_f(&t, 0, l.b, ldb);
  int rank = 0, info = 0;
  if (m > 0 && n > 0) /* NumPy: no right-hand side gets one column of zeros */
    info = (cplx ? zgelsd : gelsd)(&l, m, n, nrhs ? nrhs : 1, ldb, rcond, &rank);
  else rank = 0;
  if (info > 0) np_linalg_error("SVD did not converge in Linear Least Squares");
  int64_t xs[2] = {n, nrhs};
  Value x = rt_array_new(cplx ? DT_COMPLEX128 : DT_FLOAT64, is1d ? 1 : 2, xs, false);
  rt_cleanup_push_value(&x);
  np_mats_from_f(cplx, l.b, ldb, n, nrhs, RT_AS(Array, x)->data);
  if (m == 0) memset(RT_AS(Array, x)->data, 0, (size_t)RT_AS(Array, x)->size * (cplx ? 16 : 8));
  bool resid = rank == n && m > n;
  int64_t nr = resid ? nrhs : 0;
  Value rs = rt_array_new(DT_FLOAT64, 1, &nr, false);
  rt_cleanup_push_value(&rs);
  for (int64_t j = 0; j < nr; j++) {
    double acc = 0;
    for (int64_t i = n; i < m; i++) {
      if (!cplx) {
        acc += l.b[j * ldb + i] * l.b[j * ldb + i];
        continue;
      }
      NpCdouble e = ((const NpCdouble *)l.b)[j * ldb + i];
      acc += e.re * e.re + e.im * e.im;
    }
    ((double *)RT_AS(Array, rs)->data)[j] = acc;
  }
  int64_t ns = m < n ? m : n;
  Value sv = rt_array_new(DT_FLOAT64, 1, &ns, false);
  rt_cleanup_push_value(&sv);
  memcpy(RT_AS(Array, sv)->data, l.s, sizeof(double) * (size_t)ns);
  Value parts[4] = {rt_array_astype(x, res_t), rt_array_astype(rs, real_t), rt_int(rank),
                    rt_array_astype(sv, real_t)};
  Value tup = rt_tuple_from(4, parts);
  for (int i = 0; i < 4; i++) rt_decref(parts[i]);
  rt_cleanup_pop(mark, true);
  return tup;
}

/* ---- pinv, matrix_power, cond: NumPy's Python compositions ---- */
static Value linalg_call(const char *name, int argc, const Value *argv, int nkw,
                         const char *const *kwn, const Value *kwv) {
  Value mod = rt_import("numpy.linalg");
  Value fn = rt_module_lookup(mod, name);
  rt_decref(mod); /* the module stays in the import registry */
  const char *names[4];
  Value vals[4];
  int n = 0;
  for (int i = 0; i < nkw; i++)
    if (!rt_is_undef(kwv[i])) { names[n] = kwn[i]; vals[n++] = kwv[i]; }
  Kwargs kw = {n, names, vals};
  return rt_call(fn, argc, argv, n ? &kw : NULL);
}

static Value call_axis(const char *name, int argc, Value *argv, int axis) {
  static const char *const ax[] = {"axis"};
  return np_callk(name, argc, argv, 1, ax, (Value[]){rt_int(axis)});
}

/* svd(a, hermitian=True): NumPy's composition of eigh, the eigenvalues' absolute values in
 * descending order (argsort reversed) and their signs moved into vh. */
Value np_linalg_svd_hermitian(Value a, bool uv) {
  enum { W, S, SGN, IDX, T1, T2, U, VT, N };
  Value t[N];
  for (int i = 0; i < N; i++) t[i] = rt_undef();
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < N; i++) rt_cleanup_push_value(&t[i]);
  if (!uv) {
    t[W] = linalg_call("eigvalsh", 1, &a, 0, NULL, NULL);
    t[S] = np_call1("absolute", t[W]);
    t[T1] = call_axis("sort", 1, &t[S], -1);
    Value r = call_axis("flip", 1, &t[T1], -1);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value pair = linalg_call("eigh", 1, &a, 0, NULL, NULL);
  t[W] = RT_AS(Tuple, pair)->items[0], t[U] = RT_AS(Tuple, pair)->items[1];
  rt_incref(t[W]), rt_incref(t[U]);
  rt_decref(pair);
  t[SGN] = np_call1("sign", t[W]);
  t[S] = np_call1("absolute", t[W]);
  t[T1] = call_axis("argsort", 1, &t[S], -1);
  t[IDX] = call_axis("flip", 1, &t[T1], -1);
  Value take[3] = {t[SGN], t[IDX], rt_int(-1)};
  rt_decref(t[T1]);
  t[T1] = np_callk("take_along_axis", 3, take, 0, NULL, NULL);
  rt_decref(t[SGN]), t[SGN] = t[T1], t[T1] = rt_undef();
  take[0] = t[S];
  t[T1] = np_callk("take_along_axis", 3, take, 0, NULL, NULL);
  rt_decref(t[S]), t[S] = t[T1], t[T1] = rt_undef();
  t[T1] = call_axis("expand_dims", 1, &t[IDX], -2);
  take[0] = t[U], take[1] = t[T1];
  t[T2] = np_callk("take_along_axis", 3, take, 0, NULL, NULL);
  rt_decref(t[U]), t[U] = t[T2], t[T2] = rt_undef();
  rt_decref(t[T1]);
  t[T1] = call_axis("expand_dims", 1, &t[SGN], -2);
  t[T2] = np_apply_binary(NPB_MUL, t[U], t[T1], rt_undef());
  t[VT] = np_callk("swapaxes", 3, (Value[]){t[T2], rt_int(-1), rt_int(-2)}, 0, NULL, NULL);
  Value vh = np_call1("conjugate", t[VT]);
  Value r = rt_tuple_from(3, (Value[]){t[U], t[S], vh});
  rt_decref(vh);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_pinv(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "rcond", "hermitian"};
  Value v[3];
  rt_parse_args("pinv", argc, argv, kw, 3, names, 1, v);
  bool herm = np_given(v[2]) && rt_truthy(v[2]);
  Value parts = rt_undef(), cut = rt_undef(), large = rt_undef(), sinv = rt_undef();
  Value ut = rt_undef(), vt = rt_undef(), se = rt_undef(), prod = rt_undef();
  int mark = rt_cleanup_push_value(&parts);
  Value *tmp[] = {&cut, &large, &sinv, &ut, &vt, &se, &prod};
  for (int i = 0; i < 7; i++) rt_cleanup_push_value(tmp[i]);
  static const char *const fm[] = {"full_matrices"};
  Value conj = np_call1("conjugate", v[0]); /* NumPy: a = a.conjugate() */
  rt_cleanup_push_value(&conj);
  parts = herm ? np_linalg_svd_hermitian(conj, true)
               : linalg_call("svd", 1, &conj, 1, fm, (Value[]){rt_bool(false)});
  Value u = RT_AS(Tuple, parts)->items[0], s = RT_AS(Tuple, parts)->items[1];
  Value vh = RT_AS(Tuple, parts)->items[2];
  static const char *const kd[] = {"axis", "keepdims"};
  Value smax = np_callk("amax", 1, &s, 2, kd, (Value[]){rt_int(-1), rt_bool(true)});
  /* rcond[..., newaxis] * smax: one cutoff per matrix of a stack */
  Value rc = rt_array_from_value(np_given(v[1]) ? v[1] : rt_float(1e-15), -1);
  rt_cleanup_push_value(&rc);
  Value key = rt_tuple_from(2, (Value[]){rt_ellipsis(), rt_none()});
  Value rcol = np_array_getitem(rc, key);
  rt_decref(key);
  cut = np_apply_binary(NPB_MUL, rcol, smax, rt_undef());
  rt_decref(rcol);
  rt_decref(smax);
  large = np_apply_binary(NPB_GT, s, cut, rt_undef());
  /* divide(1, s, where=large, out=s): no division (nor its warning) by a discarded value */
  static const char *const dk[] = {"where", "out"};
  Value one = np_callk("divide", 2, (Value[]){rt_float(1.0), s}, 2, dk, (Value[]){large, s});
  sinv = np_callk("where", 3, (Value[]){large, one, rt_float(0.0)}, 0, NULL, NULL);
  rt_decref(one);
  /* numpy.linalg's transpose: the last two axes swapped (stacked matrices keep their order) */
  ut = np_callk("swapaxes", 3, (Value[]){u, rt_int(-1), rt_int(-2)}, 0, NULL, NULL);
  vt = np_callk("swapaxes", 3, (Value[]){vh, rt_int(-1), rt_int(-2)}, 0, NULL, NULL);
  key = rt_tuple_from(2, (Value[]){rt_ellipsis(), rt_none()});
  se = np_array_getitem(sinv, key);
  rt_decref(key);
  prod = np_apply_binary(NPB_MUL, se, ut, rt_undef());
  Value r = np_callk("matmul", 2, (Value[]){vt, prod}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value matmul(Value a, Value b) { return np_callk("matmul", 2, (Value[]){a, b}, 0, NULL, NULL); }

static Value f_matrix_power(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "n"};
  Value v[2];
  rt_parse_args("matrix_power", argc, argv, kw, 2, names, 2, v);
  Value a = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&a);
  Array *x = RT_AS(Array, a);
  if (x->ndim < 2)
    rt_raise(RT_EXC_LinAlgError, "%d-dimensional array given. Array must be at least two-dimensional", x->ndim);
  if (x->shape[x->ndim - 1] != x->shape[x->ndim - 2])
    np_linalg_error("Last 2 dimensions of the array must be square");
  bool intlike = rt_is_intlike(v[1]) ||
                 (rt_is_npscalar(v[1]) && strchr("iu", rt_dtypes[RT_AS(NpScalar, v[1])->dtype].kind));
  if (!intlike) rt_raise(RT_EXC_TypeError, "exponent must be an integer");
  int64_t n = rt_to_index(v[1], "n");
  if (n == 0) {
    Value r = rt_array_new(x->dtype, x->ndim, x->shape, true);
    Array *ra = RT_AS(Array, r);
    int64_t k = x->shape[x->ndim - 1];
    for (int64_t i = 0; i < ra->size; i++)
      if ((i / k) % k == i % k) rt_elem_set_i64(ra->dtype, ra->data + i * rt_dtypes[ra->dtype].itemsize, 1);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (n < 0) {
    Value inv = linalg_call("inv", 1, &a, 0, NULL, NULL);
    rt_decref(a);
    a = inv;
    n = -n;
  }
  Value z = rt_undef(), result = rt_undef();
  rt_cleanup_push_value(&z);
  rt_cleanup_push_value(&result);
  if (n <= 3) {
    result = a;
    rt_incref(a);
    for (int64_t i = 1; i < n; i++) {
      Value p = matmul(result, a);
      rt_decref(result);
      result = p;
    }
  } else {
    while (n > 0) {
      Value nz = rt_is_undef(z) ? (rt_incref(a), a) : matmul(z, z);
      rt_decref(z);
      z = nz;
      if (n & 1) {
        Value nr = rt_is_undef(result) ? (rt_incref(z), z) : matmul(result, z);
        rt_decref(result);
        result = nr;
      }
      n >>= 1;
    }
  }
  rt_incref(result);
  rt_cleanup_pop(mark, true);
  return result;
}

/* NumPy's cond turns a NaN result into inf unless that matrix of x holds a NaN: done in place
 * on r, a fresh C-contiguous float or complex array of one result per matrix of x. */
static void cond_nan_to_inf(Value r, Value x0) {
  DType xt = RT_AS(Array, x0)->dtype;
  bool cx = rt_dtypes[xt].kind == 'c';
  Value xd = rt_array_from_value(x0, cx ? DT_COMPLEX128 : DT_FLOAT64);
  Value x = rt_array_contiguous(xd, false);
  rt_decref(xd);
  int mark = rt_cleanup_push_value(&x);
  Array *R = RT_AS(Array, r);
  const double *xp = (const double *)RT_AS(Array, x)->data;
  int64_t per = R->size ? RT_AS(Array, x)->size * (cx ? 2 : 1) / R->size : 0;
  size_t isz = (size_t)rt_dtypes[R->dtype].itemsize;
  for (int64_t k = 0; k < R->size; k++) {
    char *e = R->data + (size_t)k * isz;
    bool nan = false;
    if (R->dtype == DT_COMPLEX64 || R->dtype == DT_FLOAT32)
      for (size_t j = 0; j < isz / 4; j++) nan |= isnan(((float *)e)[j]);
    else
      for (size_t j = 0; j < isz / 8; j++) nan |= isnan(((double *)e)[j]);
    for (int64_t j = 0; nan && j < per; j++) nan = !isnan(xp[k * per + j]);
    if (!nan) continue;
    if (R->dtype == DT_COMPLEX64 || R->dtype == DT_FLOAT32) {
      ((float *)e)[0] = INFINITY;
      if (isz == 8) ((float *)e)[1] = 0;
    } else {
      ((double *)e)[0] = INFINITY;
      if (isz == 16) ((double *)e)[1] = 0;
    }
  }
  rt_cleanup_pop(mark, true);
}

static Value f_cond(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "p"};
  Value v[2];
  rt_parse_args("cond", argc, argv, kw, 2, names, 1, v);
  /* p None, 2 or -2: the ratio of singular values; other p: norm(x) * norm(inv(x)) */
  bool numeric_p = np_given(v[1]) && (rt_is_intlike(v[1]) || v[1].tag == RT_FLOAT || rt_is_npscalar(v[1]));
  double pv = numeric_p ? rt_to_double(v[1], "p") : 0.0;
  bool svd_path = !np_given(v[1]) || (numeric_p && (pv == 2 || pv == -2));
  /* every value registered below lives at function scope, until the pop at the end */
  Value x = rt_array_from_value(v[0], -1), r = rt_undef(), ra = rt_undef(), t1 = rt_undef(),
        t2 = rt_undef(), t3 = rt_undef(), t4 = rt_undef(), q = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&ra);
  rt_cleanup_push_value(&t1);
  rt_cleanup_push_value(&t2);
  rt_cleanup_push_value(&t3);
  rt_cleanup_push_value(&t4);
  rt_cleanup_push_value(&q);
  int saved[2];
  DType xt = RT_AS(Array, x)->dtype;
  bool cx = rt_dtypes[xt].kind == 'c'; /* NumPy: r.astype(result_t), complex for complex x */
  if (!svd_path) {
    static const char *const ax[] = {"axis"};
    t1 = np_linalg_inv_nan(v[0]);
    t2 = rt_tuple_from(2, (Value[]){rt_int(-2), rt_int(-1)});
    t3 = linalg_call("norm", 2, (Value[]){v[0], v[1]}, 1, ax, &t2);
    t4 = linalg_call("norm", 2, (Value[]){t1, v[1]}, 1, ax, &t2);
    q = np_apply_binary(NPB_MUL, t3, t4, rt_undef());
    ra = rt_array_from_value(q, -1);
    r = rt_array_astype(ra, cx ? (xt == DT_COMPLEX64 ? DT_COMPLEX64 : DT_COMPLEX128)
                               : RT_AS(Array, ra)->dtype);
  } else {
    static const char *const cu[] = {"compute_uv"};
    t1 = linalg_call("svd", 1, v, 1, cu, (Value[]){rt_bool(false)});
    t2 = rt_tuple_from(2, (Value[]){rt_ellipsis(), rt_int(0)});
    t3 = np_array_getitem(t1, t2);
    rt_decref(t2);
    t2 = rt_undef();
    t2 = rt_tuple_from(2, (Value[]){rt_ellipsis(), rt_int(-1)});
    t4 = np_array_getitem(t1, t2);
    np_errstate_quiet(saved); /* NumPy divides under errstate(all='ignore') */
    rt_cleanup_push(np_errstate_restore, saved);
    q = pv == -2 ? np_apply_binary(NPB_DIV, t4, t3, rt_undef())
                 : np_apply_binary(NPB_DIV, t3, t4, rt_undef());
    ra = rt_array_from_value(q, -1);
    r = rt_array_contiguous(ra, true);
  }
  cond_nan_to_inf(r, x);
  Value out = np_scalar_if_0d(r); /* steals r */
  r = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

void np_linalg_register_fact(Value m) {
  rt_module_add_fn(m, "cholesky", f_cholesky);
  rt_module_add_fn(m, "qr", f_qr);
  rt_module_add_fn(m, "lstsq", f_lstsq);
  rt_module_add_fn(m, "pinv", f_pinv);
  rt_module_add_fn(m, "matrix_power", f_matrix_power);
  rt_module_add_fn(m, "cond", f_cond);
}
