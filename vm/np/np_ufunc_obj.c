/* np_ufunc_obj.c — NumPy's ufuncs as objects: np.add, np.sin, ... are instances of np.ufunc
 * (repr "<ufunc 'add'>") with nin/nout/nargs/identity/types/ntypes/__name__ and the methods reduce,
 * accumulate, reduceat (np_ufunc_reduce.c), outer and at (here).
 *
 * A call goes straight to np_ufunc.c's np_ufunc_call_binary/unary, as the plain natives did:
 * the object only adds one indirection through its type's call slot.
 */
#include <fenv.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_usersub.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct NpUfunc {
  Obj hdr;
  const char *name; /* NumPy's ufunc name: np.abs is "absolute" */
  int nin;          /* 1 (op is an NpUnary) or 2 (an NpBinary) */
  int op;
  /* A ufunc whose loops live in a native function (divmod, modf, frexp, float_power, isnat,
   * matmul): fn is that native, nout its outputs; op is -1 and the methods are refused. */
  int nout;
  Value fn;
} NpUfunc;

static const ObjType ufunc_type;

static bool is_ufunc(Value v) { return rt_is_type(v, &ufunc_type); }

const char *np_ufunc_name(Value v) { return is_ufunc(v) ? RT_AS(NpUfunc, v)->name : NULL; }

bool np_ufunc_info(Value v, int *op, int *nin) {
  if (!is_ufunc(v) || RT_AS(NpUfunc, v)->op < 0) return false;
  *op = RT_AS(NpUfunc, v)->op;
  *nin = RT_AS(NpUfunc, v)->nin;
  return true;
}

static Value ufunc_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NpUfunc *u = RT_AS(NpUfunc, self);
  if (np_usersub_in_args(argc, argv, kw)) return np_usersub_ufunc(self, "__call__", argc, argv, kw);
  if (u->op < 0) return rt_call(u->fn, argc, argv, kw);
  if (u->nin == 2) return np_ufunc_call_binary((NpBinary)u->op, argc, argv, kw);
  return np_ufunc_call_unary((NpUnary)u->op, argc, argv, kw);
}

/* The ufunc's identity as NumPy 1.24 gives it (None for most). */
Value np_ufunc_identity(NpBinary op) {
  switch (op) {
    case NPB_ADD: case NPB_OR: case NPB_XOR: case NPB_HYPOT: case NPB_GCD: return rt_int(0);
    case NPB_LOGADDEXP: case NPB_LOGADDEXP2: return rt_float(-INFINITY);
    case NPB_MUL: return rt_int(1);
    case NPB_AND: return rt_int(-1);
    case NPB_LAND: return rt_bool(true);
    case NPB_LOR: case NPB_LXOR: return rt_bool(false);
    default: return rt_none();
  }
}

static NpUfunc *binary_self(Value self, const char *what) {
  NpUfunc *u = RT_AS(NpUfunc, self);
  if (u->nin != 2) rt_raise(RT_EXC_ValueError, "%s only supported for binary functions", what);
  if (u->nout != 1)
    rt_raise(RT_EXC_ValueError, "%s only supported for functions returning a single value", what);
  if (u->op < 0) rt_raise(RT_EXC_TypeError, "np.%s.%s is not supported in Weft", u->name, what);
  return u;
}

static Value m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (np_usersub_in_args(argc, argv, kw)) return np_usersub_ufunc(self, "reduce", argc, argv, kw);
  return np_ufunc_reduce((NpBinary)binary_self(self, "reduce")->op, argc, argv, kw);
}

static Value m_accumulate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (np_usersub_in_args(argc, argv, kw)) return np_usersub_ufunc(self, "accumulate", argc, argv, kw);
  return np_ufunc_accumulate((NpBinary)binary_self(self, "accumulate")->op, argc, argv, kw);
}

static Value m_reduceat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (np_usersub_in_args(argc, argv, kw)) return np_usersub_ufunc(self, "reduceat", argc, argv, kw);
  return np_ufunc_reduceat((NpBinary)binary_self(self, "reduceat")->op, argc, argv, kw);
}

/* ufunc.outer(a, b): op(a[..., None, ...], b), a's axes followed by b's. */
static Value m_outer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (np_usersub_in_args(argc, argv, kw)) return np_usersub_ufunc(self, "outer", argc, argv, kw);
  NpUfunc *u = binary_self(self, "outer product");
  static const char *const names[] = {"A", "B", "out"};
  Value v[3];
  rt_parse_args("outer", argc, argv, kw, 3, names, 2, v);
  Value a = rt_array_from_value(v[0], -1), b = rt_undef(), a2 = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&a2);
  b = rt_array_from_value(v[1], -1);
  const Array *x = RT_AS(Array, a), *y = RT_AS(Array, b);
  if (x->ndim + y->ndim > RT_MAXDIM)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, x->ndim + y->ndim);
  int64_t shape[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
  for (int d = 0; d < y->ndim; d++) shape[x->ndim + d] = 1;
  a2 = np_array_reshape(a, x->ndim + y->ndim, shape);
  Value out = rt_is_undef(v[2]) || rt_is_none(v[2]) ? rt_undef() : v[2];
  if (!rt_is_undef(out) && !rt_is_array(out))
    rt_raise(RT_EXC_TypeError, "return arrays must be of ArrayType");
  Value r = np_apply_binary((NpBinary)u->op, a2, b, out);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- ufunc.at(a, indices, b=None): unbuffered, so repeated indices apply every time ---- */

/* Pointer to the element of a at C-order flat position k. */
static char *elem_at(const Array *a, int64_t k) {
  char *p = a->data;
  for (int d = a->ndim - 1; d >= 0; d--) {
    p += (k % a->shape[d]) * a->strides[d];
    k /= a->shape[d];
  }
  return p;
}

/* The C-order flat positions a[indices] selects: np.arange(a.size).reshape(a.shape)[indices],
 * which also raises NumPy's IndexErrors. */
static Value positions(const Array *a, Value indices) {
  int64_t n = a->size;
  Value flat = rt_array_new(DT_INT64, 1, &n, false);
  int64_t *f = (int64_t *)RT_AS(Array, flat)->data;
  for (int64_t i = 0; i < n; i++) f[i] = i;
  Value grid = np_array_reshape(flat, a->ndim, a->shape);
  rt_decref(flat);
  int mark = rt_cleanup_push_value(&grid);
  Value sel = np_array_getitem(grid, indices);
  rt_cleanup_push_value(&sel);
  Value pos = rt_array_from_value(sel, DT_INT64);
  Value c = rt_array_contiguous(pos, false);
  rt_decref(pos);
  rt_cleanup_pop(mark, true);
  return c;
}

/* One element: *ap = op(*ap, *bp) computed in dtype c (out dtype odt), cast back unsafely. */
static void at_one(NpLoop loop, int nin, const Array *a, char *ap, DType c, DType odt,
                   const char *bp) {
  int64_t buf[3][2] = {{0}}, s[3] = {0, 0, 0};
  char *p[3] = {(char *)buf[0], (char *)buf[1], (char *)buf[2]};
  rt_elem_cast(c, p[0], a->dtype, ap);
  if (nin == 2) memcpy(p[1], bp, (size_t)rt_dtypes[c].itemsize);
  else p[1] = p[2];
  loop(1, p, s);
  rt_elem_cast(a->dtype, ap, odt, p[nin]);
}

static Value m_at(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (np_usersub_in_args(argc, argv, kw)) return np_usersub_ufunc(self, "at", argc, argv, kw);
  NpUfunc *u = RT_AS(NpUfunc, self);
  static const char *const names[] = {"a", "indices", "b"};
  Value v[3];
  rt_parse_args("at", argc, argv, kw, 3, names, 2, v);
  if (u->op < 0) rt_raise(RT_EXC_TypeError, "np.%s.at is not supported in Weft", u->name);
  if (!rt_is_array(v[0])) rt_raise(RT_EXC_TypeError, "first operand must be array");
  if (u->nin == 2 && rt_is_undef(v[2]))
    rt_raise(RT_EXC_ValueError, "second operand needed for ufunc");
  if (u->nin == 1 && !rt_is_undef(v[2]))
    rt_raise(RT_EXC_ValueError, "second operand provided when ufunc is unary");
  const Array *a = RT_AS(Array, v[0]);
  if (!a->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value pos = positions(a, v[1]), b = rt_undef();
  int mark = rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&b);
  NpClass cls = u->nin == 2 ? np_binary_class[u->op] : np_unary_class[u->op];
  Value operands[2] = {v[0], v[2]};
  DType s = np_result_type_of(u->nin, operands);
  DType c = cls == NPC_CMP || cls == NPC_PRED ? s : np_class_dtype(cls, s, u->name);
  NpLoop loop = u->nin == 2 ? np_binary_loop((NpBinary)u->op, c) : np_unary_loop((NpUnary)u->op, c);
  if (!loop) np_ufunc_no_loop(u->name);
  DType odt = cls == NPC_CMP || cls == NPC_PRED ? DT_BOOL : c;
  const Array *pa = RT_AS(Array, pos);
  if (u->nin == 2) {
    Value bc = rt_array_from_value(v[2], (int)c);
    b = rt_array_broadcast_to(bc, pa->ndim, pa->shape);
    rt_decref(bc);
  }
  np_int_divzero = 0;
  feclearexcept(FE_ALL_EXCEPT);
  const int64_t *k = (const int64_t *)pa->data;
  if (u->nin == 2) {
    NpIter it;
    int64_t i = 0;
    for (np_iter_init(&it, RT_AS(Array, b)); it.more; np_iter_next(&it), i++)
      at_one(loop, 2, a, elem_at(a, k[i]), c, odt, it.ptr);
  } else {
    for (int64_t i = 0; i < pa->size; i++) at_one(loop, 1, a, elem_at(a, k[i]), c, odt, NULL);
  }
  np_int_report(u->name);
  if (np_kind_rank(c) == 2 && fetestexcept(FE_DIVBYZERO)) np_warn("divide by zero", u->name);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- the object ---- */
static const struct { const char *name; NativeFn fn; } methods[] = {
    {"reduce", m_reduce}, {"accumulate", m_accumulate}, {"reduceat", m_reduceat},
    {"outer", m_outer},   {"at", m_at},
};

/* The ufunc's loop signatures from the generated table (empty if it lacks the name). */
static const char *ufunc_types(const NpUfunc *u) {
  for (const NpUfuncTypes *t = np_ufunc_types; t->name; t++)
    if (!strcmp(t->name, u->name)) return t->types;
  return "";
}

/* ufunc.types: the list of 'dd->d' strings; ufunc.ntypes: how many. */
static Value types_attr(const NpUfunc *u, bool count) {
  Value l = count ? rt_undef() : rt_list_new(0);
  int64_t n = 0;
  for (const char *p = ufunc_types(u); *p; n++) {
    size_t len = strcspn(p, " ");
    if (!count) {
      Value s = rt_str_new(p, len);
      rt_list_append(l, s);
      rt_decref(s);
    }
    p += len + (p[len] == ' ');
  }
  return count ? rt_int(n) : l;
}

static Value ufunc_getattr(Value self, const char *name) {
  NpUfunc *u = RT_AS(NpUfunc, self);
  if (!strcmp(name, "__name__")) return rt_str_from_c(u->name);
  if (!strcmp(name, "nin")) return rt_int(u->nin);
  if (!strcmp(name, "nout")) return rt_int(u->nout);
  if (!strcmp(name, "nargs")) return rt_int(u->nin + u->nout);
  if (!strcmp(name, "types") || !strcmp(name, "ntypes")) return types_attr(u, name[0] == 'n');
  if (!strcmp(name, "identity")) return u->nin == 2 ? np_ufunc_identity((NpBinary)u->op) : rt_none();
  if (!strcmp(name, "signature")) /* the one generalized ufunc among them */
    return strcmp(u->name, "matmul") ? rt_none() : rt_str_from_c("(n?,k),(k,m?)->(n?,m?)");
  for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
    if (!strcmp(name, methods[i].name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  return rt_undef();
}

static RtMethodFn ufunc_method(Value self, const char *name) {
  (void)self;
  for (size_t i = 0; i < sizeof methods / sizeof *methods; i++)
    if (!strcmp(name, methods[i].name)) return methods[i].fn;
  return NULL;
}

static Value ufunc_repr(Value self) {
  return rt_str_printf("<ufunc '%s'>", RT_AS(NpUfunc, self)->name);
}

static Value ufunc_type_object(Value self) {
  (void)self;
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "ufunc");
  rt_decref(np);
  return cls;
}

static void ufunc_free(Obj *o) {
  rt_decref(((NpUfunc *)o)->fn);
  free(o);
}

static const ObjType ufunc_type = {
    .name = "numpy.ufunc",
    .free = ufunc_free,
    .repr = ufunc_repr,
    .getattr = ufunc_getattr,
    .call = ufunc_call,
    .type_object = ufunc_type_object,
    .method = ufunc_method,
};

static Value ufunc_new(const char *name, int nin, int op) {
  NpUfunc *u = rt_calloc(1, sizeof *u);
  rt_obj_init(&u->hdr, &ufunc_type);
  u->name = name;
  u->nin = nin;
  u->op = op;
  u->nout = 1;
  u->fn = rt_none();
  return rt_obj(u);
}

/* The module's native `name` (nin inputs, nout outputs) as a ufunc object calling it. */
static void wrap_native(Value m, const char *name, int nin, int nout) {
  Value fn = rt_module_lookup(m, name);
  if (!rt_is_native(fn)) return;
  Value u = ufunc_new(name, nin, -1);
  RT_AS(NpUfunc, u)->nout = nout;
  rt_incref(fn);
  RT_AS(NpUfunc, u)->fn = fn;
  rt_module_set(m, name, u);
}

void np_wrap_native_ufuncs(Value m) {
  wrap_native(m, "divmod", 2, 2);
  wrap_native(m, "modf", 1, 2);
  wrap_native(m, "frexp", 1, 2);
  wrap_native(m, "float_power", 2, 1);
  wrap_native(m, "isnat", 1, 1);
  wrap_native(m, "matmul", 2, 1);
}

static Value no_instances(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  rt_raise(RT_EXC_TypeError, "cannot create 'numpy.ufunc' instances");
}

/* Module attribute name (an alias such as np.abs shares the object of np.absolute). */
static void add_alias(Value m, const char *alias, const char *name) {
  Value u = rt_module_lookup(m, name);
  rt_incref(u);
  rt_module_set(m, alias, u);
}

void np_register_ufunc_objects(Value m) {
#define X(e, name, cls) rt_module_set(m, name, ufunc_new(name, 2, NPB_##e));
  NP_BINARY_OPS(X)
#undef X
#define X(e, name, cls) rt_module_set(m, name, ufunc_new(name, 1, NPU_##e));
  NP_UNARY_OPS(X)
#undef X
  add_alias(m, "true_divide", "divide");
  add_alias(m, "mod", "remainder");
  add_alias(m, "abs", "absolute");
  add_alias(m, "bitwise_not", "invert");
  rt_module_set(m, "ufunc", rt_native_class("ufunc", no_instances, is_ufunc, "<class 'numpy.ufunc'>"));
}
