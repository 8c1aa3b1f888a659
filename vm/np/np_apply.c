/* np_apply.c — calling Python functions over arrays: np.vectorize (element by element, with
 * broadcasting; the output dtype from a first call on the first elements, as NumPy makes it)
 * and np.apply_along_axis (over 1-D slices, results stacked where the axis was). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_internal.h"
#include "../base/error.h"
#include "np_course.h"
#include "np_ma.h"
#include "np_objarray.h"
#include "np_strarray.h"
#include "np_stats.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- vectorize ---- */

/* An operand NumPy would make a string or object array of: its elements go to pyfunc as
 * they are (NumPy's object loop), through an object array here. */
static bool object_operand(Value v) {
  if (rt_is_array(v) || np_is_ma(v)) return false;
  if (np_is_strarr(v) || np_is_objarr(v) || rt_is_str(v) || np_is_bytes(v)) return true;
  return (rt_is_list(v) || rt_is_tuple(v)) && (np_str_leaves(v) || np_obj_leaves(v));
}

static Value object_view(Value v) {
  if (!np_is_strarr(v)) return np_objarr_from_value(v);
  Value m = rt_getattr(v, "tolist");
  int mark = rt_cleanup_push_value(&m);
  Value l = rt_call(m, 0, NULL, NULL);
  rt_cleanup_push_value(&l);
  Value r = np_objarr_from_value(l);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The operands as arrays (numeric ones broadcast; object arrays indexed by broadcasting in
 * call_at), stored in views[]; returns ndim, shape in *shape. */
static int broadcast_all(int n, const Value *argv, Value *views, int64_t *shape) {
  int nd = 0;
  for (int i = 0; i < n; i++) {
    views[i] = object_operand(argv[i]) ? object_view(argv[i]) : rt_array_from_value(argv[i], -1);
    int ndi = np_is_objarr(views[i]) ? RT_AS(NpObjArr, views[i])->ndim : RT_AS(Array, views[i])->ndim;
    const int64_t *ash = np_is_objarr(views[i]) ? RT_AS(NpObjArr, views[i])->shape : RT_AS(Array, views[i])->shape;
    int64_t prev[RT_MAXDIM];
    memcpy(prev, shape, sizeof prev); /* the output may not alias an input */
    nd = rt_broadcast_shapes(nd, prev, ndi, ash, shape);
  }
  for (int i = 0; i < n; i++) {
    if (np_is_objarr(views[i])) continue;
    Value b = rt_array_broadcast_to(views[i], nd, shape);
    rt_decref(views[i]);
    views[i] = b;
  }
  return nd;
}

/* Address of the element with C-order flat index k of a. */
static char *elem_at(const Array *a, int64_t k) {
  char *p = a->data;
  for (int d = a->ndim - 1; d >= 0; d--) {
    p += (k % a->shape[d]) * a->strides[d];
    k /= a->shape[d];
  }
  return p;
}

/* The call's arguments: argc positional ones, then the keyword ones; operand i (an element of
 * views[i] per call) goes to slot[i], the excluded ones sit in full[] unchanged. */
typedef struct VecArgs {
  int argc, nslots;
  const Kwargs *kw;
  Value full[32];
  int slot[16];
} VecArgs;

/* pyfunc(*elements k of the views): NumPy scalars for the first, probing call (NumPy takes
 * arg.flat[0]), Python numbers for the others (what NumPy's object loops pass). */
static Value call_at(Value fn, int n, Value *views, Value *args, VecArgs *va, int nd,
                     const int64_t *shape, int64_t k, bool npscalars) {
  for (int i = 0; i < n; i++) {
    if (np_is_objarr(views[i])) {
      args[i] = *np_objarr_bcast_at(RT_AS(NpObjArr, views[i]), nd, shape, k);
      rt_incref(args[i]);
    } else {
      Array *a = RT_AS(Array, views[i]);
      char *p = elem_at(a, k);
      args[i] = npscalars ? rt_npscalar_new(a->dtype, p) : np_elem_to_py(a->dtype, p);
    }
    va->full[va->slot[i]] = args[i];
  }
  Kwargs kws = {0};
  if (va->kw && va->kw->n) kws = (Kwargs){va->kw->n, va->kw->names, va->full + va->argc};
  Value r = rt_call(fn, va->argc, va->full, kws.n ? &kws : NULL);
  for (int i = 0; i < n; i++) {
    rt_decref(args[i]);
    args[i] = rt_undef();
    va->full[va->slot[i]] = rt_undef();
  }
  return r;
}

/* Fills va for a call with argv/kw, the operands (those not in excluded) into ops[]; returns
 * their number. */
static int plan_args(int argc, const Value *argv, const Kwargs *kw, Value excluded, VecArgs *va,
                     Value *ops) {
  int nkw = kw ? kw->n : 0;
  if (argc > 32 || nkw > 32 - argc)
    rt_raise(RT_EXC_TypeError, "np.vectorize takes at most 32 arguments in Weft");
  va->argc = argc;
  va->nslots = argc + nkw;
  va->kw = kw;
  int n = 0;
  for (int s = 0; s < va->nslots; s++) {
    Value v = s < argc ? argv[s] : kw->values[s - argc];
    va->full[s] = v;
    bool ex = false;
    if (!rt_is_none(excluded)) {
      Value key = s < argc ? rt_int(s) : rt_str_from_c(kw->names[s - argc]);
      int mark = rt_cleanup_push_value(&key);
      ex = rt_contains(excluded, key);
      rt_cleanup_pop(mark, true);
    }
    if (ex) continue;
    if (n == 16) rt_raise(RT_EXC_TypeError, "np.vectorize takes at most 16 array arguments in Weft");
    va->slot[n] = s;
    ops[n++] = v;
  }
  return n;
}

enum { VEC_OUTS = 8 }; /* the most outputs of one call */

typedef struct VecCall {
  Value views[16], args[16], results, otype;
  Value otypes[VEC_OUTS]; /* several outputs: each one's dtype (RT_UNDEF: as np.array infers) */
  Value outs;             /* ...and the tuple of their arrays */
} VecCall;

static void veccall_free(void *p) {
  VecCall *c = p;
  for (int i = 0; i < 16; i++) {
    rt_decref(c->views[i]);
    rt_decref(c->args[i]);
  }
  rt_decref(c->results);
  rt_decref(c->otype);
  for (int k = 0; k < VEC_OUTS; k++) rt_decref(c->otypes[k]);
  rt_decref(c->outs);
  free(c);
}

static Value shape_tuple(int nd, const int64_t *shape) {
  Value t = rt_tuple_new(nd);
  for (int d = 0; d < nd; d++) rt_tuple_set(t, d, rt_int(shape[d]));
  return t;
}

/* x.reshape(shape) for any array-like object (numeric and string arrays) */
static Value reshaped(Value x, int nd, const int64_t *shape) {
  Value m = rt_getattr(x, "reshape"), t = shape_tuple(nd, shape);
  int mark = rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&t);
  Value r = rt_call(m, 1, &t, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Is otype (a dtype object) a float dtype? */
static bool float_otype(Value otype) {
  Value kind = rt_getattr(otype, "kind");
  bool f = rt_is_str(kind) && !strcmp(rt_str_data(kind), "f");
  rt_decref(kind);
  return f;
}

/* The results list as an array of the output type, in the broadcast shape. */
static Value vec_result(Value results, Value otype, int nd, const int64_t *shape) {
  bool obj = !rt_is_undef(otype) && np_is_obj_dtype(otype);
  Value arr = obj ? np_objarr_from_value(results) : np_call1("array", results);
  int mark = rt_cleanup_push_value(&arr);
  if (!obj && rt_is_array(arr) && !rt_is_undef(otype)) {
    DType dt = rt_dtype_from_value(otype);
    if (RT_AS(Array, arr)->dtype != dt) {
      Value cast = rt_array_astype(arr, dt);
      rt_decref(arr);
      arr = cast;
    }
  }
  Value r = arr;
  if (nd != 1) r = reshaped(arr, nd, shape); /* 1-D: already the shape */
  else rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_vec_run(Value fn, Value ot, Value excluded, bool cache, int nargs, const Value *argv,
                 const Kwargs *kw) {
  VecArgs va;
  Value ops[16];
  int argc = plan_args(nargs, argv, kw, excluded, &va, ops);
  if (argc == 0) return rt_call(fn, nargs, argv, kw); /* NumPy: func() itself */
  VecCall *c = rt_malloc(sizeof *c);
  for (int i = 0; i < 16; i++) c->views[i] = c->args[i] = rt_undef();
  c->results = rt_list_new(0);
  c->otype = c->outs = rt_undef();
  for (int k = 0; k < VEC_OUTS; k++) c->otypes[k] = rt_undef();
  int mark = rt_cleanup_push(veccall_free, c);
  int64_t shape[RT_MAXDIM];
  int nd = broadcast_all(argc, ops, c->views, shape);
  int64_t n = np_shape_size(nd, shape, 1);
  int nout = 1;
  if (!rt_is_none(ot) && rt_is_str(ot) && strlen(rt_str_data(ot)) > 1) { /* otypes='fi' */
    const char *s = rt_str_data(ot);
    nout = (int)strlen(s);
    if (nout > VEC_OUTS)
      rt_raise(RT_EXC_TypeError, "np.vectorize takes at most %d outputs in Weft", VEC_OUTS);
    for (int k = 0; k < nout; k++) {
      Value code = rt_str_printf("%c", s[k]);
      int m2 = rt_cleanup_push_value(&code);
      c->otypes[k] = np_callk("dtype", 1, &code, 0, NULL, NULL);
      rt_cleanup_pop(m2, true);
    }
  } else if (!rt_is_none(ot)) {
    c->otype = np_callk("dtype", 1, &ot, 0, NULL, NULL);
  } else {
    if (n == 0)
      rt_raise(RT_EXC_ValueError, "cannot call `vectorize` on size 0 inputs unless `otypes` is set");
    Value first = call_at(fn, argc, c->views, c->args, &va, nd, shape, 0, true);
    int m2 = rt_cleanup_push_value(&first);
    if (rt_is_tuple(first) && RT_AS(Tuple, first)->n > 1) { /* several outputs */
      nout = (int)RT_AS(Tuple, first)->n;
      if (nout > VEC_OUTS)
        rt_raise(RT_EXC_TypeError, "np.vectorize takes at most %d outputs in Weft", VEC_OUTS);
      for (int k = 0; k < nout; k++) {
        Value x = RT_AS(Tuple, first)->items[k];
        if (rt_is_str(x)) continue;
        Value fa = rt_array_from_value(x, -1);
        c->otypes[k] = rt_dtypeobj_new(RT_AS(Array, fa)->dtype);
        rt_decref(fa);
      }
    } else if (!rt_is_str(first)) {
      Value fa = rt_array_from_value(first, -1);
      c->otype = rt_dtypeobj_new(RT_AS(Array, fa)->dtype);
      rt_decref(fa);
    }
    if (cache) rt_list_append(c->results, first); /* else NumPy calls it once more below */
    rt_cleanup_pop(m2, true);
  }
  for (int64_t k = rt_len(c->results); k < n; k++) {
    Value r = call_at(fn, argc, c->views, c->args, &va, nd, shape, k, false);
    rt_list_append(c->results, r);
    rt_decref(r);
  }
  if (nout > 1) { /* a tuple of arrays, the k-th of each result's tuple in the k-th */
    c->outs = rt_tuple_new(nout);
    for (int k = 0; k < nout; k++) {
      rt_decref(c->otype);
      c->otype = rt_list_new(n); /* the k-th outputs (held where veccall_free finds them) */
      for (int64_t i = 0; i < n; i++) {
        Value ri = RT_AS(List, c->results)->items[i];
        bool ok = rt_is_tuple(ri) && RT_AS(Tuple, ri)->n == nout;
        /* a result that is not a tuple of nout leaves its outputs unset: NaN in a float array */
        bool fl = !ok && !rt_is_undef(c->otypes[k]) && !np_is_obj_dtype(c->otypes[k]) &&
                  float_otype(c->otypes[k]);
        rt_list_append(c->otype, ok ? RT_AS(Tuple, ri)->items[k] : fl ? rt_float(NAN) : rt_none());
      }
      Value arr = n ? vec_result(c->otype, c->otypes[k], nd, shape)
                : np_is_obj_dtype(c->otypes[k]) ? np_objarr_new(nd, shape)
                : rt_array_new(rt_dtype_from_value(c->otypes[k]), nd, shape, false);
      rt_tuple_set(c->outs, k, arr);
    }
    Value r = c->outs;
    rt_incref(r);
    rt_cleanup_pop(mark, true);
    return r;
  }
  bool typed = !rt_is_undef(c->otype) && !np_is_obj_dtype(c->otype) && !rt_is_none(ot);
  for (int64_t i = 0; typed && i < n; i++) {
    Value ri = RT_AS(List, c->results)->items[i];
    if (rt_is_tuple(ri) || rt_is_list(ri))
      rt_raise(RT_EXC_ValueError, "setting an array element with a sequence.");
  }
  Value r = n ? vec_result(c->results, c->otype, nd, shape)
          : np_is_obj_dtype(c->otype) ? np_objarr_new(nd, shape)
                                      : rt_array_new(rt_dtype_from_value(c->otype), nd, shape, false);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.frompyfunc(func, nin, nout): func over the broadcast inputs into an object array, as
 * vectorize(func, otypes=[object]) does; all-scalar inputs give the result itself. With
 * nout other than 1 each call's result, a tuple of nout values, is spread over nout object
 * arrays (nout=0: the calls are made, and the result is ()). */
static Value frompyfunc_multi(Value self, int argc, const Value *argv, const Kwargs *kw);

static Value frompyfunc_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t nin = RT_AS(Tuple, self)->items[2].as.i;
  if (argc != nin)
    rt_raise(RT_EXC_TypeError, "%s (vectorized)() takes from %lld to %lld positional arguments "
             "but %d were given", rt_str_data(RT_AS(Tuple, self)->items[3]), (long long)nin,
             (long long)nin + RT_AS(Tuple, self)->items[4].as.i, argc);
  if (RT_AS(Tuple, self)->items[4].as.i != 1) return frompyfunc_multi(self, argc, argv, kw);
  Value r = np_vec_run(RT_AS(Tuple, self)->items[0], RT_AS(Tuple, self)->items[1], rt_none(),
                       false, argc, argv, kw);
  if (np_is_objarr(r) && RT_AS(NpObjArr, r)->ndim == 0) {
    Value item = RT_AS(NpObjArr, r)->items[0];
    rt_incref(item);
    rt_decref(r);
    return item;
  }
  return r;
}

/* The call np_vec_run makes for nout > 1: func's result kept in order in self = (func, list). */
static Value collect_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value r = rt_call(RT_AS(Tuple, self)->items[0], argc, argv, kw);
  rt_list_append(RT_AS(Tuple, self)->items[1], r);
  rt_decref(r);
  return rt_none();
}

/* out=: a tuple of nout arrays the results are written into (and returned). */
static Value multi_out(const Kwargs *kw, int64_t nout, Kwargs *rest, const char **names, Value *vals) {
  Value out = rt_undef();
  rest->n = 0, rest->names = names, rest->values = vals;
  for (int i = 0; kw && i < kw->n; i++) {
    if (!strcmp(kw->names[i], "out")) out = kw->values[i];
    else if (rest->n < 32) names[rest->n] = kw->names[i], vals[rest->n++] = kw->values[i];
  }
  if (!rt_is_undef(out) && (!rt_is_tuple(out) || rt_len(out) != nout))
    rt_raise(RT_EXC_ValueError, "The 'out' tuple must have exactly %lld entries: one per ufunc "
             "output", (long long)nout);
  return out;
}

static Value frompyfunc_multi(Value self, int argc, const Value *argv, const Kwargs *kw) {
  int64_t nout = RT_AS(Tuple, self)->items[4].as.i;
  const char *names[32];
  Value vals[32];
  Kwargs rest;
  Value out = multi_out(kw, nout, &rest, names, vals);
  Value results = rt_list_new(0), state = rt_undef(), call = rt_undef(), r = rt_undef(), outs = rt_undef();
  int mark = rt_cleanup_push_value(&results);
  rt_cleanup_push_value(&state);
  rt_cleanup_push_value(&call);
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&outs);
  state = rt_tuple_from(2, (Value[]){RT_AS(Tuple, self)->items[0], results});
  call = rt_native_bind("frompyfunc", collect_call, state);
  r = np_vec_run(call, RT_AS(Tuple, self)->items[1], rt_none(), false, argc, argv,
                 rest.n ? &rest : NULL);
  int nd = 0;
  int64_t shape[RT_MAXDIM];
  if (np_is_objarr(r)) {
    nd = RT_AS(NpObjArr, r)->ndim;
    memcpy(shape, RT_AS(NpObjArr, r)->shape, sizeof(int64_t) * (size_t)nd);
  } else { /* func() itself: no operands */
    rt_raise(RT_EXC_TypeError, "Weft's frompyfunc ufuncs with nout > 1 need an operand");
  }
  outs = rt_tuple_new(nout);
  for (int64_t j = 0; j < nout; j++) rt_tuple_set(outs, j, np_objarr_new(nd, shape));
  /* NumPy's object loop stops at a result that is not a tuple of nout values: the outputs
   * keep None from there on. */
  for (int64_t k = 0; k < rt_len(results); k++) {
    Value t = RT_AS(List, results)->items[k];
    if (!rt_is_tuple(t) || rt_len(t) != nout) break;
    for (int64_t j = 0; j < nout; j++)
      np_objarr_store(np_objarr_at(RT_AS(NpObjArr, RT_AS(Tuple, outs)->items[j]), k), RT_AS(Tuple, t)->items[j]);
  }
  Value res = rt_tuple_new(nout);
  for (int64_t j = 0; j < nout; j++) {
    Value o = RT_AS(Tuple, outs)->items[j], v;
    if (!rt_is_undef(out)) {
      v = RT_AS(Tuple, out)->items[j];
      rt_setitem(v, rt_ellipsis(), o);
      rt_incref(v);
    } else if (nd == 0) {
      v = RT_AS(NpObjArr, o)->items[0];
      rt_incref(v);
    } else {
      v = o;
      rt_incref(v);
    }
    rt_tuple_set(res, j, v);
  }
  rt_cleanup_pop(mark, true);
  return res;
}

static Value f_frompyfunc(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"func", "nin", "nout", "identity"};
  Value v[4];
  rt_parse_args("frompyfunc", argc, argv, kw, 4, names, 3, v);
  int64_t nin = rt_to_index(v[1], "nin"), nout = rt_to_index(v[2], "nout");
  if (nin < 0 || nout < 0) rt_raise(RT_EXC_ValueError, "np.frompyfunc's nin and nout must not be negative");
  if (nin + nout > 32)
    rt_raise(RT_EXC_ValueError, "Cannot construct a ufunc with more than 32 operands (requested "
             "number were: inputs = %lld and outputs = %lld)", (long long)nin, (long long)nout);
  Value ot = rt_str_from_c("O");
  int mark = rt_cleanup_push_value(&ot);
  Value name = rt_getattr(v[0], "__name__"); /* the ufunc's name, as NumPy's messages give it */
  rt_cleanup_push_value(&name);
  Value state = rt_tuple_from(5, (Value[]){v[0], ot, rt_int(nin), name, rt_int(nout)});
  rt_cleanup_push_value(&state);
  Value call = rt_native_bind("frompyfunc", frompyfunc_call, state);
  rt_cleanup_push_value(&call);
  Value r = np_pyufunc_new(call, name, (int)nin, (int)nout, rt_is_undef(v[3]) ? rt_none() : v[3]);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- apply_along_axis ---- */
static Value f_apply_along_axis(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"func1d", "axis", "arr"};
  np_require_pyargs("apply_along_axis", argc, argv, 3, names);
  Value fn = argv[0], a = rt_array_from_value(argv[2], -1), view = rt_undef(), buff = rt_undef();
  Value row = rt_undef(), res = rt_undef(), key = rt_undef(), cargs = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&view);
  rt_cleanup_push_value(&buff);
  rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&res);
  rt_cleanup_push_value(&key);
  rt_cleanup_push_value(&cargs);
  int nd = RT_AS(Array, a)->ndim;
  int ax = np_axis_index(rt_to_index(argv[1], "axis"), nd);
  int64_t perm[RT_MAXDIM];
  for (int d = 0, p = 0; d < nd; d++)
    if (d != ax) perm[p++] = d;
  perm[nd - 1] = ax;
  view = np_array_transpose_axes(a, nd, perm);
  Array *v = RT_AS(Array, view);
  int64_t outer = np_shape_size(nd - 1, v->shape, 1);
  if (outer == 0)
    rt_raise(RT_EXC_ValueError, "Cannot apply_along_axis when any iteration dimensions are 0");
  int nextra = argc - 3;
  Value *call = rt_malloc(sizeof(Value) * (size_t)(nextra + 1));
  rt_cleanup_push(free, call);
  for (int i = 0; i < nextra; i++) call[1 + i] = argv[3 + i];
  int64_t idx[RT_MAXDIM] = {0};
  int rnd = 0;
  for (int64_t k = 0; k < outer; k++) {
    rt_decref(key);
    key = shape_tuple(nd - 1, idx);
    rt_decref(row);
    row = np_array_getitem(view, key);
    call[0] = row;
    Value r0 = rt_call(fn, nextra + 1, call, kw);
    rt_decref(res);
    res = rt_array_from_value(r0, -1);
    rt_decref(r0);
    Array *ra = RT_AS(Array, res);
    if (k == 0) {
      int64_t bshape[RT_MAXDIM];
      rnd = ra->ndim;
      if (nd - 1 + rnd > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
      memcpy(bshape, v->shape, sizeof(int64_t) * (size_t)(nd - 1));
      memcpy(bshape + nd - 1, ra->shape, sizeof(int64_t) * (size_t)rnd);
      buff = rt_array_new(ra->dtype, nd - 1 + rnd, bshape, true);
    }
    np_array_setitem(buff, key, res);
    for (int d = nd - 2; d >= 0; d--) {
      if (++idx[d] < v->shape[d]) break;
      idx[d] = 0;
    }
  }
  /* the result's axes go where the applied axis was */
  int bnd = nd - 1 + rnd, p = 0;
  int64_t bperm[RT_MAXDIM];
  for (int d = 0; d < ax; d++) bperm[p++] = d;
  for (int d = bnd - rnd; d < bnd; d++) bperm[p++] = d;
  for (int d = ax; d < bnd - rnd; d++) bperm[p++] = d;
  Value r = np_array_transpose_axes(buff, bnd, bperm);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.apply_over_axes(func, a, axes): func(a, axis) for each axis in turn, a reduced axis put
 * back with length 1, so every step keeps the array's ndim. */
static Value f_apply_over_axes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"func", "a", "axes"};
  Value a[3];
  rt_parse_args("apply_over_axes", argc, argv, kw, 3, names, 3, a);
  Value val = rt_array_from_value(a[1], -1), axes = rt_undef();
  int mark = rt_cleanup_push_value(&val);
  rt_cleanup_push_value(&axes);
  int nd = RT_AS(Array, val)->ndim;
  axes = rt_is_list(a[2]) || rt_is_tuple(a[2]) || rt_is_array(a[2]) ? (rt_incref(a[2]), a[2])
                                                                    : rt_tuple_from(1, &a[2]);
  int64_t n = rt_len(axes);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(axes, rt_int(i));
    int64_t ax = rt_to_index(item, "axis");
    rt_decref(item);
    if (ax < 0) ax += nd;
    Value args[2] = {val, rt_int(ax)};
    Value res = rt_call(a[0], 2, args, NULL);
    Value arr = rt_array_from_value(res, -1);
    rt_decref(res);
    if (RT_AS(Array, arr)->ndim != RT_AS(Array, val)->ndim) {
      Value e[2] = {arr, rt_int(ax)};
      int m2 = rt_cleanup_push_value(&arr);
      Value x = np_callk("expand_dims", 2, e, 0, NULL, NULL);
      rt_cleanup_pop(m2, true);
      arr = x;
      if (RT_AS(Array, arr)->ndim != RT_AS(Array, val)->ndim) {
        rt_decref(arr);
        rt_raise(RT_EXC_ValueError, "function is not returning an array of the correct shape");
      }
    }
    rt_decref(val);
    val = arr;
  }
  rt_cleanup_pop(mark, false);
  rt_decref(axes);
  return val;
}

void np_register_apply(Value m) {
  rt_module_add_fn(m, "apply_over_axes", f_apply_over_axes);
  np_register_vectorize(m);
  rt_module_add_fn(m, "frompyfunc", f_frompyfunc);
  rt_module_add_fn(m, "apply_along_axis", f_apply_along_axis);
}
