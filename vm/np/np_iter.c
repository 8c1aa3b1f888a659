/* np_iter.c — broadcasting and the N-d iterator that drives every elementwise inner loop.
 *
 * The iterator aligns operand shapes on the right (missing or length-1 dimensions get stride 0),
 * merges adjacent dimensions whenever all operands are contiguous across them, and then calls
 * the inner loop once per row of the last remaining dimension. Contiguous arrays of any shape
 * therefore reach the inner loop as one long run, which the compiler vectorises.
 */
#include "np_loops.h"

#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "np_par.h"

#define NP_MAXOP 4

void np_shape_text(StrBuf *sb, int ndim, const int64_t *shape) {
  rt_sb_putc(sb, '(');
  for (int i = 0; i < ndim; i++) {
    if (i) rt_sb_putc(sb, ',');
    rt_sb_printf(sb, "%lld", (long long)shape[i]);
  }
  if (ndim == 1) rt_sb_putc(sb, ',');
  rt_sb_putc(sb, ')');
}

static _Noreturn void broadcast_error(int n, Array *const *arrs) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (int i = 0; i < n; i++) {
    np_shape_text(&sb, arrs[i]->ndim, arrs[i]->shape);
    rt_sb_putc(&sb, ' ');
  }
  char msg[512];
  snprintf(msg, sizeof msg, "%s", sb.data ? sb.data : "");
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "operands could not be broadcast together with shapes %s", msg);
}

int np_broadcast_shape(int n, Array *const *arrs, int64_t *shape) {
  int nd = 0;
  for (int i = 0; i < n; i++)
    if (arrs[i]->ndim > nd) nd = arrs[i]->ndim;
  for (int d = 0; d < nd; d++) shape[d] = 1;
  for (int i = 0; i < n; i++) {
    const Array *a = arrs[i];
    for (int k = 0; k < a->ndim; k++) {
      int d = nd - a->ndim + k;
      int64_t len = a->shape[k];
      if (len == shape[d] || len == 1) continue;
      if (shape[d] != 1) broadcast_error(n, arrs);
      shape[d] = len;
    }
  }
  return nd;
}

/* Byte strides of operand a viewed with the broadcast shape (nd dims). */
static void broadcast_strides(const Array *a, int nd, const int64_t *shape, int64_t *st) {
  for (int d = 0; d < nd; d++) {
    int k = d - (nd - a->ndim);
    st[d] = (k < 0 || (a->shape[k] == 1 && shape[d] != 1)) ? 0 : a->strides[k];
  }
}

/* Merges dimension d into d+1 when every operand steps uniformly across both; drops length-1
 * dimensions. Returns the new number of dimensions. */
static int coalesce(int nop, int nd, int64_t *shape, int64_t st[][RT_MAXDIM]) {
  int out = 0;
  for (int d = 0; d < nd; d++) {
    if (shape[d] == 1 && nd > 1) continue;
    if (out > 0) {
      bool ok = true;
      for (int k = 0; k < nop && ok; k++)
        ok = st[k][out - 1] == st[k][d] * shape[d];
      if (ok) {
        shape[out - 1] *= shape[d];
        for (int k = 0; k < nop; k++) st[k][out - 1] = st[k][d];
        continue;
      }
    }
    shape[out] = shape[d];
    for (int k = 0; k < nop; k++) st[k][out] = st[k][d];
    out++;
  }
  if (out == 0) {
    shape[0] = 1;
    for (int k = 0; k < nop; k++) st[k][0] = 0;
    out = 1;
  }
  return out;
}

void np_iter_run(int nop, Array *const *ops, NpLoop loop) {
  const Array *res = ops[nop - 1];
  if (res->size == 0) return;
  int64_t shape[RT_MAXDIM], st[NP_MAXOP][RT_MAXDIM];
  int nd = res->ndim;
  memcpy(shape, res->shape, sizeof(int64_t) * (size_t)nd);
  for (int k = 0; k < nop; k++) broadcast_strides(ops[k], nd, shape, st[k]);
  nd = coalesce(nop, nd, shape, st);
  char *p[NP_MAXOP];
  int64_t inner[NP_MAXOP], idx[RT_MAXDIM] = {0};
  for (int k = 0; k < nop; k++) {
    p[k] = ops[k]->data;
    inner[k] = st[k][nd - 1];
  }
  int64_t n = shape[nd - 1];
  for (;;) {
    loop(n, p, inner);
    int d = nd - 2;
    for (; d >= 0; d--) {
      for (int k = 0; k < nop; k++) p[k] += st[k][d];
      if (++idx[d] < shape[d]) break;
      for (int k = 0; k < nop; k++) p[k] -= st[k][d] * shape[d];
      idx[d] = 0;
    }
    if (d < 0) return;
  }
}

/* ---- the same run spread over the cores (np_par.h) ---- */

typedef struct IterPar {
  int nop;
  NpLoop loop;
  char *p[NP_MAXOP];
  int64_t st[NP_MAXOP];
} IterPar;

static void iter_par_body(void *ctx, int64_t lo, int64_t hi) {
  IterPar *ip = ctx;
  char *p[NP_MAXOP];
  for (int k = 0; k < ip->nop; k++) p[k] = ip->p[k] + lo * ip->st[k];
  ip->loop(hi - lo, p, ip->st);
}

/* Byte range [lo, hi) one operand's n elements at stride s cover from p. */
static void span_of(char *p, int64_t s, int64_t n, int64_t size, char **lo, char **hi) {
  char *last = p + s * (n - 1);
  *lo = s < 0 ? last : p;
  *hi = (s < 0 ? p : last) + size;
}

/* Every input either leaves the output's bytes alone or is the output itself, element for
 * element: then no chunk reads what another writes, and the order of the chunks is free. */
static bool no_overlap(const IterPar *ip, int64_t n, int64_t osize, const Array *const *ops) {
  int o = ip->nop - 1;
  char *olo, *ohi;
  span_of(ip->p[o], ip->st[o], n, osize, &olo, &ohi);
  for (int k = 0; k < o; k++) {
    if (ip->p[k] == ip->p[o] && ip->st[k] == ip->st[o] && ops[k]->dtype == ops[o]->dtype) continue;
    char *lo, *hi;
    span_of(ip->p[k], ip->st[k], n, rt_dtypes[ops[k]->dtype].itemsize, &lo, &hi);
    if (lo < ohi && olo < hi) return false;
  }
  return true;
}

void np_iter_run_par(int nop, Array *const *ops, NpLoop loop) {
  const Array *res = ops[nop - 1];
  if (res->size < NP_PAR_MIN || nop > NP_MAXOP || np_par_threads() < 2) {
    np_iter_run(nop, ops, loop);
    return;
  }
  int64_t shape[RT_MAXDIM], st[NP_MAXOP][RT_MAXDIM];
  int nd = res->ndim;
  memcpy(shape, res->shape, sizeof(int64_t) * (size_t)nd);
  for (int k = 0; k < nop; k++) broadcast_strides(ops[k], nd, shape, st[k]);
  nd = coalesce(nop, nd, shape, st);
  IterPar ip = {nop, loop, {0}, {0}};
  for (int k = 0; k < nop; k++) {
    ip.p[k] = ops[k]->data;
    ip.st[k] = st[k][0];
  }
  if (nd != 1 || !no_overlap(&ip, shape[0], rt_dtypes[res->dtype].itemsize, (const Array *const *)ops)) {
    np_iter_run(nop, ops, loop);
    return;
  }
  np_par_for(shape[0], NP_PAR_GRAIN, iter_par_body, &ip);
}
