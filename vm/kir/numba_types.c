/* numba_types.c — Numba's type objects on the host: scalar types (callable casts and signature
 * builders), array types from subscripts, and signatures. Strings are parsed by
 * kir_parse_signature. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "numba_types.h"

/* The module attributes naming Numba's scalar types: X(name, dtype). (How a type prints is
 * vm/kir's kir_type_name: "bool" for numba.boolean.) */
#define NB_TYPE_NAMES(X)                                                                    \
  X("boolean", BOOL) X("b1", BOOL) X("bool_", BOOL)                                         \
  X("int8", INT8) X("i1", INT8) X("int16", INT16) X("i2", INT16)                            \
  X("int32", INT32) X("i4", INT32) X("int64", INT64) X("i8", INT64) X("intp", INT64)        \
  X("int_", INT64) X("uint8", UINT8) X("u1", UINT8) X("byte", UINT8) X("uint16", UINT16)    \
  X("u2", UINT16) X("uint32", UINT32) X("u4", UINT32) X("uint64", UINT64) X("u8", UINT64)   \
  X("uintp", UINT64) X("float32", FLOAT32) X("f4", FLOAT32) X("float_", FLOAT32)            \
  X("float64", FLOAT64) X("f8", FLOAT64) X("double", FLOAT64) X("complex64", COMPLEX64)       \
  X("c8", COMPLEX64) X("complex128", COMPLEX128) X("c16", COMPLEX128)  \
  /* C's names, as Numba has them (cfunc signatures use them) */                               \
  X("intc", INT32) X("uintc", UINT32) X("short", INT16) X("ushort", UINT16) X("char", INT8)   \
  X("uchar", UINT8) X("long_", INT64) X("ulong", UINT64) X("longlong", INT64)                  \
  X("ulonglong", UINT64) X("uint", UINT64) X("size_t", UINT64) X("ssize_t", INT64)

static const struct {
  const char *name;
  DType dtype;
} type_names[] = {
#define X(name, dt) {name, DT_##dt},
    NB_TYPE_NAMES(X)
#undef X
};

static Value type_wrap(NbType *t) { return rt_obj(t); }

static NbType *type_alloc(void) {
  NbType *t = rt_calloc(1, sizeof *t);
  rt_obj_init(&t->hdr, &nb_type_type);
  return t;
}

Value nb_type_new(KirTy ty) {
  NbType *t = type_alloc();
  t->ty = ty;
  return type_wrap(t);
}

static Value sig_new(const KirSig *sig) {
  NbType *t = type_alloc();
  t->is_sig = true;
  t->sig = *sig;
  return type_wrap(t);
}

Value nb_sig_new(const KirSig *sig) { return sig_new(sig); }

typedef struct NamedType {
  Obj hdr;
  char *name;
  int nattrs;        /* attributes (ListType's item_type, ...): names and owned values */
  const char *attr_names[3];
  Value attrs[3];
  int nargs;         /* a signature's: its argument types' names (owned), -1 for a type */
  char **args;
} NamedType;

static Value named_repr(Value self) { return rt_str_from_c(RT_AS(NamedType, self)->name); }
static void named_free(Obj *o) {
  NamedType *t = (NamedType *)o;
  for (int k = 0; k < t->nattrs; k++) rt_decref(t->attrs[k]);
  for (int k = 0; k < t->nargs; k++) free(t->args[k]);
  free(t->args);
  free(t->name);
  free(o);
}
static Value named_getattr(Value self, const char *name) {
  const NamedType *t = RT_AS(NamedType, self);
  if (t->nargs >= 0 && !strcmp(name, "args")) { /* a signature's argument and return types */
    Value args = rt_tuple_new(t->nargs);
    for (int k = 0; k < t->nargs; k++) rt_tuple_set(args, k, nb_named_type_new(t->args[k]));
    return args;
  }
  if (t->nargs >= 0 && !strcmp(name, "return_type") && t->nattrs && rt_is_str(t->attrs[0]))
    return nb_named_type_new(rt_str_data(t->attrs[0]));
  for (int k = 0; k < t->nattrs; k++)
    if (!strcmp(name, t->attr_names[k])) {
      rt_incref(t->attrs[k]);
      return t->attrs[k];
    }
  return rt_undef();
}
static Value named_binop(BinOp op, Value a, Value b);
static Value named_call(Value self, int argc, const Value *argv, const Kwargs *kw);
/* Types compare by their names (named_binop, type_binop), so they hash by them: the keys of
 * dispatcher.overloads are tuples of them. */
static int64_t name_hash(Value self) {
  Value name = rt_repr(self);
  int64_t h = rt_hash(name);
  rt_decref(name);
  return h;
}
/* Numba's class of a named type, by the name's form (else Weft's own "Type"). */
static const char *named_class(Value self) {
  static const struct { const char *prefix, *cls; } classes[] = {
      {"ListType[", "numba.core.types.containers.ListType"}, {"DictType[", "numba.core.types.containers.DictType"},
      {"UniTuple(", "numba.core.types.containers.UniTuple"}, {"Tuple(", "numba.core.types.containers.Tuple"},
      {"array(", "numba.core.types.npytypes.Array"}, {"unicode_type", "numba.core.types.misc.UnicodeType"},
  };
  const char *name = ((const NamedType *)self.as.o)->name;
  for (size_t k = 0; k < sizeof classes / sizeof classes[0]; k++)
    if (!strncmp(name, classes[k].prefix, strlen(classes[k].prefix))) return classes[k].cls;
  size_t n = strlen(name);
  if (n > 1 && name[n - 1] == '*') return "numba.core.types.misc.CPointer";
  return "Type";
}

static const ObjType named_type_type = {.name = "Type", .free = named_free, .repr = named_repr,
                                        .getattr = named_getattr, .binop = named_binop, .call = named_call,
                                        .hash = name_hash, .type_name = named_class};
static bool is_named(Value v) { return rt_is_type(v, &named_type_type); }

/* A type's name, for a signature over it: Weft's types by kir_type_name, named ones by name. */
static bool arg_type_name(Value v, char *buf, int n) {
  if (is_named(v) && RT_AS(NamedType, v)->nargs < 0) return snprintf(buf, (size_t)n, "%s", RT_AS(NamedType, v)->name) < n;
  if (!nb_is_type(v) || RT_AS(NbType, v)->is_sig || RT_AS(NbType, v)->is_tuple) return false;
  kir_type_name(RT_AS(NbType, v)->ty, buf, n);
  return true;
}

/* ret(args...) where a named type takes part: a signature known by its text (names kept). */
static Value named_sig_new(Value ret, int argc, const Value *argv) {
  char names[KIR_MAX_ARGS][160], rname[160];
  if (argc > KIR_MAX_ARGS || !arg_type_name(ret, rname, sizeof rname)) return rt_undef();
  for (int k = 0; k < argc; k++)
    if (!arg_type_name(argv[k], names[k], sizeof names[k])) return rt_undef();
  return nb_named_sig_new(argc, names, rname);
}

Value nb_named_sig_new(int argc, const char (*names)[160], const char *rname) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_putc(&sb, '(');
  for (int k = 0; k < argc; k++) rt_sb_puts(&sb, k ? ", " : ""), rt_sb_puts(&sb, names[k]);
  rt_sb_puts(&sb, argc == 1 ? ",) -> " : ") -> ");
  rt_sb_puts(&sb, rname);
  Value text = rt_sb_to_str(&sb);
  Value sig = nb_named_type_new(rt_str_data(text));
  rt_decref(text);
  NamedType *t = RT_AS(NamedType, sig);
  t->args = rt_calloc((size_t)(argc ? argc : 1), sizeof *t->args);
  for (int k = 0; k < argc; k++) t->args[k] = rt_strdup(names[k]);
  t->nargs = argc;
  t->attrs[0] = rt_str_from_c(rname);
  t->attr_names[0] = "return_type_name";
  t->nattrs = 1;
  return sig;
}

static Value named_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "type calls take no keyword arguments");
  Value sig = RT_AS(NamedType, self)->nargs < 0 ? named_sig_new(self, argc, argv) : rt_undef();
  if (rt_is_undef(sig)) rt_raise(RT_EXC_TypeError, "'%s' is not callable with these arguments", RT_AS(NamedType, self)->name);
  return sig;
}

static Value named_binop(BinOp op, Value a, Value b) {
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !(is_named(a) || nb_is_type(a)) || !(is_named(b) || nb_is_type(b)))
    return rt_undef();
  Value x = rt_repr(a), y = rt_repr(b);
  bool eq = strcmp(rt_str_data(x), rt_str_data(y)) == 0;
  rt_decref(x);
  rt_decref(y);
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

const char *nb_named_type_name(Value v) {
  return is_named(v) && RT_AS(NamedType, v)->nargs < 0 ? RT_AS(NamedType, v)->name : NULL;
}

void nb_named_type_set_attr(Value v, const char *name, Value val) {
  NamedType *t = RT_AS(NamedType, v);
  if (t->nattrs == 3) rt_raise(RT_EXC_RuntimeError, "too many attributes of a named type");
  t->attr_names[t->nattrs] = name;
  rt_incref(val);
  t->attrs[t->nattrs++] = val;
}

bool nb_named_sig(Value v, int *nargs, char (*names)[160], char *ret, size_t n) {
  if (!is_named(v) || RT_AS(NamedType, v)->nargs < 0) return false;
  const NamedType *t = RT_AS(NamedType, v);
  *nargs = t->nargs;
  for (int k = 0; k < t->nargs; k++) snprintf(names[k], 160, "%s", t->args[k]);
  snprintf(ret, n, "%s", rt_str_data(t->attrs[0]));
  return true;
}

/* A signature string whose return type is a tuple, which KirSig cannot hold:
 * 'UniTuple(float64, 2)(float64[:])' or 'Tuple((int64, float64))(int64[:])'. Numba's Tuple of
 * one item type is its UniTuple, named 'UniTuple(float64 x 2)'. */
bool nb_tuple_ret_sig(Value v, int *nargs, char (*names)[160], char *ret, size_t n) {
  if (!rt_is_str(v)) return false;
  const char *text = rt_str_data(v), *p = text;
  while (*p == ' ') p++;
  bool uni = !strncmp(p, "UniTuple(", 9);
  if (!uni && strncmp(p, "Tuple((", 7)) return false;
  const char *items = p + (uni ? 8 : 6); /* at the '(' of the items */
  const char *close = strchr(items, ')'); /* item types hold no parentheses */
  if (!close) return false;
  char buf[256];
  KirSig elems;
  int count = 1;
  if (uni) { /* '(T, n)': T, then the count */
    const char *comma = strrchr(items, ',');
    if (!comma || comma > close || (size_t)(comma - items) >= sizeof buf) return false;
    snprintf(buf, sizeof buf, "%.*s)", (int)(comma - items), items);
    char *end;
    long c = strtol(comma + 1, &end, 10);
    while (*end == ' ') end++;
    if (c < 1 || c > KIR_MAX_ARGS || end != close) return false;
    count = (int)c;
  } else {
    if ((size_t)(close - items) >= sizeof buf) return false;
    snprintf(buf, sizeof buf, "%.*s)", (int)(close - items), items);
  }
  kir_parse_signature(buf, &elems);
  if (elems.nargs < 1 || (uni && elems.nargs != 1)) return false;
  const char *rest = close + 1 + (uni ? 0 : 1); /* past 'UniTuple(T, n)' or 'Tuple((...))' */
  if (!uni && close[1] != ')') return false;
  KirSig args;
  kir_parse_signature(rest, &args);
  if (args.ret.kind != KIR_TY_INFER) return false;
  bool same = true;
  for (int k = 1; k < elems.nargs; k++)
    same &= !memcmp(&elems.args[k], &elems.args[0], sizeof elems.args[0]);
  char tb[64];
  if (uni || same) {
    snprintf(ret, n, "UniTuple(%s x %d)", kir_type_name(elems.args[0], tb, sizeof tb), uni ? count : elems.nargs);
  } else {
    size_t used = (size_t)snprintf(ret, n, "Tuple(");
    for (int k = 0; k < elems.nargs && used < n; k++)
      used += (size_t)snprintf(ret + used, n - used, "%s%s", k ? ", " : "", kir_type_name(elems.args[k], tb, sizeof tb));
    if (used < n) snprintf(ret + used, n - used, ")");
  }
  *nargs = args.nargs;
  for (int k = 0; k < args.nargs; k++) kir_type_name(args.args[k], names[k], 160);
  return true;
}

Value nb_named_type_new(const char *name) {
  NamedType *t = rt_calloc(1, sizeof *t);
  rt_obj_init(&t->hdr, &named_type_type);
  t->name = rt_strdup(name);
  t->nargs = -1;
  return rt_obj(&t->hdr);
}

Value nb_tuple_type_new(const KirTy *items, int n) {
  if (n < 1 || n > KIR_MAX_ARGS) rt_raise(RT_EXC_TypeError, "cannot type a tuple of %d items", n);
  NbType *t = type_alloc();
  t->is_tuple = true;
  t->sig.nparams = 1;
  t->sig.tuple_n[0] = (unsigned char)n;
  t->sig.nargs = n;
  for (int k = 0; k < n; k++) t->sig.args[k] = items[k];
  return type_wrap(t);
}

static KirTy scalar_ty(DType dt) {
  KirTy t = {KIR_TY_SCALAR, dt, 0, 'A', 0};
  return t;
}

/* Numba's text: "float32", "array(float32, 1d, A)", "(float32, int32) -> float32". */
static Value type_repr(Value self) {
  NbType *t = RT_AS(NbType, self);
  char buf[64];
  if (t->is_tuple) {
    char tb[1024];
    return rt_str_from_c(kir_args_name(&t->sig, tb, sizeof tb));
  }
  if (!t->is_sig) return rt_str_from_c(kir_type_name(t->ty, buf, sizeof buf));
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_putc(&sb, '(');
  for (int i = 0; i < t->sig.nargs; i++) {
    if (i) rt_sb_puts(&sb, ", ");
    rt_sb_puts(&sb, kir_type_name(t->sig.args[i], buf, sizeof buf));
  }
  rt_sb_puts(&sb, t->sig.nargs == 1 ? ",) -> " : ") -> ");
  rt_sb_puts(&sb, kir_type_name(t->sig.ret, buf, sizeof buf));
  return rt_sb_to_str(&sb);
}

/* numba.float32(x) on the host casts like NumPy's C cast (int32(2**40) wraps to 0). */
static Value scalar_cast(DType dt, Value v) {
  Value arr = rt_array_from_value(v, -1);
  Array *a = RT_AS(Array, arr);
  if (a->size != 1) {
    rt_raise(RT_EXC_TypeError, "only scalars can be converted to %s", rt_dtypes[dt].name);
  }
  char elem[8];
  rt_elem_cast(dt, elem, a->dtype, a->data);
  rt_decref(arr);
  return rt_npscalar_new(dt, elem);
}

/* float32(float32, int32) builds a signature; float32(1.5) casts. */
static Value type_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NbType *t = RT_AS(NbType, self);
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "type calls take no keyword arguments");
  bool all_types = argc <= KIR_MAX_ARGS;
  for (int i = 0; i < argc; i++) {
    all_types = all_types && nb_is_type(argv[i]) && !RT_AS(NbType, argv[i])->is_sig && !RT_AS(NbType, argv[i])->is_tuple;
  }
  if (!all_types && !t->is_sig) {
    Value named = named_sig_new(self, argc, argv);
    if (!rt_is_undef(named)) return named;
  }
  if (all_types && !t->is_sig) {
    KirSig sig;
    memset(&sig, 0, sizeof sig);
    sig.ret = t->ty;
    sig.nargs = argc;
    for (int i = 0; i < argc; i++) sig.args[i] = RT_AS(NbType, argv[i])->ty;
    return sig_new(&sig);
  }
  if (!t->is_sig && t->ty.kind == KIR_TY_SCALAR && argc == 1) return scalar_cast(t->ty.dtype, argv[0]);
  rt_raise(RT_EXC_TypeError, "'%s' is not callable with these arguments", rt_str_data(type_repr(self)));
}

/* One subscript item of float32[:, ::1]: a bare slice; returns true when it is ::1. */
static bool array_dim(Value item) {
  if (!rt_is_type(item, &rt_slice_type) || !rt_is_none(RT_AS(Slice, item)->start) ||
      !rt_is_none(RT_AS(Slice, item)->stop)) {
    rt_raise(RT_EXC_TypeError, "array types are written with slices, like float32[:, :]");
  }
  Value step = RT_AS(Slice, item)->step;
  return step.tag == RT_INT && step.as.i == 1;
}

static Value type_getitem(Value self, Value key) {
  NbType *t = RT_AS(NbType, self);
  if (t->is_sig || t->ty.kind != KIR_TY_SCALAR) {
    rt_raise(RT_EXC_TypeError, "only scalar types can be subscripted to make array types");
  }
  int n = rt_is_tuple(key) ? (int)RT_AS(Tuple, key)->n : 1;
  const Value *items = rt_is_tuple(key) ? RT_AS(Tuple, key)->items : &key;
  bool contiguous = false;
  for (int i = 0; i < n; i++) contiguous = array_dim(items[i]) && i == n - 1;
  KirTy a = {KIR_TY_ARRAY, t->ty.dtype, n, contiguous ? 'C' : 'A', 0};
  return nb_type_new(a);
}

static Value type_binop(BinOp op, Value a, Value b) {
  if (is_named(a) || is_named(b)) return named_binop(op, a, b);
  if ((op != RT_OP_EQ && op != RT_OP_NE) || !nb_is_type(a) || !nb_is_type(b)) return rt_undef();
  Value x = type_repr(a), y = type_repr(b);
  bool eq = strcmp(rt_str_data(x), rt_str_data(y)) == 0;
  rt_decref(x);
  rt_decref(y);
  return rt_bool(op == RT_OP_EQ ? eq : !eq);
}

/* An array type's dtype, ndim and layout, a number type's bitwidth: what @overload typing
 * functions read. */
static Value type_getattr(Value self, const char *name) {
  const NbType *t = RT_AS(NbType, self);
  if (t->is_sig && !t->sig.nparams && !strcmp(name, "return_type")) return nb_type_new(t->sig.ret);
  if (t->is_sig && !t->sig.nparams && !strcmp(name, "args")) { /* flat arguments only (no tuples) */
    Value args = rt_tuple_new(t->sig.nargs);
    for (int k = 0; k < t->sig.nargs; k++) rt_tuple_set(args, k, nb_type_new(t->sig.args[k]));
    return args;
  }
  if (t->is_sig || t->is_tuple) return rt_undef();
  if (t->ty.kind == KIR_TY_ARRAY && !t->ty.rec) {
    KirTy item = {KIR_TY_SCALAR, t->ty.dtype, 0, 'A', 0};
    if (strcmp(name, "dtype") == 0) return nb_type_new(item);
    if (strcmp(name, "ndim") == 0) return rt_int(t->ty.ndim);
    if (strcmp(name, "layout") == 0) return rt_str_from_c((char[]){t->ty.layout, 0});
  }
  if (t->ty.kind == KIR_TY_SCALAR && strcmp(name, "bitwidth") == 0) return rt_int(8 * rt_dtypes[t->ty.dtype].itemsize);
  return rt_undef();
}

/* Numba's class of a type object: types.int64 is an Integer, float64[:] an Array. */
static const char *scalar_class(Value self);
static const char *type_class(Value self) {
  const char *cls = scalar_class(self);
  return cls ? cls : "numba.Type";
}

static const char *scalar_class(Value self) {
  const NbType *t = RT_AS(NbType, self);
  if (t->is_sig) return "numba.core.typing.templates.Signature";
  if (t->is_tuple) {
    Value r = rt_repr(self);
    bool uni = rt_is_str(r) && !strncmp(rt_str_data(r), "UniTuple(", 9);
    rt_decref(r);
    return uni ? "numba.core.types.containers.UniTuple" : "numba.core.types.containers.Tuple";
  }
  if (t->ty.kind == KIR_TY_VOID) return "numba.core.types.misc.NoneType";
  if (t->ty.kind == KIR_TY_ARRAY) return t->ty.rec ? NULL : "numba.core.types.npytypes.Array";
  if (t->ty.kind != KIR_TY_SCALAR) return NULL;
  switch (rt_dtypes[t->ty.dtype].kind) {
  case 'b': return "numba.core.types.scalars.Boolean";
  case 'i': case 'u': return "numba.core.types.scalars.Integer";
  case 'f': return t->ty.dtype == DT_FLOAT16 ? NULL : "numba.core.types.scalars.Float";
  case 'c': return "numba.core.types.scalars.Complex";
  case 'M': return "numba.core.types.scalars.NPDatetime";
  case 'm': return "numba.core.types.scalars.NPTimedelta";
  default: return NULL;
  }
}

const ObjType nb_type_type = {
    .type_name = type_class,
    .name = "numba.Type",
    .free = (void (*)(Obj *))free,
    .repr = type_repr,
    .getattr = type_getattr,
    .call = type_call,
    .getitem = type_getitem,
    .binop = type_binop,
    .hash = name_hash,
};

void nb_signature_from_value(Value v, KirSig *out) {
  if (rt_is_str(v)) {
    kir_parse_signature(rt_str_data(v), out);
    return;
  }
  if (nb_is_type(v) && RT_AS(NbType, v)->is_sig) {
    *out = RT_AS(NbType, v)->sig;
    return;
  }
  /* a tuple of argument types: the return type is left to the typer */
  if (rt_is_tuple(v) && RT_AS(Tuple, v)->n <= KIR_MAX_ARGS) {
    Tuple *t = RT_AS(Tuple, v);
    memset(out, 0, sizeof *out);
    out->ret.kind = KIR_TY_INFER;
    out->nargs = (int)t->n;
    bool ok = true;
    for (int64_t i = 0; i < t->n && ok; i++) {
      ok = nb_is_type(t->items[i]) && !RT_AS(NbType, t->items[i])->is_sig && !RT_AS(NbType, t->items[i])->is_tuple;
      if (ok) out->args[i] = RT_AS(NbType, t->items[i])->ty;
    }
    if (ok) return;
  }
  rt_raise(RT_EXC_TypeError, "a signature must be a string or a Numba signature, not '%s'",
           rt_type_name(v));
}

int nb_dtype_of(Value v) {
  if (nb_is_type(v)) {
    NbType *t = RT_AS(NbType, v);
    return !t->is_sig && t->ty.kind == KIR_TY_SCALAR ? (int)t->ty.dtype : -1;
  }
  int dt = rt_dtype_try_from_value(v);
  if (dt == DT_LONGDOUBLE) /* Numba has no long double type */
    rt_raise(RT_EXC_TypeError, "float128 (np.longdouble) is not supported in compiled code in "
                               "Weft (Numba has no float128 type)");
  return dt;
}

/* types.CPointer(T): a pointer to T, named as Numba prints it (float64*); cfunc signatures
 * take it. */
static Value types_cpointer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("CPointer", argc, kw, 1, 1);
  if (!nb_is_type(argv[0]) || RT_AS(NbType, argv[0])->is_sig)
    rt_raise(RT_EXC_TypeError, "CPointer() takes a Numba type, not '%s'", rt_type_name(argv[0]));
  Value s = rt_to_str(argv[0]);
  char name[160];
  snprintf(name, sizeof name, "%s*", rt_str_data(s));
  rt_decref(s);
  Value t = nb_named_type_new(name);
  nb_named_type_set_attr(t, "dtype", argv[0]);
  return t;
}

void nb_register_types(Value m) {
  rt_module_add_fn(m, "CPointer", types_cpointer);
  Value by_dtype[DT_COUNT];
  for (int d = 0; d < DT_COUNT; d++) by_dtype[d] = nb_type_new(scalar_ty((DType)d));
  for (size_t i = 0; i < sizeof type_names / sizeof type_names[0]; i++) {
    Value t = by_dtype[type_names[i].dtype];
    rt_incref(t);
    rt_module_set(m, type_names[i].name, t);
  }
  for (int d = 0; d < DT_COUNT; d++) rt_decref(by_dtype[d]);
  KirTy none = {KIR_TY_VOID, DT_FLOAT64, 0, 'A', 0};
  Value v = nb_type_new(none);
  rt_incref(v);
  rt_module_set(m, "void", v);
  rt_module_set(m, "none", v);
}
