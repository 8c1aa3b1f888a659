/* np_linalg_complex.c — numpy.linalg on complex matrices: eigh and eigvalsh of Hermitian
 * stacks (..., M, M) with LAPACK's zheevd, as NumPy's _umath_linalg does; real eigenvalues
 * ascending, complex eigenvectors as columns. complex64 inputs give float32/complex64. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_linalg.h"
#include "../obj/objects.h"

extern void zheevd_(const char *jobz, const char *uplo, const int *n, NpCdouble *a,
                    const int *lda, double *w, NpCdouble *work, const int *lwork, double *rwork,
                    const int *lrwork, int *iwork, const int *liwork, int *info, size_t, size_t);

typedef struct Work {
  NpCdouble *a, *work;
  double *rwork;
  int *iwork;
} Work;

static void work_free(void *p) {
  Work *w = p;
  free(w->a), free(w->work), free(w->rwork), free(w->iwork);
}

/* One Hermitian matrix (Fortran order in ws->a) into w (and its vectors in ws->a). */
static bool heevd(Work *ws, int n, char uplo, double *w, bool vectors) {
  const char jobz = vectors ? 'V' : 'N';
  int ld = n > 0 ? n : 1, info = 0, lwork = -1, lrwork = -1, liwork = -1, iq = 0;
  NpCdouble wq = {0, 0};
  double rq = 0;
  if (n == 0) return true;
  zheevd_(&jobz, &uplo, &n, ws->a, &ld, w, &wq, &lwork, &rq, &lrwork, &iq, &liwork, &info, 1, 1);
  if (info != 0) return false;
  lwork = (int)wq.re, lrwork = (int)rq, liwork = iq;
  free(ws->work), free(ws->rwork), free(ws->iwork);
  ws->work = rt_calloc((size_t)(lwork > 0 ? lwork : 1), sizeof(NpCdouble));
  ws->rwork = rt_calloc((size_t)(lrwork > 0 ? lrwork : 1), sizeof(double));
  ws->iwork = rt_calloc((size_t)(liwork > 0 ? liwork : 1), sizeof(int));
  zheevd_(&jobz, &uplo, &n, ws->a, &ld, w, ws->work, &lwork, ws->rwork, &lrwork, ws->iwork,
          &liwork, &info, 1, 1);
  return info == 0;
}

Value np_linalg_complex_eigh(Value arr, char uplo, bool vectors) {
  NpMats s;
  s.data = rt_undef();
  Value w = rt_undef(), vec = rt_undef();
  int mark = rt_cleanup_push_value(&s.data);
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&vec);
  np_mats_init_any(&s, arr, true);
  int64_t n = s.m, tail[2] = {n, n};
  w = np_mats_new(&s, 1, tail, DT_FLOAT64);
  if (vectors) vec = np_mats_new(&s, 2, tail, DT_COMPLEX128);
  Work ws = {rt_calloc((size_t)(n * n > 0 ? n * n : 1), sizeof(NpCdouble)), NULL, NULL, NULL};
  rt_cleanup_push(work_free, &ws);
  const NpCdouble *src = (const NpCdouble *)RT_AS(Array, s.data)->data;
  for (int64_t k = 0; k < s.count; k++) {
    for (int64_t i = 0; i < n; i++)
      for (int64_t j = 0; j < n; j++) ws.a[j * n + i] = src[k * n * n + i * n + j];
    if (!heevd(&ws, (int)n, uplo, (double *)RT_AS(Array, w)->data + k * n, vectors))
      np_linalg_error("Eigenvalues did not converge");
    if (!vectors) continue;
    NpCdouble *out = (NpCdouble *)RT_AS(Array, vec)->data + k * n * n;
    for (int64_t i = 0; i < n; i++)
      for (int64_t j = 0; j < n; j++) out[i * n + j] = ws.a[j * n + i];
  }
  Value wr = np_mats_result(&s, w);
  w = rt_undef();
  if (!vectors) {
    rt_cleanup_pop(mark, true);
    return wr;
  }
  Value pair = rt_tuple_new(2);
  rt_tuple_set(pair, 0, wr);
  rt_tuple_set(pair, 1, np_mats_result(&s, vec));
  vec = rt_undef();
  rt_cleanup_pop(mark, true);
  return pair;
}
