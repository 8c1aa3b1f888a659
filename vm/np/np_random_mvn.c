/* np_random_mvn.c — multivariate_normal for RandomState and the Generator: NumPy 1.24's own
 * steps (mtrand.pyx and _generator.pyx), run on Weft's numpy: standard normals of shape
 * size + (len(mean),), the factor of cov from np.linalg.svd (the Generator: also eigh or
 * cholesky, by method=), the positive-semidefinite check by allclose with check_valid's
 * warning or error, then x @ factor + mean. The same LAPACK and BLAS calls give the same bits. */
#include <string.h>

#include "array.h"
#include "../base/error.h"
#include "np_internal.h"
#include "np_rng.h"
#include "np_stats.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* Values made on the way, released together (by the cleanup when something raises). */
typedef struct Held {
  Value v[64];
  int n;
} Held;

static void held_free(void *p) {
  Held *h = p;
  for (int i = 0; i < h->n; i++) rt_decref(h->v[i]);
  h->n = 0;
}

static Value keep(Held *h, Value v) {
  if (h->n == (int)(sizeof h->v / sizeof h->v[0])) rt_raise(RT_EXC_RuntimeError, "multivariate_normal: too many temporaries");
  return h->v[h->n++] = v;
}

static Value np_fn(Held *h, const char *module, const char *name) {
  Value m = keep(h, rt_import(module));
  return keep(h, rt_getattr(m, name));
}

static Value call1(Held *h, Value fn, Value a) { return keep(h, rt_call(fn, 1, &a, NULL)); }
static Value call2(Held *h, Value fn, Value a, Value b) {
  Value args[2] = {a, b};
  return keep(h, rt_call(fn, 2, args, NULL));
}
static Value binop(Held *h, BinOp op, Value a, Value b) { return keep(h, rt_binop(op, a, b)); }

static void warn_not_psd(void) {
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value fn = rt_getattr(w, "warn");
  rt_cleanup_push_value(&fn);
  Value args[2] = {rt_str_from_c("covariance is not symmetric positive-semidefinite."),
                   rt_exc_class(RT_EXC_RuntimeWarning)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(rt_call(fn, 2, args, NULL));
  rt_cleanup_pop(mark, true);
}

static bool str_is(Value v, const char *s) { return rt_is_str(v) && !strcmp(rt_str_data(v), s); }

/* gen: the Generator's version (method=, complex check); normal: its standard_normal. */
static Value mvn(bool gen, Value normal, const Value *a) {
  Value mean_v = a[0], cov_v = a[1], size = a[2], check_valid = a[3], tol = a[4], method = a[5];
  const char *how = gen && !rt_is_undef(method) ? (rt_is_str(method) ? rt_str_data(method) : "") : "svd";
  if (gen && strcmp(how, "svd") && strcmp(how, "eigh") && strcmp(how, "cholesky"))
    rt_raise(RT_EXC_ValueError, "method must be one of {'eigh', 'svd', 'cholesky'}");
  Held h = {.n = 0};
  int mark = rt_cleanup_push(held_free, &h);
  Value array = np_fn(&h, "numpy", "array");
  Value mean = call1(&h, array, mean_v), cov = call1(&h, array, cov_v);
  const Array *ma = RT_AS(Array, mean), *ca = RT_AS(Array, cov);
  if (gen && (rt_dtypes[ma->dtype].kind == 'c' || rt_dtypes[ca->dtype].kind == 'c'))
    rt_raise(RT_EXC_TypeError, "mean and cov must not be complex");
  if (ma->ndim != 1) rt_raise(RT_EXC_ValueError, "mean must be 1 dimensional");
  if (ca->ndim != 2 || ca->shape[0] != ca->shape[1]) rt_raise(RT_EXC_ValueError, "cov must be 2 dimensional and square");
  if (ma->shape[0] != ca->shape[0]) rt_raise(RT_EXC_ValueError, "mean and cov must have same length");
  /* final_shape = list(size) + [len(mean)] */
  Value final = keep(&h, rt_list_new(4));
  if (rt_is_undef(size) || rt_is_none(size)) {
  } else if (size.tag == RT_INT || rt_is_npscalar(size)) {
    rt_list_append(final, size);
  } else {
    Value it = keep(&h, rt_iter(size)), item;
    while (rt_next(it, &item)) {
      rt_list_append(final, item);
      rt_decref(item);
    }
  }
  rt_list_append(final, rt_int(ma->shape[0]));
  Value x0 = call1(&h, normal, final);
  Value shape2[2] = {rt_int(-1), rt_int(ma->shape[0])};
  Value x = keep(&h, rt_call(keep(&h, rt_getattr(x0, "reshape")), 2, shape2, NULL));
  Value dbl = keep(&h, rt_str_from_c("float64"));
  cov = call1(&h, keep(&h, rt_getattr(cov, "astype")), dbl);
  Value s = rt_undef(), u = rt_undef(), vh = rt_undef(), l = rt_undef();
  if (!strcmp(how, "svd")) {
    Value usv = call1(&h, np_fn(&h, "numpy.linalg", "svd"), cov);
    u = keep(&h, rt_getitem(usv, rt_int(0)));
    s = keep(&h, rt_getitem(usv, rt_int(1)));
    vh = keep(&h, rt_getitem(usv, rt_int(2)));
  } else if (!strcmp(how, "eigh")) {
    Value su = call1(&h, np_fn(&h, "numpy.linalg", "eigh"), cov);
    s = keep(&h, rt_getitem(su, rt_int(0)));
    u = keep(&h, rt_getitem(su, rt_int(1)));
  } else {
    l = call1(&h, np_fn(&h, "numpy.linalg", "cholesky"), cov);
  }
  bool ignore = str_is(check_valid, "ignore");
  if (!ignore && strcmp(how, "cholesky")) {
    if (!rt_is_undef(check_valid) && !str_is(check_valid, "warn") && !str_is(check_valid, "raise"))
      rt_raise(RT_EXC_ValueError, "check_valid must equal 'warn', 'raise', or 'ignore'");
    Value tolv = rt_is_undef(tol) ? rt_float(1e-8) : tol;
    bool psd;
    if (!strcmp(how, "svd")) {
      Value vt = keep(&h, rt_getattr(vh, "T"));
      Value prod = call2(&h, np_fn(&h, "numpy", "dot"), binop(&h, RT_OP_MUL, vt, s), vh);
      Value args[2] = {prod, cov};
      const char *kn[2] = {"rtol", "atol"};
      Value kv[2] = {tolv, tolv};
      Kwargs kw = {2, kn, kv};
      psd = rt_truthy(keep(&h, rt_call(np_fn(&h, "numpy", "allclose"), 2, args, &kw)));
    } else {
      Value neg = binop(&h, RT_OP_LT, s, keep(&h, rt_unop(RT_UOP_NEG, tolv)));
      psd = !rt_truthy(call1(&h, np_fn(&h, "numpy", "any"), neg));
    }
    if (!psd) {
      if (str_is(check_valid, "raise")) rt_raise(RT_EXC_ValueError, "covariance is not symmetric positive-semidefinite.");
      warn_not_psd();
    }
  }
  Value out;
  Value sqrt_fn = np_fn(&h, "numpy", "sqrt");
  if (!gen) { /* mtrand: x = dot(x, sqrt(s)[:, None] * v); x += mean */
    Value col = keep(&h, rt_tuple_new(2));
    rt_tuple_set(col, 0, rt_slice_new(rt_none(), rt_none(), rt_none())); /* [:, None] */
    rt_tuple_set(col, 1, rt_none());
    Value sq = keep(&h, rt_getitem(call1(&h, sqrt_fn, s), col));
    Value y = call2(&h, np_fn(&h, "numpy", "dot"), x, binop(&h, RT_OP_MUL, sq, vh));
    out = binop(&h, RT_OP_ADD, y, mean);
  } else {
    Value factor;
    if (!strcmp(how, "cholesky")) factor = l;
    else if (!strcmp(how, "eigh")) factor = binop(&h, RT_OP_MUL, u, call1(&h, sqrt_fn, call1(&h, np_fn(&h, "numpy", "abs"), s)));
    else factor = binop(&h, RT_OP_MUL, u, call1(&h, sqrt_fn, s));
    Value y = binop(&h, RT_OP_MATMUL, x, keep(&h, rt_getattr(factor, "T")));
    out = binop(&h, RT_OP_ADD, mean, y);
  }
  Value shaped = call1(&h, keep(&h, rt_getattr(out, "reshape")), keep(&h, rt_tuple_from(RT_AS(List, final)->n, RT_AS(List, final)->items)));
  rt_incref(shaped);
  rt_cleanup_pop(mark, true);
  return shaped;
}

static const char *const mvn_names[] = {"mean", "cov", "size", "check_valid", "tol", "method"};

Value np_random_legacy_mvn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[6];
  rt_parse_args("multivariate_normal", argc, argv, kw, 5, mvn_names, 2, a);
  a[5] = rt_undef();
  np_random_begin(self);
  bool method = rt_is_obj(self) && !rt_is_type(self, &rt_module_type);
  Value owner = method ? (rt_incref(self), self) : rt_import("numpy.random");
  int mark = rt_cleanup_push_value(&owner);
  Value normal = rt_getattr(owner, "standard_normal");
  rt_cleanup_push_value(&normal);
  Value r = mvn(false, normal, a);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_gen_mvn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value a[6];
  rt_parse_args("multivariate_normal", argc, argv, kw, 6, mvn_names, 2, a);
  Value normal = rt_getattr(self, "standard_normal");
  int mark = rt_cleanup_push_value(&normal);
  Value r = mvn(true, normal, a);
  rt_cleanup_pop(mark, true);
  return r;
}
