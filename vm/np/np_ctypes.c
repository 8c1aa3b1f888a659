/* np_ctypes.c — NumPy's bridge to ctypes: `arr.ctypes` (data, shape, strides, data_as(T): a
 * ctypes pointer to the array's memory that keeps the array alive, through ctypes.cast and the
 * object's _as_parameter_) and np.ctypeslib.ndpointer(dtype, ndim, shape, flags): an argtypes
 * entry whose from_param checks an array with NumPy's messages and passes its address. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/ctypes_internal.h"
#include "array.h"
#include "np_internal.h"

typedef struct ArrCtypes {
  Obj hdr;
  Value arr; /* the array (owned) */
} ArrCtypes;

static void actypes_free(Obj *o) {
  rt_decref(((ArrCtypes *)o)->arr);
  free(o);
}

static Value int_tuple(int n, const int64_t *v) {
  Value t = rt_tuple_new(n);
  for (int k = 0; k < n; k++) rt_tuple_set(t, k, rt_int(v[k]));
  return t;
}

/* data_as(T): ctypes.cast(self, T); cast keeps self, and self the array. */
static Value actypes_data_as(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("data_as", argc, kw, 1, 1, RT_ARGS_ONE);
  Value ctypes = rt_import("ctypes");
  int mark = rt_cleanup_push_value(&ctypes);
  Value cast = rt_getattr(ctypes, "cast");
  rt_cleanup_push_value(&cast);
  Value args[2] = {self, argv[0]};
  Value r = rt_call(cast, 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value actypes_getattr(Value self, const char *name) {
  Array *a = RT_AS(Array, RT_AS(ArrCtypes, self)->arr);
  if (!strcmp(name, "data") || !strcmp(name, "_as_parameter_"))
    return rt_int_from_u64((uint64_t)(uintptr_t)a->data);
  if (!strcmp(name, "shape")) return int_tuple(a->ndim, a->shape);
  if (!strcmp(name, "strides")) return int_tuple(a->ndim, a->strides);
  if (!strcmp(name, "data_as")) return rt_native_bind("data_as", actypes_data_as, self);
  return rt_undef();
}

static Value actypes_repr(Value self) {
  return rt_str_printf("<numpy.core._internal._ctypes object at %p>", (void *)self.as.o);
}

static const ObjType actypes_type = {
    .name = "numpy.core._internal._ctypes",
    .free = actypes_free,
    .repr = actypes_repr,
    .getattr = actypes_getattr,
};

Value np_array_ctypes(Value arr) {
  ArrCtypes *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &actypes_type);
  rt_incref(arr);
  c->arr = arr;
  return rt_obj(c);
}

/* ---- ndpointer ---- */

typedef struct NdPointer {
  Obj hdr;
  int dtype;     /* -1: any */
  int ndim;      /* -1: any */
  Value shape;   /* a tuple, or None */
  bool c_contig; /* flags='C_CONTIGUOUS' (or 'C') */
} NdPointer;

static void ndp_free(Obj *o) {
  rt_decref(((NdPointer *)o)->shape);
  free(o);
}

static Value ndp_from_param(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("from_param", argc, kw, 1, 1, RT_ARGS_ONE);
  NdPointer *p = RT_AS(NdPointer, self);
  Value v = argv[0];
  if (!rt_is_array(v)) rt_raise(RT_EXC_TypeError, "argument must be an ndarray");
  Array *a = RT_AS(Array, v);
  if (p->dtype >= 0 && a->dtype != (DType)p->dtype)
    rt_raise(RT_EXC_TypeError, "array must have data type %s", rt_dtypes[p->dtype].name);
  if (p->ndim >= 0 && a->ndim != p->ndim)
    rt_raise(RT_EXC_TypeError, "array must have %d dimension(s)", p->ndim);
  if (rt_is_tuple(p->shape)) {
    Value have = int_tuple(a->ndim, a->shape);
    bool same = rt_equal(have, p->shape);
    rt_decref(have);
    if (!same) {
      Value r = rt_repr(p->shape);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_TypeError, "array must have shape %s", rt_str_data(r));
    }
  }
  if (p->c_contig && !rt_array_is_c_contiguous(a))
    rt_raise(RT_EXC_TypeError, "array must have flags ['C_CONTIGUOUS']");
  return np_array_ctypes(v);
}

static Value ndp_getattr(Value self, const char *name) {
  if (!strcmp(name, "from_param")) return rt_native_bind("from_param", ndp_from_param, self);
  return rt_undef();
}

static const ObjType ndp_type = {.name = "numpy.ctypeslib.ndpointer", .free = ndp_free, .getattr = ndp_getattr};

static Value c_ndpointer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"dtype", "ndim", "shape", "flags"};
  Value a[4];
  rt_parse_args("ndpointer", argc, argv, kw, 4, names, 0, a);
  NdPointer *p = rt_calloc(1, sizeof *p);
  rt_obj_init(&p->hdr, &ndp_type);
  p->shape = rt_none();
  Value pv = rt_obj(p);
  int mark = rt_cleanup_push_value(&pv);
  p->dtype = rt_is_undef(a[0]) || rt_is_none(a[0]) ? -1 : (int)rt_dtype_from_value(a[0]);
  p->ndim = rt_is_undef(a[1]) || rt_is_none(a[1]) ? -1 : (int)rt_to_index(a[1], "ndim");
  if (!rt_is_undef(a[2]) && !rt_is_none(a[2])) {
    p->shape = rt_is_tuple(a[2]) ? (rt_incref(a[2]), a[2]) : rt_tuple_from(1, &a[2]);
  }
  if (!rt_is_undef(a[3]) && !rt_is_none(a[3])) {
    if (!rt_is_str(a[3])) rt_raise(RT_EXC_TypeError, "ndpointer flags must be a str in Weft");
    const char *f = rt_str_data(a[3]);
    if (strcmp(f, "C_CONTIGUOUS") && strcmp(f, "C") && strcmp(f, "CONTIGUOUS"))
      rt_raise(RT_EXC_TypeError, "ndpointer flags other than 'C_CONTIGUOUS' are not supported in Weft");
    p->c_contig = true;
  }
  rt_cleanup_pop(mark, false);
  return pv;
}

/* ---- as_array ---- */

/* The dtype of a ctypes scalar type, -1 for one NumPy has no plain dtype for here. */
static int dtype_of_ctype(const CType *t) {
  if (t->kind != CT_SIMPLE) return -1;
  switch (t->code) {
  case 'b': return DT_INT8;
  case 'B': return DT_UINT8;
  case 'h': return DT_INT16;
  case 'H': return DT_UINT16;
  case 'i': return DT_INT32;
  case 'I': return DT_UINT32;
  case 'l': return DT_INT64;
  case 'L': return DT_UINT64;
  case 'f': return DT_FLOAT32;
  case 'd': return DT_FLOAT64;
  case '?': return DT_BOOL;
  default: return -1;
  }
}

/* np.ctypeslib.as_array(obj, shape=None): an array sharing a ctypes array's memory (nested
 * arrays give its dimensions), or a pointer's with the shape given; anything else as
 * np.asarray takes it. */
static Value c_as_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"obj", "shape"};
  Value a[2];
  rt_parse_args("as_array", argc, argv, kw, 2, names, 1, a);
  if (!ct_is_data(a[0])) return rt_array_from_value(a[0], -1);
  CData *d = RT_AS(CData, a[0]);
  CType *t = d->type;
  int64_t shape[RT_MAXDIM];
  int ndim = 0;
  char *data = d->ptr;
  if (t->kind == CT_POINTER) {
    if (rt_is_undef(a[1]) || rt_is_none(a[1]))
      rt_raise(RT_EXC_TypeError, "as_array() requires a shape argument when called on a pointer");
    ndim = np_parse_shape(a[1], shape);
    data = (char *)ct_load_ptr(d->ptr);
    t = t->target;
  }
  while (t->kind == CT_ARRAY && ndim < RT_MAXDIM) {
    shape[ndim++] = t->length;
    t = t->target;
  }
  int dt = dtype_of_ctype(t);
  if (dt < 0) rt_raise(RT_EXC_TypeError, "as_array() of ctypes type %s is not supported in Weft", t->name);
  return rt_array_over(&d->hdr, (DType)dt, ndim, shape, data);
}

void rt_numpy_ctypeslib_module_init(Value m) {
  rt_module_add_fn(m, "ndpointer", c_ndpointer);
  rt_module_add_fn(m, "as_array", c_as_array);
}
