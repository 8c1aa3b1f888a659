/* np_pickle.c — pickling arrays and dtypes as NumPy 1.24 does: an array reduces to
 * numpy.core.multiarray._reconstruct(ndarray, (0,), b'b') with the state (1, shape, dtype,
 * False, its C-order bytes), which __setstate__ puts back; a dtype to numpy.dtype('f8', False,
 * True) with the state (3, '<', None, None, None, -1, -1, 0). The pickler asks through its
 * reduce hook (pickle.c), the unpickler finds _reconstruct in numpy.core.multiarray. Fortran
 * order and non-native byte orders are not read. */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/py.h"
#include "np_internal.h"
#include "np_objarray.h"
#include "np_pickle_kinds.h"
#include "np_strarray.h"

/* 'f8', 'i4', 'b1': the type string NumPy's dtype reduce gives (no byte order). */
static Value type_string(DType dt) {
  const DTypeInfo *info = &rt_dtypes[dt];
  return rt_str_printf("%c%d", info->kind, info->itemsize);
}

/* numpy.dtype(ts, False, True) with the state (3, order, None, None, None, -1, -1, flags). */
static Value dtype_reduce_as(Value ts, const char *order_text, int flags) {
  Value np = rt_import("numpy");
  int mark = rt_cleanup_push_value(&np);
  Value h[3] = {rt_getattr(np, "dtype"), rt_undef(), rt_undef()};
  rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  rt_cleanup_push_value(&h[2]);
  h[1] = rt_tuple_from(3, (Value[3]){ts, rt_bool(false), rt_bool(true)});
  Value order = rt_str_from_c(order_text);
  h[2] = rt_tuple_from(8, (Value[8]){rt_int(3), order, rt_none(), rt_none(), rt_none(), rt_int(-1), rt_int(-1), rt_int(flags)});
  rt_decref(order);
  Value r = rt_tuple_from(3, h);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dtype_reduce(DType dt, bool swapped) {
  Value ts = type_string(dt);
  int mark = rt_cleanup_push_value(&ts);
  Value r = dtype_reduce_as(ts, rt_dtypes[dt].itemsize == 1 ? "|" : swapped ? ">" : "<", 0);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Laid out in Fortran order: strides growing from the first axis (unit axes skipped). */
static bool f_contiguous(const Array *a) {
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] == 1) continue;
    if (a->strides[d] != want) return false;
    want *= a->shape[d];
  }
  return true;
}

static Value array_reduce(Value arr) {
  Value np = rt_import("numpy"), ma = rt_undef();
  int mark = rt_cleanup_push_value(&np);
  rt_cleanup_push_value(&ma);
  ma = rt_import("numpy.core.multiarray");
  Value h[6] = {rt_getattr(ma, "_reconstruct"), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  for (int k = 0; k < 6; k++) rt_cleanup_push_value(&h[k]);
  Array *a = RT_AS(Array, arr);
  Value cls = rt_getattr(np, "ndarray"), zero = rt_tuple_from(1, (Value[1]){rt_int(0)});
  Value b = rt_bytes_new(&rt_bytes_type, "b", 1);
  h[1] = rt_tuple_from(3, (Value[3]){cls, zero, b});
  rt_decref(cls);
  rt_decref(zero);
  rt_decref(b);
  h[3] = rt_tuple_new(a->ndim);
  for (int d = 0; d < a->ndim; d++) rt_tuple_set(h[3], d, rt_int(a->shape[d]));
  h[4] = rt_getattr(arr, "dtype");
  /* NumPy writes an F-contiguous array's bytes in Fortran order (those of its transpose) */
  bool fortran = a->ndim > 1 && !rt_array_is_c_contiguous(a) && f_contiguous(a);
  Value tb = rt_undef(), t = fortran ? rt_getattr(arr, "T") : (rt_incref(arr), arr);
  rt_cleanup_push_value(&t);
  tb = rt_getattr(t, "tobytes");
  rt_cleanup_push_value(&tb);
  h[5] = rt_call(tb, 0, NULL, NULL);
  h[2] = rt_tuple_from(5, (Value[5]){rt_int(1), h[3], h[4], rt_bool(fortran), h[5]});
  Value r = rt_tuple_from(3, h);
  rt_cleanup_pop(mark, true);
  return r;
}

/* An object array as NumPy reduces it: the state's data is the list of its items in C order
 * (dtype('O'), whose flags are 63). */
static Value objarr_reduce(Value arr) {
  Value ma = rt_import("numpy.core.multiarray"), np = rt_undef();
  int mark = rt_cleanup_push_value(&ma);
  rt_cleanup_push_value(&np);
  np = rt_import("numpy");
  Value h[6] = {rt_getattr(ma, "_reconstruct"), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  for (int k = 0; k < 6; k++) rt_cleanup_push_value(&h[k]);
  const NpObjArr *a = RT_AS(NpObjArr, arr);
  Value cls = rt_getattr(np, "ndarray"), zero = rt_tuple_from(1, (Value[1]){rt_int(0)});
  Value b = rt_bytes_new(&rt_bytes_type, "b", 1);
  h[1] = rt_tuple_from(3, (Value[3]){cls, zero, b});
  rt_decref(cls);
  rt_decref(zero);
  rt_decref(b);
  h[3] = np_shape_tuple(a->ndim, a->shape);
  h[4] = np_objdtype_new();
  h[5] = rt_list_new(a->size);
  for (int64_t k = 0; k < a->size; k++) rt_list_append(h[5], *np_objarr_at(a, k));
  h[2] = rt_tuple_from(5, (Value[5]){rt_int(1), h[3], h[4], rt_bool(false), h[5]});
  Value r = rt_tuple_from(3, h);
  rt_cleanup_pop(mark, true);
  return r;
}

/* An object array's __reduce__() / __reduce_ex__(protocol). */
Value np_objarr_m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__reduce__", argc, kw, 0, 1, RT_ARGS_NONE);
  return objarr_reduce(self);
}

/* The pickler's hook: (callable, args, state) for an array or a builtin dtype, else unset. */
static Value np_reduce_hook(Value obj) {
  if (rt_is_array(obj)) return array_reduce(obj);
  if (np_is_objarr(obj)) return objarr_reduce(obj);
  if (np_is_objdtype(obj)) {
    Value ts = rt_str_from_c("O8");
    int mark = rt_cleanup_push_value(&ts);
    Value r = dtype_reduce_as(ts, "|", 63);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_type(obj, &rt_dtypeobj_type))
    return dtype_reduce(RT_AS(DTypeObj, obj)->dtype, RT_AS(DTypeObj, obj)->dvar & NP_DVAR_SWAPPED);
  Value rng = np_pickle_reduce_rng(obj);
  return rt_is_undef(rng) ? np_pickle_reduce_kinds(obj) : rng;
}

/* np.load's unpickling of an object array: the multiarray module and its _reconstruct. */
typedef struct {
  Value ma, orig;
} Swap;

static void put_back(Value ma, Value orig) {
  rt_incref(orig);
  rt_module_set(ma, "_reconstruct", orig);
}

static void swap_restore(void *p) {
  Swap *s = p;
  if (!rt_is_undef(s->orig)) put_back(s->ma, s->orig);
  rt_decref(s->orig);
  rt_decref(s->ma);
}

/* Stands in for _reconstruct while np.load unpickles an object array: the first array reduced
 * is the outermost one (before its state's items are read), made an object array; later calls
 * (arrays among the items: the pickle names _reconstruct once and reuses it from its memo) are
 * the real one's. self: the list [module, _reconstruct, used]. */
static Value f_reconstruct_objarr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value *st = RT_AS(List, self)->items;
  if (rt_truthy(st[2])) return rt_call(st[1], argc, argv, kw);
  rt_check_args("_reconstruct", argc, kw, 3, 3, RT_ARGS_NONE);
  st[2] = rt_bool(true);
  int64_t zero = 0;
  return np_objarr_new(1, &zero);
}

Value np_pickle_load_objarr(Value data) {
  Swap s = {rt_import("numpy.core.multiarray"), rt_undef()};
  Value pk = rt_undef(), loads = rt_undef();
  int mark = rt_cleanup_push(swap_restore, &s);
  rt_cleanup_push_value(&pk);
  rt_cleanup_push_value(&loads);
  pk = rt_import("pickle");
  loads = rt_getattr(pk, "loads");
  s.orig = rt_getattr(s.ma, "_reconstruct");
  Value st = rt_list_new(3);
  rt_list_append(st, s.ma);
  rt_list_append(st, s.orig);
  rt_list_append(st, rt_bool(false));
  rt_module_set(s.ma, "_reconstruct", rt_native_bind("_reconstruct", f_reconstruct_objarr, st));
  rt_decref(st);
  Value r = rt_call(loads, 1, &data, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* An object array's __setstate__((1, shape, dtype('O'), False, items)): it becomes that array. */
Value np_objarr_setstate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("__setstate__", argc, kw, 1, 1, RT_ARGS_NONE);
  Value st = argv[0];
  if (!rt_is_tuple(st) || RT_AS(Tuple, st)->n != 5) rt_raise(RT_EXC_ValueError, "invalid state for ndarray.__setstate__");
  const Value *it = RT_AS(Tuple, st)->items;
  if (!rt_is_tuple(it[1]) || !rt_is_list(it[4])) rt_raise(RT_EXC_TypeError, "invalid ndarray state");
  const Tuple *sh = RT_AS(Tuple, it[1]);
  int64_t shape[RT_MAXDIM];
  if (sh->n > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  for (int64_t d = 0; d < sh->n; d++) shape[d] = rt_to_index(sh->items[d], NULL);
  Value fresh = np_objarr_new((int)sh->n, shape);
  NpObjArr *n = RT_AS(NpObjArr, fresh), *a = RT_AS(NpObjArr, self);
  const List *items = RT_AS(List, it[4]);
  if (items->n != n->size) {
    rt_decref(fresh);
    rt_raise(RT_EXC_ValueError, "buffer size does not match array size");
  }
  for (int64_t k = 0; k < n->size; k++) np_objarr_store(np_objarr_at(n, k), items->items[k]);
  NpObjArr tmp = *a; /* swap all but the header: fresh frees what a held */
  Obj hdr = a->hdr, nhdr = n->hdr;
  *a = *n;
  a->hdr = hdr;
  *n = tmp;
  n->hdr = nhdr;
  rt_decref(fresh);
  return rt_none();
}

/* a.__setstate__((version, shape, dtype, is_fortran, rawdata)): a becomes that array. */
static Value m_setstate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("__setstate__", argc, kw, 1, 1, RT_ARGS_NONE);
  Value st = argv[0];
  if (!rt_is_tuple(st) || RT_AS(Tuple, st)->n != 5) rt_raise(RT_EXC_ValueError, "invalid state for ndarray.__setstate__");
  const Value *it = RT_AS(Tuple, st)->items;
  if (np_is_objdtype(it[2])) /* the array was made before its dtype was read: not an object array */
    rt_raise(RT_EXC_NotImplementedError, "Weft's pickle.loads makes no object arrays (np.load(..., "
                                         "allow_pickle=True) reads those np.save wrote)");
  if (!rt_is_tuple(it[1]) || !rt_is_bytes_like(it[4])) rt_raise(RT_EXC_TypeError, "invalid ndarray state");
  if (rt_truthy(it[3])) rt_raise(RT_EXC_NotImplementedError, "Weft reads no Fortran-ordered array pickles");
  DType dt = rt_dtype_from_value(it[2]);
  const Tuple *sh = RT_AS(Tuple, it[1]);
  int64_t shape[RT_MAXDIM];
  if (sh->n > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  for (int64_t d = 0; d < sh->n; d++) shape[d] = rt_to_index(sh->items[d], NULL);
  Value fresh = rt_array_new(dt, (int)sh->n, shape, false);
  Array *n = RT_AS(Array, fresh), *a = RT_AS(Array, self);
  const Bytes *raw = RT_AS(Bytes, it[4]);
  if (raw->n != n->size * rt_dtypes[dt].itemsize) {
    rt_decref(fresh);
    rt_raise(RT_EXC_ValueError, "buffer size does not match array size");
  }
  memcpy(n->data, raw->data, (size_t)raw->n);
  Array tmp = *a; /* swap all but the header: fresh frees what a held */
  Obj hdr = a->hdr, nhdr = n->hdr;
  *a = *n;
  a->hdr = hdr;
  *n = tmp;
  n->hdr = nhdr;
  rt_decref(fresh);
  return rt_none();
}

static Value m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__reduce__", argc, kw, 0, 1, RT_ARGS_NONE);
  return array_reduce(self);
}

static bool masked_array_class(Value obj) {
  Value ma = rt_import("numpy.ma");
  Value cls = rt_module_lookup(ma, "MaskedArray");
  bool same = rt_is(cls, obj);
  rt_decref(ma);
  return same;
}

/* The pickler's name hook: where NumPy's own functions and classes that pickles name live. */
static bool np_global_name(Value obj, const char **mod, const char **qual) {
  static const char *const names[][2] = {{"numpy", "ndarray"}, {"numpy", "dtype"},
                                         {"numpy.core.multiarray", "_reconstruct"},
                                         {"numpy.core.multiarray", "scalar"},
                                         {"numpy.random._pickle", "__bit_generator_ctor"},
                                         {"numpy.random._pickle", "__generator_ctor"},
                                         {"numpy.random._pickle", "__randomstate_ctor"}};
  if (masked_array_class(obj)) { /* numpy.ma.core is no module of Weft's */
    *mod = "numpy.ma";
    *qual = "MaskedArray";
    return true;
  }
  if (!rt_is_native(obj)) return false;
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    if (strcmp(RT_AS(NativeFunc, obj)->name, names[k][1])) continue;
    Value m = rt_import(names[k][0]);
    Value v = rt_module_lookup(m, names[k][1]);
    bool same = rt_is(v, obj);
    rt_decref(m);
    if (!same) continue;
    *mod = names[k][0];
    *qual = names[k][1];
    return true;
  }
  return false;
}

void np_register_pickle(Value m) {
  (void)m;
  np_register_method("__setstate__", m_setstate);
  np_register_method("__reduce__", m_reduce);
  np_register_method("__reduce_ex__", m_reduce);
  py_set_pickle_reduce_hook(np_reduce_hook, np_global_name);
  np_pickle_kinds_register();
}

void np_pickle_multiarray_init(Value m) { np_pickle_kinds_init(m); }

/* dtype.__setstate__(state): a builtin dtype is native-ordered already; nothing to restore. */
static Value dtype_setstate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("__setstate__", argc, kw, 1, 1, RT_ARGS_NONE);
  const Value *it = rt_is_tuple(argv[0]) && RT_AS(Tuple, argv[0])->n > 1 ? RT_AS(Tuple, argv[0])->items : NULL;
  if (it && rt_is_str(it[1]) && !strcmp(rt_str_data(it[1]), ">"))
    rt_raise(RT_EXC_NotImplementedError, "Weft reads no big-endian dtype pickles");
  return rt_none();
}

Value np_dtype_pickle_attr(Value self, const char *name) {
  if (!strcmp(name, "__setstate__")) return rt_native_method_new("__setstate__", "dtype.__setstate__", dtype_setstate, self);
  return rt_undef();
}
