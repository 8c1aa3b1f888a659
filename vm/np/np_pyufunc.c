/* np_pyufunc.c — the ufunc np.frompyfunc makes: calling it runs the Python function over the
 * broadcast inputs (np_apply.c's frompyfunc call, kept as `call`), and as a ufunc it has
 * nin/nout/nargs/identity/__name__, repr "<ufunc 'f (vectorized)'>" and, for two inputs, the
 * methods reduce and accumulate (along axis 0, over the input as an object array, as NumPy's
 * object loops see Python values) and outer. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_stats.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct PyUfunc {
  Obj hdr;
  Value call;     /* the elementwise call */
  Value name;     /* the function's __name__ */
  Value identity; /* identity= (None when not given) */
  int nin, nout;
} PyUfunc;

static const ObjType pyufunc_type;

static Value vectorized_name(PyUfunc *u) {
  return rt_str_printf("%s (vectorized)", rt_str_data(u->name));
}

/* array as an object array and its first axis length; axis must be 0 here. */
static Value as_objects(PyUfunc *u, const char *meth, Value array, Value axis, int64_t *n) {
  if (u->nin != 2)
    rt_raise(RT_EXC_ValueError, "%s only supported for binary functions", meth);
  if (u->nout != 1)
    rt_raise(RT_EXC_ValueError, "%s only supported for functions returning a single value", meth);
  if (np_given(axis) && rt_to_index(axis, "axis") != 0)
    rt_raise(RT_EXC_TypeError, "Weft's frompyfunc ufuncs %s along axis 0 only", meth);
  Value code = rt_str_from_c("O");
  int mark = rt_cleanup_push_value(&code);
  static const char *const kn[] = {"dtype"};
  Value o = np_callk("asarray", 1, &array, 1, kn, &code);
  rt_cleanup_pop(mark, true);
  Value shape = rt_getattr(o, "shape");
  if (rt_len(shape) == 0) {
    rt_decref(shape), rt_decref(o);
    rt_raise(RT_EXC_TypeError, "cannot %s on a scalar", meth);
  }
  *n = rt_len(o);
  rt_decref(shape);
  return o;
}

static Value m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  PyUfunc *u = RT_AS(PyUfunc, self);
  static const char *const names[] = {"array", "axis", "dtype", "out", "keepdims", "initial", "where"};
  Value v[7];
  rt_parse_args("reduce", argc, argv, kw, 7, names, 1, v);
  int64_t n;
  Value o = as_objects(u, "reduce", v[0], v[1], &n), acc = rt_undef();
  int mark = rt_cleanup_push_value(&o);
  rt_cleanup_push_value(&acc);
  Value init = !rt_is_undef(v[5]) ? v[5] : u->identity;
  int64_t start = 0;
  if (!rt_is_none(init)) {
    rt_incref(init);
    acc = init;
  } else if (n == 0) {
    Value nm = vectorized_name(u);
    rt_cleanup_push_value(&nm);
    rt_raise(RT_EXC_ValueError, "zero-size array to reduction operation %s which has no identity",
             rt_str_data(nm));
  } else {
    acc = rt_getitem(o, rt_int(0));
    start = 1;
  }
  for (int64_t i = start; i < n; i++) {
    Value item = rt_getitem(o, rt_int(i));
    int m2 = rt_cleanup_push_value(&item);
    Value next = rt_call(u->call, 2, (Value[]){acc, item}, NULL);
    rt_decref(acc);
    acc = next;
    rt_cleanup_pop(m2, true);
  }
  rt_incref(acc);
  rt_cleanup_pop(mark, true);
  return acc;
}

static Value m_accumulate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  PyUfunc *u = RT_AS(PyUfunc, self);
  static const char *const names[] = {"array", "axis", "dtype", "out"};
  Value v[4];
  rt_parse_args("accumulate", argc, argv, kw, 4, names, 1, v);
  int64_t n;
  Value o = as_objects(u, "accumulate", v[0], v[1], &n), out = rt_undef(), acc = rt_undef();
  int mark = rt_cleanup_push_value(&o);
  rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&acc);
  Value cp = rt_getattr(o, "copy");
  out = rt_call(cp, 0, NULL, NULL);
  rt_decref(cp);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(o, rt_int(i));
    int m2 = rt_cleanup_push_value(&item);
    Value next = i == 0 ? (rt_incref(item), item) : rt_call(u->call, 2, (Value[]){acc, item}, NULL);
    rt_decref(acc);
    acc = next;
    rt_setitem(out, rt_int(i), acc);
    rt_cleanup_pop(m2, true);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* outer(a, b): the call on a reshaped to a.shape + (1,) * b.ndim, and b. */
static Value m_outer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  PyUfunc *u = RT_AS(PyUfunc, self);
  rt_check_nargs("outer", argc, kw, 2, 2);
  if (u->nin != 2) rt_raise(RT_EXC_ValueError, "outer product only supported for binary functions");
  Value a = np_call1("asarray", argv[0]), b = rt_undef(), shape = rt_undef(), ar = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&shape);
  rt_cleanup_push_value(&ar);
  b = np_call1("asarray", argv[1]);
  Value sa = rt_getattr(a, "shape"), ones = rt_tuple_new(RT_AS(Array, b)->ndim);
  for (int d = 0; d < RT_AS(Array, b)->ndim; d++) rt_tuple_set(ones, d, rt_int(1));
  shape = rt_binop(RT_OP_ADD, sa, ones);
  rt_decref(sa), rt_decref(ones);
  ar = np_callk("reshape", 2, (Value[]){a, shape}, 0, NULL, NULL);
  Value r = rt_call(u->call, 2, (Value[]){ar, b}, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {{"reduce", m_reduce}, {"accumulate", m_accumulate}, {"outer", m_outer}};

static Value pyufunc_getattr(Value self, const char *name) {
  PyUfunc *u = RT_AS(PyUfunc, self);
  if (!strcmp(name, "__name__")) return vectorized_name(u);
  if (!strcmp(name, "nin")) return rt_int(u->nin);
  if (!strcmp(name, "nout")) return rt_int(u->nout);
  if (!strcmp(name, "nargs")) return rt_int(u->nin + u->nout);
  if (!strcmp(name, "ntypes")) return rt_int(1);
  if (!strcmp(name, "identity")) return rt_incref(u->identity), u->identity;
  for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
    if (!strcmp(name, methods[i].name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  return rt_undef();
}

static Value pyufunc_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rt_call(RT_AS(PyUfunc, self)->call, argc, argv, kw);
}

static Value pyufunc_repr(Value self) {
  return rt_str_printf("<ufunc '%s (vectorized)'>", rt_str_data(RT_AS(PyUfunc, self)->name));
}

static Value pyufunc_type_object(Value self) {
  (void)self;
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "ufunc");
  rt_decref(np);
  return cls;
}

static void pyufunc_free(Obj *o) {
  PyUfunc *u = (PyUfunc *)o;
  rt_decref(u->call), rt_decref(u->name), rt_decref(u->identity);
  free(u);
}

static const ObjType pyufunc_type = {
    .name = "numpy.ufunc",
    .free = pyufunc_free,
    .repr = pyufunc_repr,
    .getattr = pyufunc_getattr,
    .call = pyufunc_call,
    .type_object = pyufunc_type_object,
};

Value np_pyufunc_new(Value call, Value name, int nin, int nout, Value identity) {
  PyUfunc *u = rt_calloc(1, sizeof *u);
  rt_obj_init(&u->hdr, &pyufunc_type);
  rt_incref(call), rt_incref(name), rt_incref(identity);
  u->call = call;
  u->name = name;
  u->nin = nin;
  u->nout = nout;
  u->identity = identity;
  return rt_obj(u);
}
