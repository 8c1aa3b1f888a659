/* np_usersub_fns.c — what NumPy does with instances of user subclasses of np.ndarray outside
 * their own methods (np_usersub.c): their operators and ufunc calls (__array_ufunc__
 * overrides first, then the plain loop with the result made the subclass through
 * __array_finalize__ and __array_wrap__), np.ndarray(shape, dtype, buffer, offset, strides,
 * order), and the numpy functions that keep the subclass (np.asanyarray, np.array(subok=True),
 * np.reshape and the others NumPy answers with the object's own method). */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_usersub.h"

static Value np_fn(const char *name) {
  Value np = rt_import("numpy");
  Value f = rt_module_lookup(np, name);
  rt_decref(np); /* the module stays in sys.modules */
  return f;
}

static Value base_of(Value v) { return np_usersub_is(v) ? RT_AS(Instance, v)->base : v; }

/* ---- ufuncs ---- */

static bool any_usersub(Value v) {
  if (np_usersub_is(v)) return true;
  if (!rt_is_tuple(v)) return false;
  for (int64_t i = 0; i < RT_AS(Tuple, v)->n; i++)
    if (np_usersub_is(RT_AS(Tuple, v)->items[i])) return true;
  return false;
}

static Value kw_out(const Kwargs *kw) {
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "out")) return kw->values[i];
  return rt_undef();
}

bool np_usersub_in_args(int argc, const Value *argv, const Kwargs *kw) {
  for (int i = 0; i < argc; i++)
    if (np_usersub_is(argv[i])) return true;
  Value out = kw_out(kw);
  return !rt_is_undef(out) && any_usersub(out);
}

/* The instances among the arguments whose class overrides __array_ufunc__, one per class. */
static int overriders(int argc, const Value *argv, Value *found, int max) {
  int n = 0;
  for (int i = 0; i < argc && n < max; i++) {
    if (!np_usersub_is(argv[i])) continue;
    ClassObj *c = RT_AS(Instance, argv[i])->cls;
    if (rt_is_undef(np_usersub_override(c, "__array_ufunc__"))) continue;
    bool seen = false;
    for (int k = 0; k < n; k++) seen |= RT_AS(Instance, found[k])->cls == c;
    if (!seen) found[n++] = argv[i];
  }
  return n;
}

static _Noreturn void all_not_implemented(Value ufunc, const char *method, int argc, const Value *argv) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value r = rt_repr(ufunc);
  rt_sb_printf(&sb, "operand type(s) all returned NotImplemented from __array_ufunc__(%s, '%s'",
               rt_str_data(r), method);
  rt_decref(r);
  for (int i = 0; i < argc; i++) {
    r = rt_repr(argv[i]);
    rt_sb_printf(&sb, ", %s", rt_str_data(r));
    rt_decref(r);
  }
  rt_sb_puts(&sb, "):");
  for (int i = 0; i < argc; i++) rt_sb_printf(&sb, "%s '%s'", i ? "," : "", rt_type_name(argv[i]));
  (void)mark; /* the cleanup frees sb as the error unwinds */
  rt_raise(RT_EXC_TypeError, "%s", sb.data);
}

/* One result of the plain ufunc as the class of `from` (a scalar becomes a 0-d array first):
 * finalized with `from`, then through the class's own __array_wrap__ when it has one, with
 * the context (ufunc, argv, 0) of a call, or None for a method (argc < 0). */
static Value wrap_result(Value ufunc, Value r, Value from, int argc, const Value *argv) {
  int mark = rt_cleanup_push_value(&r);
  if (rt_is_npscalar(r)) {
    Value z = rt_array_from_value(r, -1);
    rt_decref(r);
    r = z;
  }
  rt_cleanup_pop(mark, false);
  if (!np_usersub_plain_ndarray(r)) return r;
  ClassObj *cls = RT_AS(Instance, from)->cls;
  Value w = np_usersub_override(cls, "__array_wrap__");
  if (!rt_is_undef(w) && argc < 0) { /* a method's result reaches __array_wrap__ plain */
    mark = rt_cleanup_push_value(&r);
    Value out = rt_call_method(w, from, 2, (Value[2]){r, rt_none()});
    rt_cleanup_pop(mark, true);
    return out;
  }
  Value inst = np_usersub_wrap(cls, r, from);
  if (rt_is_undef(w)) return inst;
  mark = rt_cleanup_push_value(&inst);
  Value ctx[3] = {ufunc, argc < 0 ? rt_undef() : rt_tuple_from(argc, argv), rt_int(0)};
  rt_cleanup_push_value(&ctx[1]);
  Value context = argc < 0 ? rt_none() : rt_tuple_from(3, ctx);
  rt_cleanup_push_value(&context);
  Value out = rt_call_method(w, from, 2, (Value[2]){inst, context});
  rt_cleanup_pop(mark, true);
  return out;
}

/* An instance's __array_priority__ (its class's; np.ndarray's is 0.0). */
static double priority_of(Value v) {
  Value p = rt_class_lookup(RT_AS(Instance, v)->cls, "__array_priority__", NULL);
  if (p.tag == RT_FLOAT) return p.as.f;
  if (p.tag == RT_INT) return (double)p.as.i;
  return 0.0;
}

/* The plain ufunc (or its method) on the arrays inside the instances. */
static Value plain_call(Value ufunc, const char *method, int argc, const Value *argv, const Kwargs *kw) {
  Value un[8], kv[16];
  if (argc > 8 || (kw && kw->n > 16)) rt_raise(RT_EXC_TypeError, "too many arguments for a ufunc");
  for (int i = 0; i < argc; i++) un[i] = base_of(argv[i]);
  Kwargs k2 = {0, NULL, kv};
  Value outs = rt_undef();
  int mark = rt_cleanup_push_value(&outs);
  if (kw) {
    k2.n = kw->n, k2.names = kw->names;
    for (int i = 0; i < kw->n; i++) {
      kv[i] = base_of(kw->values[i]);
      if (!strcmp(kw->names[i], "out") && rt_is_tuple(kw->values[i])) {
        const Tuple *t = RT_AS(Tuple, kw->values[i]);
        Value items[8];
        for (int64_t j = 0; j < t->n && j < 8; j++) items[j] = base_of(t->items[j]);
        outs = rt_tuple_from(t->n < 8 ? t->n : 8, items);
        kv[i] = outs;
      }
    }
  }
  Value fn = strcmp(method, "__call__") ? rt_getattr(ufunc, method) : (rt_incref(ufunc), ufunc);
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, un, kw ? &k2 : NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* overriders() over the inputs, then the outputs of out= (one array or a tuple). */
static int all_overriders(int argc, const Value *argv, const Kwargs *kw, Value *found, int max) {
  int n = overriders(argc, argv, found, max);
  Value out = kw_out(kw), more[8];
  int m = 0;
  if (rt_is_tuple(out)) m = overriders((int)RT_AS(Tuple, out)->n, RT_AS(Tuple, out)->items, more, 8);
  else if (!rt_is_undef(out)) m = overriders(1, &out, more, 8);
  for (int i = 0; i < m && n < max; i++) {
    bool seen = false;
    for (int k = 0; k < n; k++) seen |= RT_AS(Instance, found[k])->cls == RT_AS(Instance, more[i])->cls;
    if (!seen) found[n++] = more[i];
  }
  return n;
}

Value np_usersub_ufunc(Value ufunc, const char *method, int argc, const Value *argv, const Kwargs *kw) {
  Value found[8];
  int n = all_overriders(argc, argv, kw, found, 8);
  if (n > 0) {
    Value args[10];
    if (argc > 8) rt_raise(RT_EXC_TypeError, "too many arguments for a ufunc");
    args[0] = ufunc;
    args[1] = rt_str_from_c(method);
    int mark = rt_cleanup_push_value(&args[1]);
    for (int i = 0; i < argc; i++) args[2 + i] = argv[i];
    /* the overrides see out= as a tuple, as NumPy normalizes it */
    Value kv[16], out_t = rt_undef();
    rt_cleanup_push_value(&out_t);
    if (kw && kw->n > 16) rt_raise(RT_EXC_TypeError, "too many keyword arguments for a ufunc");
    Kwargs k2 = {kw ? kw->n : 0, kw ? kw->names : NULL, kv};
    for (int i = 0; i < k2.n && i < 16; i++) {
      kv[i] = kw->values[i];
      if (!strcmp(kw->names[i], "out") && !rt_is_tuple(kv[i])) kv[i] = out_t = rt_tuple_from(1, &kw->values[i]);
    }
    for (int k = 0; k < n; k++) {
      Value f = np_usersub_override(RT_AS(Instance, found[k])->cls, "__array_ufunc__");
      Value r = rt_call_method_kw(f, found[k], argc + 2, args, kw ? &k2 : NULL);
      if (!rt_is_notimplemented(r)) {
        rt_cleanup_pop(mark, true);
        return r;
      }
      rt_decref(r);
    }
    all_not_implemented(ufunc, method, argc, argv);
  }
  Value out = kw_out(kw);
  if (np_usersub_is(out) || (rt_is_tuple(out) && RT_AS(Tuple, out)->n == 1 && np_usersub_is(RT_AS(Tuple, out)->items[0]))) {
    rt_decref(plain_call(ufunc, method, argc, argv, kw));
    Value o = rt_is_tuple(out) ? RT_AS(Tuple, out)->items[0] : out;
    return (rt_incref(o), o);
  }
  Value from = rt_undef();
  double best = 0.0;
  for (int i = 0; i < argc; i++) { /* the input of the highest __array_priority__, the first of equals */
    if (!np_usersub_is(argv[i])) continue;
    double p = priority_of(argv[i]);
    if (rt_is_undef(from) || p > best) from = argv[i], best = p;
  }
  Value r = plain_call(ufunc, method, argc, argv, kw);
  if (rt_is_undef(from)) return r;
  int nctx = strcmp(method, "__call__") ? -1 : argc; /* a method's results have no context */
  if (!rt_is_tuple(r)) return wrap_result(ufunc, r, from, nctx, argv);
  int mark = rt_cleanup_push_value(&r);
  int64_t m = RT_AS(Tuple, r)->n;
  Value items = rt_list_new(m), one = rt_undef();
  rt_cleanup_push_value(&items);
  rt_cleanup_push_value(&one);
  for (int64_t i = 0; i < m; i++) {
    Value it = RT_AS(Tuple, r)->items[i];
    rt_incref(it);
    one = wrap_result(ufunc, it, from, nctx, argv);
    rt_list_append(items, one);
    rt_decref(one);
    one = rt_undef();
  }
  Value t = rt_tuple_from(m, RT_AS(List, items)->items);
  rt_cleanup_pop(mark, true);
  return t;
}

/* ndarray.__array_ufunc__(self, ufunc, method, *inputs, **kwargs): NotImplemented when an
 * input or output overrides __array_ufunc__, else ufunc.method(*inputs, **kwargs). */
static Value m_array_ufunc(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc < 3) rt_raise(RT_EXC_TypeError, "__array_ufunc__ requires at least 2 arguments");
  Value found[1];
  bool over = all_overriders(argc - 3, argv + 3, kw, found, 1) > 0;
  if (over) return (rt_incref(rt_notimplemented()), rt_notimplemented());
  if (!rt_is_str(argv[2]))
    rt_raise(RT_EXC_TypeError, "attribute name must be string, not '%s'", rt_type_name(argv[2]));
  bool call = !strcmp(rt_str_data(argv[2]), "__call__");
  Value f = call ? (rt_incref(argv[1]), argv[1]) : rt_getattr(argv[1], rt_str_data(argv[2]));
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc - 3, argv + 3, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- operators ---- */

static const char *const ufunc_of_op[RT_BINOP_COUNT] = {
    [RT_OP_ADD] = "add",           [RT_OP_SUB] = "subtract",        [RT_OP_MUL] = "multiply",
    [RT_OP_TRUEDIV] = "true_divide", [RT_OP_FLOORDIV] = "floor_divide", [RT_OP_MOD] = "remainder",
    [RT_OP_POW] = "power",         [RT_OP_MATMUL] = "matmul",       [RT_OP_LSHIFT] = "left_shift",
    [RT_OP_RSHIFT] = "right_shift", [RT_OP_AND] = "bitwise_and",    [RT_OP_OR] = "bitwise_or",
    [RT_OP_XOR] = "bitwise_xor",   [RT_OP_EQ] = "equal",            [RT_OP_NE] = "not_equal",
    [RT_OP_LT] = "less",           [RT_OP_LE] = "less_equal",       [RT_OP_GT] = "greater",
    [RT_OP_GE] = "greater_equal",
};

/* Whether an operator on v must go through the ufunc protocol: its class overrides
 * __array_ufunc__ or __array_wrap__. */
static bool needs_protocol(Value v) {
  if (!np_usersub_is(v)) return false;
  ClassObj *c = RT_AS(Instance, v)->cls;
  return !rt_is_undef(np_usersub_override(c, "__array_ufunc__")) ||
         !rt_is_undef(np_usersub_override(c, "__array_wrap__"));
}

/* a op b where one is an instance of a subclass; `from` the one whose class the answer has. */
static Value operate(BinOp op, Value a, Value b, Value from) {
  if (needs_protocol(a) || needs_protocol(b)) {
    Value args[2] = {a, b};
    return rt_call(np_fn(ufunc_of_op[op]), 2, args, NULL);
  }
  Value r = rt_binop(op, base_of(a), base_of(b));
  Value other = a.tag == RT_OBJ && from.tag == RT_OBJ && from.as.o == a.as.o ? b : a; /* the ufunc's choice: the higher priority */
  if (np_usersub_is(other) && (!np_usersub_is(from) || priority_of(other) > priority_of(from))) from = other;
  if (!np_usersub_is(from)) return r;
  return wrap_result(np_fn(ufunc_of_op[op]), r, from, 2, (Value[2]){a, b});
}

static Value m_binop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "expected 1 argument, got %d", argc - 1);
  return operate((BinOp)data.as.i, argv[0], argv[1], argv[0]);
}

static Value m_rbinop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "expected 1 argument, got %d", argc - 1);
  return operate((BinOp)data.as.i, argv[1], argv[0], argv[0]);
}

static Value m_ibinop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "expected 1 argument, got %d", argc - 1);
  Value self = argv[0], base = base_of(self);
  if (needs_protocol(self) || needs_protocol(argv[1])) {
    Value args[2] = {self, argv[1]};
    Value kv[1] = {self};
    static const char *const names[] = {"out"};
    Kwargs k = {1, names, kv};
    return rt_call(np_fn(ufunc_of_op[data.as.i]), 2, args, &k);
  }
  Value r = rt_inplace_binop((BinOp)data.as.i, base, base_of(argv[1]));
  if (r.tag == RT_OBJ && r.as.o == base.as.o) {
    rt_decref(r);
    return (rt_incref(self), self);
  }
  return r;
}

static Value m_unop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  static const char *const ufuncs[] = {[RT_UOP_NEG] = "negative", [RT_UOP_POS] = "positive",
                                       [RT_UOP_INVERT] = "invert"};
  if (argc != 1) rt_raise(RT_EXC_TypeError, "expected 0 arguments, got %d", argc - 1);
  if (needs_protocol(argv[0])) return rt_call(np_fn(ufuncs[data.as.i]), 1, argv, NULL);
  Value r = rt_unop((UnOp)data.as.i, base_of(argv[0]));
  if (!np_usersub_is(argv[0])) return r;
  return wrap_result(np_fn(ufuncs[data.as.i]), r, argv[0], 1, argv);
}

static void add(ClassObj *c, const char *name, NativeFn fn, int64_t op) {
  char qual[64];
  snprintf(qual, sizeof qual, "ndarray.%s", name);
  rt_class_set(c, name, rt_native_method_new(name, qual, fn, rt_int(op)));
}

void np_usersub_fill_binops(ClassObj *c) {
  for (int op = 0; op < RT_BINOP_COUNT; op++) {
    add(c, rt_special_names[RT_SP_BINOP + op], m_binop, op);
    const char *r = rt_special_names[RT_SP_RBINOP + op];
    if (r) add(c, r, m_rbinop, op);
    const char *i = rt_special_names[RT_SP_IBINOP + op];
    if (i && op != RT_OP_MATMUL) add(c, i, m_ibinop, op);
  }
  add(c, "__neg__", m_unop, RT_UOP_NEG);
  add(c, "__pos__", m_unop, RT_UOP_POS);
  add(c, "__invert__", m_unop, RT_UOP_INVERT);
  add(c, "__array_ufunc__", m_array_ufunc, 0);
}
