/* operator.c — Python's operator module: the operators as functions (add, lt, not_, getitem,
 * iadd, ...), which run the same generic operations as the VM's instructions, and the callable
 * objects itemgetter, attrgetter and methodcaller (for sorted(key=...), map, reduce). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

#define BINARY(cname, pyname, expr)                              \
  static Value cname(ARGS) {                                     \
    (void)self;                                                  \
    rt_check_args(pyname, argc, kw, 2, 2, RT_ARGS_CLINIC);       \
    Value a = argv[0], b = argv[1];                              \
    return expr;                                                 \
  }
#define BINOP(cname, pyname, op) BINARY(cname, pyname, rt_binop(op, a, b))
#define INPLACE(cname, pyname, op) BINARY(cname, pyname, rt_inplace_binop(op, a, b))

BINOP(o_add, "add", RT_OP_ADD)
BINOP(o_sub, "sub", RT_OP_SUB)
BINOP(o_mul, "mul", RT_OP_MUL)
BINOP(o_truediv, "truediv", RT_OP_TRUEDIV)
BINOP(o_floordiv, "floordiv", RT_OP_FLOORDIV)
BINOP(o_mod, "mod", RT_OP_MOD)
BINOP(o_pow, "pow", RT_OP_POW)
BINOP(o_matmul, "matmul", RT_OP_MATMUL)
BINOP(o_lshift, "lshift", RT_OP_LSHIFT)
BINOP(o_rshift, "rshift", RT_OP_RSHIFT)
BINOP(o_and, "and_", RT_OP_AND)
BINOP(o_or, "or_", RT_OP_OR)
BINOP(o_xor, "xor", RT_OP_XOR)
BINOP(o_eq, "eq", RT_OP_EQ)
BINOP(o_ne, "ne", RT_OP_NE)
BINOP(o_lt, "lt", RT_OP_LT)
BINOP(o_le, "le", RT_OP_LE)
BINOP(o_gt, "gt", RT_OP_GT)
BINOP(o_ge, "ge", RT_OP_GE)
INPLACE(o_iadd, "iadd", RT_OP_ADD)
INPLACE(o_isub, "isub", RT_OP_SUB)
INPLACE(o_imul, "imul", RT_OP_MUL)
INPLACE(o_itruediv, "itruediv", RT_OP_TRUEDIV)
INPLACE(o_ifloordiv, "ifloordiv", RT_OP_FLOORDIV)
INPLACE(o_imod, "imod", RT_OP_MOD)
INPLACE(o_ipow, "ipow", RT_OP_POW)
INPLACE(o_iand, "iand", RT_OP_AND)
INPLACE(o_ior, "ior", RT_OP_OR)
INPLACE(o_ixor, "ixor", RT_OP_XOR)
BINARY(o_is, "is_", rt_bool(rt_is(a, b)))
BINARY(o_is_not, "is_not", rt_bool(!rt_is(a, b)))
BINARY(o_contains, "contains", rt_bool(rt_contains(a, b)))
BINARY(o_getitem, "getitem", rt_getitem(a, b))

/* concat(a, b): a + b for sequences only (anything with __getitem__, as CPython asks). */
static Value o_concat(ARGS) {
  (void)self;
  rt_check_args("concat", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Value a = argv[0];
  if (a.tag != RT_OBJ || !a.as.o->type->getitem) {
    rt_raise(RT_EXC_TypeError, "'%s' object can't be concatenated", rt_type_name(a));
  }
  return rt_binop(RT_OP_ADD, a, argv[1]);
}

static Value o_setitem(ARGS) {
  (void)self;
  rt_check_args("setitem", argc, kw, 3, 3, RT_ARGS_CLINIC);
  rt_setitem(argv[0], argv[1], argv[2]);
  return rt_none();
}

static Value o_delitem(ARGS) {
  (void)self;
  rt_check_args("delitem", argc, kw, 2, 2, RT_ARGS_CLINIC);
  rt_delitem(argv[0], argv[1]);
  return rt_none();
}

/* countOf and indexOf compare by identity first, then ==, like `in`. */
static Value o_count_of(ARGS) {
  (void)self;
  rt_check_args("countOf", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Value it = rt_iter(argv[0]), v = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&v);
  int64_t n = 0;
  while (rt_next(it, &v)) {
    n += rt_is(v, argv[1]) || rt_equal(v, argv[1]);
    rt_decref(v);
    v = rt_undef();
  }
  rt_cleanup_pop(mark, true);
  return rt_int(n);
}

static Value o_index_of(ARGS) {
  (void)self;
  rt_check_args("indexOf", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Value it = rt_iter(argv[0]), v = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&v);
  for (int64_t n = 0; rt_next(it, &v); n++) {
    bool found = rt_is(v, argv[1]) || rt_equal(v, argv[1]);
    rt_decref(v);
    v = rt_undef();
    if (found) {
      rt_cleanup_pop(mark, true);
      return rt_int(n);
    }
  }
  rt_raise(RT_EXC_ValueError, "sequence.index(x): x not in sequence");
}

#define UNARY(cname, pyname, expr)                                       \
  static Value cname(ARGS) {                                             \
    (void)self;                                                          \
    rt_check_args("_operator." pyname, argc, kw, 1, 1, RT_ARGS_ONE);     \
    Value a = argv[0];                                                   \
    return expr;                                                         \
  }
UNARY(o_neg, "neg", rt_unop(RT_UOP_NEG, a))
UNARY(o_pos, "pos", rt_unop(RT_UOP_POS, a))
UNARY(o_inv, "inv", rt_unop(RT_UOP_INVERT, a))
UNARY(o_invert, "invert", rt_unop(RT_UOP_INVERT, a))
UNARY(o_not, "not_", rt_bool(!rt_truthy(a)))
UNARY(o_truth, "truth", rt_bool(rt_truthy(a)))

/* abs and index: the builtin abs, and __index__ (an int stays itself, a bool too). */
static Value o_abs(ARGS) {
  (void)self;
  rt_check_args("_operator.abs", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_call(rt_builtin_lookup("abs"), 1, argv, NULL);
}

static Value o_index(ARGS) {
  (void)self;
  rt_check_args("_operator.index", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_index_value(argv[0]);
}

/* length_hint(obj, default=0): len(obj) when it has one, else its __length_hint__ (when that
 * answers NotImplemented, or there is none: default). */
static Value o_length_hint(ARGS) {
  (void)self;
  rt_check_args("length_hint", argc, kw, 1, 2, RT_ARGS_CLINIC);
  int64_t dflt = argc == 2 ? rt_to_index(argv[1], NULL) : 0;
  int64_t h = rt_length_hint(argv[0]);
  if (h >= 0) return rt_int(h);
  Value v = argv[0];
  bool has_len = rt_is_instance(v) ? !rt_is_undef(rt_class_lookup(rt_user_class_of(v), "__len__", NULL))
                                   : v.tag == RT_OBJ && v.as.o->type->len;
  if (has_len) return rt_int(rt_len(v));
  Value m;
  if (!rt_try_getattr(argv[0], "__length_hint__", &m)) return rt_int(dflt);
  int mark = rt_cleanup_push_value(&m);
  Value n = rt_call(m, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  if (rt_is_notimplemented(n)) return rt_decref(n), rt_int(dflt);
  if (!rt_is_intlike(n)) {
    const char *tn = rt_type_name(n);
    rt_decref(n);
    rt_raise(RT_EXC_TypeError, "__length_hint__ must be an integer, not %s", tn);
  }
  if (rt_to_index(n, NULL) < 0) {
    rt_decref(n);
    rt_raise(RT_EXC_ValueError, "__length_hint__() should return >= 0");
  }
  return n;
}

/* ---- itemgetter, attrgetter, methodcaller ---- */

typedef struct Getter {
  Obj hdr;
  Value args;            /* itemgetter: the keys; attrgetter: the names; methodcaller: the
                            name then the positional arguments (a tuple) */
  Value kwnames, kwvals; /* methodcaller's keyword arguments (tuples) */
} Getter;

static void getter_free(Obj *o) {
  Getter *g = (Getter *)o;
  rt_decref(g->args);
  rt_decref(g->kwnames);
  rt_decref(g->kwvals);
  free(g);
}

static Tuple *args_of(Value self) { return RT_AS(Tuple, RT_AS(Getter, self)->args); }

/* operator.itemgetter(1, 2): the type's name, then the stored arguments' reprs. */
static Value getter_repr(Value self) {
  Getter *g = RT_AS(Getter, self);
  Tuple *t = args_of(self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "%s(", rt_type_name(self));
  for (int64_t k = 0; k < t->n; k++) {
    if (k) rt_sb_puts(&sb, ", ");
    rt_sb_repr(&sb, t->items[k]);
  }
  Tuple *kn = RT_AS(Tuple, g->kwnames), *kv = RT_AS(Tuple, g->kwvals);
  for (int64_t k = 0; k < kn->n; k++) {
    rt_sb_printf(&sb, ", %s=", rt_str_data(kn->items[k]));
    rt_sb_repr(&sb, kv->items[k]);
  }
  rt_sb_puts(&sb, ")");
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* One result, or a tuple of one per stored argument. */
static Value per_arg(Value self, Value obj, Value (*one)(Value obj, Value arg)) {
  Tuple *t = args_of(self);
  if (t->n == 1) return one(obj, t->items[0]);
  Value r = rt_tuple_new(t->n);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t k = 0; k < t->n; k++) rt_tuple_set(r, k, one(obj, t->items[k]));
  rt_cleanup_pop(mark, false);
  return r;
}

static Value item_of(Value obj, Value key) { return rt_getitem(obj, key); }

static Value itemgetter_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("itemgetter", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return per_arg(self, argv[0], item_of);
}

/* obj.a.b.c for the name "a.b.c" */
static Value dotted_attr(Value obj, Value name) {
  const char *s = rt_str_data(name);
  rt_incref(obj);
  int mark = rt_cleanup_push_value(&obj);
  char part[256];
  while (true) {
    size_t n = strcspn(s, ".");
    snprintf(part, sizeof part, "%.*s", (int)n, s);
    Value next = rt_getattr(obj, part);
    rt_decref(obj);
    obj = next;
    if (!s[n]) break;
    s += n + 1;
  }
  rt_cleanup_pop(mark, false);
  return obj;
}

static Value attrgetter_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("attrgetter", argc, kw, 1, 1, RT_ARGS_CLINIC);
  return per_arg(self, argv[0], dotted_attr);
}

static Value methodcaller_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("methodcaller", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Getter *g = RT_AS(Getter, self);
  Tuple *t = args_of(self), *kn = RT_AS(Tuple, g->kwnames);
  Value m = rt_getattr(argv[0], rt_str_data(t->items[0]));
  int mark = rt_cleanup_push_value(&m);
  const char **names = rt_malloc(sizeof(char *) * (size_t)(kn->n + 1));
  rt_cleanup_push(free, names);
  for (int64_t k = 0; k < kn->n; k++) names[k] = rt_str_data(kn->items[k]);
  Kwargs k2 = {(int)kn->n, names, RT_AS(Tuple, g->kwvals)->items};
  Value r = rt_call(m, (int)t->n - 1, t->items + 1, kn->n ? &k2 : NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static const ObjType itemgetter_type = {
    .name = "operator.itemgetter", .free = getter_free, .repr = getter_repr, .call = itemgetter_call};
static const ObjType attrgetter_type = {
    .name = "operator.attrgetter", .free = getter_free, .repr = getter_repr, .call = attrgetter_call};
static const ObjType methodcaller_type = {
    .name = "operator.methodcaller", .free = getter_free, .repr = getter_repr, .call = methodcaller_call};

static Value getter_new(const ObjType *type, int argc, const Value *argv, const Kwargs *kw) {
  Getter *g = rt_calloc(1, sizeof *g);
  rt_obj_init(&g->hdr, type);
  g->args = rt_tuple_from(argc, argv);
  int nk = kw ? kw->n : 0;
  g->kwnames = rt_tuple_new(nk);
  g->kwvals = rt_tuple_new(nk);
  for (int k = 0; k < nk; k++) {
    rt_tuple_set(g->kwnames, k, rt_str_from_c(kw->names[k]));
    rt_incref(kw->values[k]);
    rt_tuple_set(g->kwvals, k, kw->values[k]);
  }
  return rt_obj(g);
}

static Value o_itemgetter(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "itemgetter() takes no keyword arguments");
  if (argc < 1) rt_raise(RT_EXC_TypeError, "itemgetter expected 1 argument, got 0");
  return getter_new(&itemgetter_type, argc, argv, NULL);
}

static Value o_attrgetter(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "attrgetter() takes no keyword arguments");
  if (argc < 1) rt_raise(RT_EXC_TypeError, "attrgetter expected 1 argument, got 0");
  for (int k = 0; k < argc; k++) {
    if (!rt_is_str(argv[k])) rt_raise(RT_EXC_TypeError, "attribute name must be a string");
  }
  return getter_new(&attrgetter_type, argc, argv, NULL);
}

static Value o_methodcaller(ARGS) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "methodcaller needs at least one argument, the method name");
  if (!rt_is_str(argv[0])) rt_raise(RT_EXC_TypeError, "method name must be a string");
  return getter_new(&methodcaller_type, argc, argv, kw);
}

void rt_operator_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"add", o_add},           {"sub", o_sub},           {"mul", o_mul},
      {"truediv", o_truediv},   {"floordiv", o_floordiv}, {"mod", o_mod},
      {"pow", o_pow},           {"matmul", o_matmul},     {"lshift", o_lshift},
      {"rshift", o_rshift},     {"and_", o_and},          {"or_", o_or},
      {"xor", o_xor},           {"eq", o_eq},             {"ne", o_ne},
      {"lt", o_lt},             {"le", o_le},             {"gt", o_gt},
      {"ge", o_ge},             {"iadd", o_iadd},         {"isub", o_isub},
      {"imul", o_imul},         {"itruediv", o_itruediv}, {"ifloordiv", o_ifloordiv},
      {"imod", o_imod},         {"ipow", o_ipow},         {"iand", o_iand},
      {"ior", o_ior},           {"ixor", o_ixor},         {"is_", o_is},
      {"is_not", o_is_not},     {"contains", o_contains}, {"getitem", o_getitem},
      {"setitem", o_setitem},   {"delitem", o_delitem},   {"concat", o_concat},
      {"countOf", o_count_of},  {"indexOf", o_index_of},  {"neg", o_neg},
      {"pos", o_pos},           {"inv", o_inv},           {"invert", o_invert},
      {"not_", o_not},          {"truth", o_truth},       {"abs", o_abs},
      {"index", o_index},       {"itemgetter", o_itemgetter}, {"attrgetter", o_attrgetter},
      {"methodcaller", o_methodcaller}, {"length_hint", o_length_hint},
  };
  for (size_t k = 0; k < sizeof fns / sizeof fns[0]; k++) rt_module_add_fn(m, fns[k].name, fns[k].fn);
}
