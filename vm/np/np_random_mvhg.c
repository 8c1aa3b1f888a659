/* np_random_mvhg.c — Generator.multivariate_hypergeometric(colors, nsample, size=None,
 * method='marginals') as NumPy 1.24 draws it (random_mvhg_marginals.c, random_mvhg_count.c):
 * 'marginals' draws one hypergeometric per color but the last from what is left; 'count' shuffles
 * the first nsample of the balls (one entry per ball) and counts them. Both draw the smaller of
 * nsample and total - nsample, and give the complement when they drew the rest. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_rng.h"

#define MAX_I64 9223372036854775807LL

static void marginals(NpPCG64 *g, int64_t total, int64_t nc, const int64_t *colors, int64_t nsample,
                      int64_t *v) {
  int64_t left = nsample;
  int64_t remaining = total;
  for (int64_t j = 0; left > 0 && j + 1 < nc; j++) {
    remaining -= colors[j];
    v[j] = np_rng_hypergeometric(g, colors[j], remaining, left);
    left -= v[j];
  }
  if (left > 0) v[nc - 1] = left;
}

/* choices: one entry per ball, its color; the first nsample shuffled into place (Fisher-Yates). */
static void count(NpPCG64 *g, int64_t total, size_t *choices, int64_t nsample, int64_t *v) {
  for (int64_t j = 0; j < nsample; j++) {
    size_t k = (size_t)j + (size_t)np_rng_interval(g, (uint64_t)(total - j - 1)), t = choices[k];
    choices[k] = choices[j];
    choices[j] = t;
  }
  for (int64_t j = 0; j < nsample; j++) v[choices[j]] += 1;
}

static _Noreturn void bad_colors(void) {
  rt_raise(RT_EXC_ValueError, "colors must be a one-dimensional sequence of nonnegative integers not exceeding %lld.", MAX_I64);
}

/* colors as int64 (owned, contiguous), checked as NumPy checks it. */
static Value colors_array(Value colors) {
  Value a = rt_array_from_value(colors, -1);
  int mark = rt_cleanup_push_value(&a);
  const Array *x = RT_AS(Array, a);
  char kind = rt_dtypes[x->dtype].kind;
  if (x->ndim != 1 || (x->size > 0 && kind != 'i' && kind != 'u')) bad_colors();
  for (int64_t i = 0; i < x->size; i++) {
    const char *p = x->data + i * x->strides[0];
    if (kind == 'u' ? rt_elem_get_f64(x->dtype, p) > (double)MAX_I64 : rt_elem_get_i64(x->dtype, p) < 0) bad_colors();
  }
  Value c = rt_array_from_value(a, DT_INT64);
  rt_cleanup_push_value(&c);
  Value r = rt_array_contiguous(c, true);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_gen_multivariate_hypergeometric(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"colors", "nsample", "size", "method"};
  Value a[4];
  rt_parse_args("multivariate_hypergeometric", argc, argv, kw, 4, names, 2, a);
  bool by_count = rt_is_str(a[3]) && !strcmp(rt_str_data(a[3]), "count");
  if (!rt_is_undef(a[3]) && !by_count && !(rt_is_str(a[3]) && !strcmp(rt_str_data(a[3]), "marginals")))
    rt_raise(RT_EXC_ValueError, "method must be \"count\" or \"marginals\".");
  bool integral = a[1].tag == RT_INT || a[1].tag == RT_BOOL || rt_is_bigint(a[1]) ||
                  (rt_is_npscalar(a[1]) && strchr("iub", rt_dtypes[RT_AS(NpScalar, a[1])->dtype].kind));
  if (!integral) rt_raise(RT_EXC_ValueError, "nsample must be an integer"); /* operator.index refused */
  Value ns = rt_call(rt_builtin_lookup("int"), 1, &a[1], NULL);
  int mark = rt_cleanup_push_value(&ns);
  Value neg = rt_binop(RT_OP_LT, ns, rt_int(0));
  bool negative = rt_truthy(neg);
  rt_decref(neg);
  if (negative) rt_raise(RT_EXC_ValueError, "nsample must be nonnegative.");
  if (ns.tag != RT_INT) rt_raise(RT_EXC_ValueError, "nsample must not exceed %lld", MAX_I64);
  int64_t nsample = ns.as.i;
  Value colors = colors_array(a[0]);
  rt_cleanup_push_value(&colors);
  int64_t nc = RT_AS(Array, colors)->size, total = 0;
  const int64_t *cp = (const int64_t *)RT_AS(Array, colors)->data;
  for (int64_t i = 0; i < nc; i++)
    if (__builtin_add_overflow(total, cp[i], &total))
      rt_raise(RT_EXC_ValueError, "sum(colors) must not exceed the maximum value of a 64 bit signed integer (%lld)", MAX_I64);
  if (!by_count && total >= 1000000000)
    rt_raise(RT_EXC_ValueError, "When method is \"marginals\", sum(colors) must be less than 1000000000.");
  if (by_count && total > MAX_I64 / (int64_t)sizeof(size_t))
    rt_raise(RT_EXC_ValueError, "When method is 'count', sum(colors) must not exceed %lld", MAX_I64 / (int64_t)sizeof(size_t));
  if (nsample > total) rt_raise(RT_EXC_ValueError, "nsample > sum(colors)");
  int64_t shape[RT_MAXDIM];
  int nd = np_random_parse_size(a[2], shape);
  if (nd < 0) nd = 0;
  if (nd + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d", RT_MAXDIM, nd + 1);
  shape[nd] = nc;
  Value out = rt_array_new(DT_INT64, nd + 1, shape, true);
  rt_cleanup_push_value(&out);
  int64_t nvar = nc ? RT_AS(Array, out)->size / nc : 0, *v = (int64_t *)RT_AS(Array, out)->data;
  if (total > 0 && nsample > 0 && nvar > 0) {
    NpPCG64 *g = np_gen_bits(self);
    bool more_than_half = nsample > total / 2;
    int64_t draw = more_than_half ? total - nsample : nsample;
    size_t *choices = NULL;
    if (by_count) {
      choices = malloc((size_t)total * sizeof *choices);
      if (!choices)
        rt_raise(RT_EXC_MemoryError, "Insufficient memory for multivariate_hypergeometric with method='count' and sum(colors)=%lld", (long long)total);
      rt_cleanup_push(free, choices);
      for (int64_t i = 0, k = 0; i < nc; i++)
        for (int64_t j = 0; j < cp[i]; j++) choices[k++] = (size_t)i;
    }
    for (int64_t i = 0; i < nvar; i++, v += nc) {
      if (by_count) count(g, total, choices, draw, v);
      else marginals(g, total, nc, cp, draw, v);
      if (more_than_half)
        for (int64_t k = 0; k < nc; k++) v[k] = cp[k] - v[k];
    }
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}
