/* dunder.c — the special methods of builtin values, asked for by name: (10).__add__(5),
 * [1, 2].__len__(), int.__add__(1, 2), hasattr(x, "__iter__"). rt_getattr comes here when a
 * builtin value's own attributes lack the name; each method runs the generic operation (ops.h)
 * and exists only where the value's type supports it (a number has __add__, a list __len__,
 * every value __eq__ and __repr__). An arithmetic method given an operand its type does not
 * take returns NotImplemented, as CPython's slot wrappers do. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "bigint.h"
#include "class.h"
#include "complex.h"
#include "dict.h"
#include "exc.h"
#include "hash.h"
#include "native.h"
#include "objects.h"
#include "ops.h"

typedef enum {
  K_NUM = 1,      /* int, float, bool, complex */
  K_INT = 2,      /* int and bool only */
  K_SEQ = 4,      /* str, list, tuple: + and * */
  K_STR = 8,      /* str's % */
  K_SET = 16,     /* set and frozenset: & | ^ - */
  K_ANY = 32,     /* every value */
  K_NPA = 64,     /* NumPy's arrays (ndarray, matrix, masked, ...): @, divmod, in place, int() */
  K_NPS = 128,    /* NumPy's number scalars: divmod, int(), float(), round() */
  K_REAL = 256,   /* int, bool and float: int(), float(), round(), math.trunc/floor/ceil */
} Kind;

typedef enum { F_BIN, F_RBIN, F_UN, F_ABS, F_BOOL, F_LEN, F_GETITEM, F_SETITEM, F_DELITEM,
               F_CONTAINS, F_ITER, F_NEXT, F_STR, F_REPR, F_HASH, F_FORMAT, F_IBIN, F_DIVMOD,
               F_RDIVMOD, F_INT, F_FLOAT, F_COMPLEX, F_INDEX, F_ROUND, F_SIZEOF, F_MATH } Form;

typedef struct Dunder {
  const char *name;
  int kinds;
  Form form;
  int op; /* BinOp or UnOp; F_MATH: which of math_fns */
} Dunder;

static const Dunder table[] = {
    {"__add__", K_NUM | K_SEQ, F_BIN, RT_OP_ADD},          {"__radd__", K_NUM, F_RBIN, RT_OP_ADD},
    {"__sub__", K_NUM | K_SET, F_BIN, RT_OP_SUB},          {"__rsub__", K_NUM | K_SET, F_RBIN, RT_OP_SUB},
    {"__mul__", K_NUM | K_SEQ, F_BIN, RT_OP_MUL},          {"__rmul__", K_NUM | K_SEQ, F_RBIN, RT_OP_MUL},
    {"__truediv__", K_NUM, F_BIN, RT_OP_TRUEDIV},          {"__rtruediv__", K_NUM, F_RBIN, RT_OP_TRUEDIV},
    {"__floordiv__", K_NUM, F_BIN, RT_OP_FLOORDIV},        {"__rfloordiv__", K_NUM, F_RBIN, RT_OP_FLOORDIV},
    {"__mod__", K_NUM | K_STR, F_BIN, RT_OP_MOD},          {"__rmod__", K_NUM | K_STR, F_RBIN, RT_OP_MOD},
    {"__pow__", K_NUM, F_BIN, RT_OP_POW},                  {"__rpow__", K_NUM, F_RBIN, RT_OP_POW},
    {"__lshift__", K_INT, F_BIN, RT_OP_LSHIFT},            {"__rshift__", K_INT, F_BIN, RT_OP_RSHIFT},
    {"__and__", K_INT | K_SET, F_BIN, RT_OP_AND},          {"__rand__", K_INT | K_SET, F_RBIN, RT_OP_AND},
    {"__or__", K_INT | K_SET, F_BIN, RT_OP_OR},            {"__ror__", K_INT | K_SET, F_RBIN, RT_OP_OR},
    {"__xor__", K_INT | K_SET, F_BIN, RT_OP_XOR},          {"__rxor__", K_INT | K_SET, F_RBIN, RT_OP_XOR},
    {"__eq__", K_ANY, F_BIN, RT_OP_EQ},                    {"__ne__", K_ANY, F_BIN, RT_OP_NE},
    {"__lt__", K_ANY, F_BIN, RT_OP_LT},                    {"__le__", K_ANY, F_BIN, RT_OP_LE},
    {"__gt__", K_ANY, F_BIN, RT_OP_GT},                    {"__ge__", K_ANY, F_BIN, RT_OP_GE},
    {"__neg__", K_NUM, F_UN, RT_UOP_NEG},                  {"__pos__", K_NUM, F_UN, RT_UOP_POS},
    {"__invert__", K_INT, F_UN, RT_UOP_INVERT},            {"__abs__", K_NUM, F_ABS, 0},
    {"__bool__", K_NUM, F_BOOL, 0},                        {"__len__", 0, F_LEN, 0},
    {"__getitem__", 0, F_GETITEM, 0},                      {"__setitem__", 0, F_SETITEM, 0},
    {"__delitem__", 0, F_DELITEM, 0},                      {"__contains__", 0, F_CONTAINS, 0},
    {"__iter__", 0, F_ITER, 0},                            {"__next__", 0, F_NEXT, 0},
    {"__str__", K_ANY, F_STR, 0},                          {"__repr__", K_ANY, F_REPR, 0},
    {"__hash__", K_ANY, F_HASH, 0},                        {"__format__", K_ANY, F_FORMAT, 0},
    {"__matmul__", K_NPA, F_BIN, RT_OP_MATMUL},            {"__rmatmul__", K_NPA, F_RBIN, RT_OP_MATMUL},
    {"__divmod__", K_NPA | K_NPS, F_DIVMOD, 0},            {"__rdivmod__", K_NPA | K_NPS, F_RDIVMOD, 0},
    {"__int__", K_NPA | K_NPS | K_REAL, F_INT, 0},         {"__float__", K_NPA | K_NPS | K_REAL, F_FLOAT, 0},
    {"__complex__", K_NPA, F_COMPLEX, 0},                  {"__index__", K_NPA | K_INT, F_INDEX, 0},
    {"__round__", K_NPS | K_REAL, F_ROUND, 0},             {"__sizeof__", 0, F_SIZEOF, 0},
    {"__trunc__", K_REAL, F_MATH, 0},                      {"__floor__", K_REAL, F_MATH, 1},
    {"__ceil__", K_REAL, F_MATH, 2},
    {"__iadd__", K_NPA, F_IBIN, RT_OP_ADD},                {"__isub__", K_NPA, F_IBIN, RT_OP_SUB},
    {"__imul__", K_NPA, F_IBIN, RT_OP_MUL},                {"__itruediv__", K_NPA, F_IBIN, RT_OP_TRUEDIV},
    {"__ifloordiv__", K_NPA, F_IBIN, RT_OP_FLOORDIV},      {"__imod__", K_NPA, F_IBIN, RT_OP_MOD},
    {"__ipow__", K_NPA, F_IBIN, RT_OP_POW},                {"__imatmul__", K_NPA, F_IBIN, RT_OP_MATMUL},
    {"__ilshift__", K_NPA, F_IBIN, RT_OP_LSHIFT},          {"__irshift__", K_NPA, F_IBIN, RT_OP_RSHIFT},
    {"__iand__", K_NPA, F_IBIN, RT_OP_AND},                {"__ior__", K_NPA, F_IBIN, RT_OP_OR},
    {"__ixor__", K_NPA, F_IBIN, RT_OP_XOR},
    {"__rlshift__", K_INT, F_RBIN, RT_OP_LSHIFT},          {"__rrshift__", K_INT, F_RBIN, RT_OP_RSHIFT},
};

static int kinds_of(Value v) {
  int k = K_ANY;
  if (v.tag == RT_INT || v.tag == RT_BOOL || rt_is_bigint(v)) k |= K_NUM | K_INT | K_REAL;
  else if (v.tag == RT_FLOAT) k |= K_NUM | K_REAL;
  else if (rt_is_complex(v)) k |= K_NUM;
  else if (rt_is_str(v)) k |= K_SEQ | K_STR;
  else if (rt_is_list(v) || rt_is_tuple(v)) k |= K_SEQ;
  else if (rt_is_anyset(v)) k |= K_SET;
  else if (rt_is_array_number(v)) k |= K_NUM | K_INT | K_NPA;
  else if (rt_is_scalar_number(v)) k |= K_NUM | K_INT | K_NPS;
  return k;
}

/* A NumPy scalar's class name (numpy.complex64, numpy.bool_): which scalars have __complex__,
 * __index__ and __round__ (complex ones / integer ones / all but bool_). */
static bool np_scalar_named(Value v, const char *part) {
  return strstr(rt_type_name(v), part) != NULL;
}

static bool np_scalar_has(const Dunder *d, Value v) {
  int64_t i;
  switch (d->form) {
  case F_COMPLEX: return np_scalar_named(v, "complex");
  case F_INDEX: return v.as.o->type->index && v.as.o->type->index(v, &i);
  case F_ROUND: return !np_scalar_named(v, "bool");
  default: return false;
  }
}

/* The types whose __sizeof__ is sys.getsizeof's answer less CPython's garbage-collector header
 * (16 bytes on the types it tracks): that header's size, or -1 for other types. */
static int sizeof_gc_head(Value v) {
  if (v.tag == RT_NONE || v.tag == RT_BOOL || v.tag == RT_INT || v.tag == RT_FLOAT) return 0;
  if (!rt_is_obj(v)) return -1;
  const ObjType *t = v.as.o->type;
  if (t == &rt_list_type || t == &rt_tuple_type || t == &rt_dict_type || t == &rt_slice_type ||
      rt_is_anyset(v))
    return 16;
  if (rt_is_bigint(v) || t == &rt_str_type || t == &rt_bytes_type || t == &rt_bytearray_type ||
      t == &rt_range_type || t == &rt_complex_type)
    return 0;
  return -1;
}

static Value size_of(Value v) {
  Value sys = rt_import("sys");
  int mark = rt_cleanup_push_value(&sys);
  Value fn = rt_getattr(sys, "getsizeof");
  rt_cleanup_pop(mark, true);
  mark = rt_cleanup_push_value(&fn);
  Value n = rt_call(fn, 1, &v, NULL);
  rt_cleanup_pop(mark, true);
  int64_t size = rt_to_index(n, NULL);
  rt_decref(n);
  return rt_int(size - sizeof_gc_head(v));
}

/* Does v's type have the method (the container forms: when its type has the slot)? */
static bool applies(const Dunder *d, Value v) {
  if (d->kinds) {
    int k = kinds_of(v);
    if ((k & K_NPS) && (d->form == F_COMPLEX || d->form == F_INDEX)) return np_scalar_has(d, v);
    if (d->form == F_ROUND && (k & K_NPS)) return np_scalar_has(d, v);
    return (k & d->kinds) != 0;
  }
  if (d->form == F_SIZEOF) return sizeof_gc_head(v) >= 0;
  if (!rt_is_obj(v)) return false;
  const ObjType *t = v.as.o->type;
  switch (d->form) {
  case F_LEN: return t->len != NULL;
  case F_GETITEM: return t->getitem != NULL;
  case F_SETITEM: case F_DELITEM: return t->setitem != NULL;
  case F_CONTAINS: return t->contains != NULL || rt_is_list(v) || rt_is_tuple(v) || rt_is_str(v);
  case F_ITER: return t->iter != NULL;
  default: return t->next != NULL;
  }
}

typedef struct BinJob {
  BinOp op;
  Value a, b, out;
} BinJob;

static void bin_job(void *ud) {
  BinJob *j = ud;
  j->out = rt_binop(j->op, j->a, j->b);
}

/* a op b, or NotImplemented where the operands' types do not go together. NumPy's arrays and
 * scalars raise their own TypeError instead (np.float64(1).__add__("x") names the ufunc). */
static Value binary(BinOp op, Value a, Value b, Value self) {
  if (rt_is_array_number(self) || rt_is_scalar_number(self)) return rt_binop(op, a, b);
  BinJob j = {op, a, b, rt_undef()};
  if (rt_pcall(bin_job, &j) == 0) return j.out;
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
  rt_error_clear();
  return rt_notimplemented();
}

/* builtin(v, *argv) (round(x, 2) for x.__round__(2)). */
static Value call_builtin(const char *name, Value v, int argc, const Value *argv, const Kwargs *kw) {
  Value args[2] = {v, argc ? argv[0] : rt_none()};
  return rt_call(rt_builtin_lookup(name), 1 + argc, args, kw);
}

/* self is the tuple (value, index into table). */
static Value dunder_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v = RT_AS(Tuple, self)->items[0];
  const Dunder *d = &table[RT_AS(Tuple, self)->items[1].as.i];
  int want = d->form == F_BIN || d->form == F_RBIN || d->form == F_GETITEM || d->form == F_DELITEM ||
             d->form == F_CONTAINS || d->form == F_FORMAT || d->form == F_IBIN ||
             d->form == F_DIVMOD || d->form == F_RDIVMOD ? 1 : d->form == F_SETITEM ? 2 : 0;
  if (d->form == F_ROUND) {
    /* NumPy's scalars word the count error as "__round__() takes at most 1 argument (2 given)" */
    if (argc > 1) rt_check_args(d->name, argc, NULL, 0, 1, rt_is_scalar_number(v) ? RT_ARGS_OLD : RT_ARGS_CLINIC);
    return call_builtin("round", v, argc, argv, kw);
  }
  if (d->form == F_SIZEOF) { /* "list.__sizeof__() takes no arguments (1 given)" */
    char qual[96];
    snprintf(qual, sizeof qual, "%s.__sizeof__", rt_type_name(v));
    rt_check_args(qual, argc, kw, 0, 0, RT_ARGS_NONE);
  }
  rt_check_args(d->name, argc, kw, want, want, want ? RT_ARGS_CLINIC : RT_ARGS_NONE);
  switch (d->form) {
  case F_BIN: return binary((BinOp)d->op, v, argv[0], v);
  case F_RBIN: return binary((BinOp)d->op, argv[0], v, v);
  case F_IBIN: return rt_inplace_binop((BinOp)d->op, v, argv[0]);
  case F_DIVMOD: case F_RDIVMOD: {
    Value pair[2] = {d->form == F_DIVMOD ? v : argv[0], d->form == F_DIVMOD ? argv[0] : v};
    return rt_call(rt_builtin_lookup("divmod"), 2, pair, NULL);
  }
  case F_INT: return call_builtin("int", v, 0, NULL, NULL);
  case F_FLOAT: return call_builtin("float", v, 0, NULL, NULL);
  case F_COMPLEX: return call_builtin("complex", v, 0, NULL, NULL);
  case F_INDEX: return rt_index_value(v);
  case F_MATH: { /* x.__floor__() is math.floor(x) for the builtin numbers */
    static const char *const math_fns[] = {"trunc", "floor", "ceil"};
    Value math = rt_import("math");
    int mark = rt_cleanup_push_value(&math);
    Value fn = rt_getattr(math, math_fns[d->op]);
    rt_cleanup_push_value(&fn);
    Value r = rt_call(fn, 1, &v, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  case F_UN: return rt_unop((UnOp)d->op, v);
  case F_ABS: return rt_call(rt_builtin_lookup("abs"), 1, &v, NULL);
  case F_BOOL: return rt_bool(rt_truthy(v));
  case F_LEN: return rt_int(rt_len(v));
  case F_GETITEM: return rt_getitem(v, argv[0]);
  case F_SETITEM: rt_setitem(v, argv[0], argv[1]); return rt_none();
  case F_DELITEM: rt_delitem(v, argv[0]); return rt_none();
  case F_CONTAINS: return rt_bool(rt_contains(v, argv[0]));
  case F_ITER: return rt_iter(v);
  case F_NEXT: {
    Value out;
    if (!rt_next(v, &out)) rt_raise(RT_EXC_StopIteration, "%s", "");
    return out;
  }
  case F_STR: return rt_to_str(v);
  case F_REPR: return rt_repr(v);
  case F_HASH: return rt_int(rt_hash(v));
  case F_SIZEOF: return size_of(v);
  default: {
    Value spec = rt_str_arg(argv[0]);
    if (rt_is_undef(spec)) rt_raise(RT_EXC_TypeError, "format spec must be str, not %s", rt_type_name(argv[0]));
    return rt_format(v, rt_str_data(spec), 0);
  }
  }
}

Value rt_builtin_dunder(Value v, const char *name) {
  if (strcmp(name, "__class__") == 0) return rt_call(rt_builtin_lookup("type"), 1, &v, NULL);
  for (size_t k = 0; k < sizeof table / sizeof *table; k++) {
    if (strcmp(table[k].name, name) != 0) continue;
    if (!applies(&table[k], v)) return rt_undef();
    if (table[k].form == F_HASH && rt_is_obj(v) && (v.as.o->type->hash == rt_unhashable || rt_is_array_number(v)))
      return rt_none();
    Value pair[2] = {v, rt_int((int64_t)k)};
    Value self = rt_tuple_from(2, pair);
    Value m = rt_native_bind(table[k].name, dunder_call, self);
    rt_decref(self);
    return m;
  }
  return rt_undef();
}
