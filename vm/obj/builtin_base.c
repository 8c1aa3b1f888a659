/* builtin_base.c — what a user class inherits from list, dict, int, float, str, tuple or an
 * exception class: the MROs of the builtin classes, and for each builtin a hidden class
 * (RT_CLASS_BUILTIN) whose dict holds its special methods as native methods (class.h).
 *
 * An instance of a subclass of list ... tuple is an Instance whose `base` is a plain value of
 * the builtin type, made by the builtin's __new__; the methods here unwrap it and run the
 * generic operation on it, so results are of the builtin type (MyInt(2) + 1 is an int) as in
 * CPython. The regular methods (append, upper, get, ...) are added to the hidden dict the
 * first time a lookup asks for them, as methods that call the base value's own. An instance
 * of an exception subclass is an ExcObj whose class is the user class (exc.h); BaseException's
 * hidden dict has __new__, __init__, __str__ and __repr__ for super() and the instance slots. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "builtin_native.h"
#include "class.h"
#include "class_module.h"
#include "format.h"
#include "dict.h"
#include "exc.h"
#include "hash.h"
#include "objects.h"
#include "ops.h"
#include "runtime.h"

static const char *const base_names[RT_BASE_COUNT] = {
    [RT_BASE_LIST] = "list", [RT_BASE_DICT] = "dict",   [RT_BASE_INT] = "int",
    [RT_BASE_FLOAT] = "float", [RT_BASE_STR] = "str",   [RT_BASE_TUPLE] = "tuple",
    [RT_BASE_SET] = "set",   [RT_BASE_FROZENSET] = "frozenset", [RT_BASE_TYPE] = "type",
    [RT_BASE_BYTES] = "bytes", [RT_BASE_NATIVE] = "object",
};

typedef struct BaseInfo {
  Obj *cls;       /* the builtin class value (set when first named as a base; borrowed: the
                     builtins module holds it) */
  ClassObj *dict; /* its hidden class, made on first use (owned) */
  Value sample;   /* a value of the type, to ask which methods it has (owned) */
  Value mro;      /* (owned) */
} BaseInfo;

/* Per VM (runtime.h), as the builtins module whose classes these are: a second VM's `list`
 * is another object, and the first VM's stays its own. */
/* A library class user classes may derive from (RT_BASE_NATIVE): deque, Counter, ... */
#define NATIVE_MAX 16
typedef struct NativeBase {
  BaseInfo info;
  bool dict_based; /* dict comes after it in its MRO */
  const RtNativeBaseHooks *hooks; /* NULL: the generic methods below */
} NativeBase;

typedef struct BaseState {
  BaseInfo infos[RT_BASE_COUNT];
  NativeBase natives[NATIVE_MAX];
  int nnatives;
} BaseState;

static void base_fini(void *p) {
  BaseState *st = p;
  for (int k = 0; k < RT_BASE_COUNT; k++) {
    if (st->infos[k].dict) rt_decref(rt_obj(st->infos[k].dict));
    rt_decref(st->infos[k].sample);
    rt_decref(st->infos[k].mro);
  }
  for (int k = 0; k < st->nnatives; k++) {
    BaseInfo *bi = &st->natives[k].info;
    if (bi->dict) rt_decref(rt_obj(bi->dict));
    rt_decref(bi->sample);
    rt_decref(bi->mro);
  }
}

static RtStateKey base_key = {"builtin base classes", sizeof(BaseState), NULL, base_fini, 0};
static BaseState *base_state(void) { return rt_runtime_state(&base_key); }
static BaseInfo *info_of(int kind) { return &base_state()->infos[kind]; }

void rt_builtin_base_register(Value cls, bool dict_based) {
  BaseState *st = base_state();
  for (int k = 0; k < st->nnatives; k++) {
    if (st->natives[k].info.cls == cls.as.o) return;
  }
  if (st->nnatives == NATIVE_MAX) return; /* the class stays one user classes cannot derive from */
  NativeBase *nb = &st->natives[st->nnatives++];
  nb->info.cls = cls.as.o;
  nb->info.sample = rt_undef();
  nb->info.mro = rt_undef();
  nb->dict_based = dict_based;
  nb->hooks = NULL;
}

void rt_builtin_base_register_hooks(Value cls, const RtNativeBaseHooks *hooks) {
  rt_builtin_base_register(cls, false);
  BaseState *st = base_state();
  for (int k = 0; k < st->nnatives; k++)
    if (st->natives[k].info.cls == cls.as.o) st->natives[k].hooks = hooks;
}

/* The registered library class that is b, or NULL. */
static NativeBase *native_of(Value b) {
  BaseState *st = base_state();
  for (int k = 0; k < st->nnatives; k++) {
    if (b.tag == RT_OBJ && st->natives[k].info.cls == b.as.o) return &st->natives[k];
  }
  return NULL;
}

/* The registered library class whose hidden class is d, or NULL. */
static NativeBase *native_of_dict(const ClassObj *d) {
  BaseState *st = base_state();
  for (int k = 0; k < st->nnatives; k++) {
    if (st->natives[k].info.dict == d) return &st->natives[k];
  }
  return NULL;
}

/* The registered library class c (an RT_BASE_NATIVE user class) derives from. */
static NativeBase *native_base_of(ClassObj *c) {
  Tuple *m = RT_AS(Tuple, c->mro);
  for (int64_t k = 0; k < m->n; k++) {
    NativeBase *nb = native_of(m->items[k]);
    if (nb) return nb;
  }
  rt_raise(RT_EXC_TypeError, "'%s' has no library base class", c->name);
}

static void add_native_protocols(NativeBase *nb);

/* r (stolen) as the hooks of self's library base class convert it; r itself without hooks. */
static Value hooked_result(Value self, const char *name, Value r) {
  if (!rt_is_instance(self) || RT_AS(Instance, self)->cls->base_kind != RT_BASE_NATIVE) return r;
  const RtNativeBaseHooks *h = native_base_of(RT_AS(Instance, self)->cls)->hooks;
  return h && h->result ? h->result(self, name, r) : r;
}

static bool is_set_kind(int kind) { return kind == RT_BASE_SET || kind == RT_BASE_FROZENSET; }
static Value exc_mro[RT_EXC_COUNT];
static ClassObj *exc_dict;

/* ---- the self argument ---- */

static _Noreturn void not_applicable(const char *method, int kind, Value v) {
  rt_raise(RT_EXC_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
           method, kind == RT_BASE_EXC ? "BaseException" : base_names[kind], rt_type_name(v));
}

/* argv[0]'s base value, checking that argv has 1 + min..max arguments. */
static Value self_base(const char *method, int kind, int argc, const Value *argv, int min,
                       int max) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "descriptor '%s' needs an argument", method);
  Value v = argv[0];
  if (!rt_is_instance(v) || RT_AS(Instance, v)->cls->base_kind != kind) {
    not_applicable(method, kind, v);
  }
  if (argc - 1 < min || argc - 1 > max) {
    if (min == max) {
      rt_raise(RT_EXC_TypeError, "expected %d argument%s, got %d", min, min == 1 ? "" : "s",
               argc - 1);
    }
    rt_raise(RT_EXC_TypeError, "expected at most %d arguments, got %d", max, argc - 1);
  }
  return RT_AS(Instance, v)->base;
}

/* A native method's data packs the base kind and an operator: kind + 16 * op. */
#define DATA(kind, op) rt_int((kind) + 16 * (op))
#define KIND(data) ((int)((data).as.i % 16))
#define OP(data) ((int)((data).as.i / 16))
#define SELF(name, min, max) self_base(name, KIND(data), argc, argv, min, max)

/* ---- the special methods of list ... tuple ---- */

static Value m_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value base = SELF("__repr__", 0, 0);
  if (KIND(data) == RT_BASE_NATIVE) { /* deque([1]) shows as Q([1]), Counter() as C() */
    Value r = rt_repr(base);
    const char *t = rt_str_data(r), *open = strchr(t, '(');
    ClassObj *c = RT_AS(Instance, argv[0])->cls;
    Value out = open ? rt_str_printf("%s%s", c->name, open) /* <_io.StringIO object at ...>: object's */
                     : rt_str_printf("<%s.%s object at %p>", rt_class_module_name(c), c->qualname, (void *)argv[0].as.o);
    rt_decref(r);
    return out;
  }
  if (!is_set_kind(KIND(data))) return rt_repr(base);
  /* a set subclass shows its class: S({1, 2}), S() */
  const char *cls = RT_AS(Instance, argv[0])->cls->name;
  if (rt_len(base) == 0) return rt_str_printf("%s()", cls);
  Value r = rt_repr(base);
  const char *t = rt_str_data(r), *open = strchr(t, '{');
  size_t n = strlen(open) - (KIND(data) == RT_BASE_FROZENSET ? 1 : 0); /* frozenset(...)'s ) */
  Value out = rt_str_printf("%s(%.*s)", cls, (int)n, open);
  rt_decref(r);
  return out;
}

static Value m_str(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  return rt_to_str(SELF("__str__", 0, 0));
}

static Value m_hash(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  return rt_int(rt_hash(SELF("__hash__", 0, 0)));
}

static Value m_len(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  return rt_int(rt_len(SELF("__len__", 0, 0)));
}

/* d[k] of a dict subclass calls the class's __missing__ for an absent key, as CPython does. */
static Value m_getitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value base = SELF("__getitem__", 1, 1);
  if (!rt_is_dict_subtype(base)) return rt_getitem(base, argv[1]);
  Value v = rt_dict_get(base, argv[1]);
  if (!rt_is_undef(v)) return (rt_incref(v), v);
  Value missing = rt_class_lookup(RT_AS(Instance, argv[0])->cls, "__missing__", NULL);
  if (rt_is_undef(missing) && KIND(data) == RT_BASE_NATIVE) return rt_getitem(base, argv[1]);
  if (rt_is_undef(missing)) rt_raise_key_error(argv[1]);
  return rt_call_method(missing, argv[0], 1, &argv[1]);
}

static Value m_setitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  rt_setitem(SELF("__setitem__", 2, 2), argv[1], argv[2]);
  return rt_none();
}

static Value m_delitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  rt_delitem(SELF("__delitem__", 1, 1), argv[1]);
  return rt_none();
}

static Value m_iter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  return rt_iter(SELF("__iter__", 0, 0));
}

/* A library base that is a context manager (io.StringIO): __enter__ runs the base's (its
 * closed-file check) and gives the instance; __exit__ calls the instance's close(), which the
 * class may override, as IOBase's does. */
static Value m_enter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value fn = rt_getattr(SELF("__enter__", 0, 0), "__enter__");
  int mark = rt_cleanup_push_value(&fn);
  rt_decref(rt_call(fn, 0, NULL, NULL));
  rt_cleanup_pop(mark, true);
  return (rt_incref(argv[0]), argv[0]);
}

static Value m_exit(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  (void)SELF("__exit__", 3, 3);
  Value fn = rt_getattr(argv[0], "close");
  int mark = rt_cleanup_push_value(&fn);
  rt_decref(rt_call(fn, 0, NULL, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value m_next(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value fn = rt_getattr(SELF("__next__", 0, 0), "__next__");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_contains(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  return rt_bool(rt_contains(SELF("__contains__", 1, 1), argv[1]));
}

static Value m_bool(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  return rt_bool(rt_truthy(SELF("__bool__", 0, 0)));
}

static bool is_number(Value v) { return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL; }

/* a op b on builtin values, RT_UNDEF (NotImplemented) where neither type answers. An operand
 * that is still an instance (a user class without a builtin base) is left to its own methods,
 * which the protocol calls next. */
static Value try_binop(BinOp op, Value a, Value b) {
  if (rt_is_instance(a) || rt_is_instance(b)) return rt_undef();
  if (is_number(a) && is_number(b)) return rt_binop(op, a, b);
  Value r = rt_undef();
  if (a.tag == RT_OBJ && a.as.o->type->binop) r = a.as.o->type->binop(op, a, b);
  if (rt_is_undef(r) && b.tag == RT_OBJ && b.as.o->type->binop &&
      (a.tag != RT_OBJ || a.as.o->type != b.as.o->type)) {
    r = b.as.o->type->binop(op, a, b);
  }
  return r;
}

static Value answer(Value r) {
  if (rt_is_undef(r)) return (rt_incref(rt_notimplemented()), rt_notimplemented());
  return r;
}

static Value m_binop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value a = SELF(rt_special_names[RT_SP_BINOP + OP(data)], 1, 1);
  return answer(try_binop((BinOp)OP(data), a, rt_unwrap_base(argv[1])));
}

static Value m_rbinop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value b = SELF(rt_special_names[RT_SP_RBINOP + OP(data)], 1, 1);
  /* '%s' % x formats x itself (its own __str__), not the builtin value it is made of */
  if ((BinOp)OP(data) == RT_OP_MOD && rt_is_str(argv[1])) return rt_str_percent(argv[1], argv[0]);
  return answer(try_binop((BinOp)OP(data), rt_unwrap_base(argv[1]), b));
}

/* list += x extends the base in place: the answer is the instance itself. */
static Value m_ibinop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value a = SELF(rt_special_names[RT_SP_IBINOP + OP(data)], 1, 1);
  Value r = rt_inplace_binop((BinOp)OP(data), a, rt_unwrap_base(argv[1]));
  if (r.tag == RT_OBJ && r.as.o == a.as.o) {
    rt_decref(r);
    rt_incref(argv[0]);
    return argv[0];
  }
  return r;
}

static Value m_unop(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  static const char *const names[RT_UNOP_COUNT] = {"__neg__", "__pos__", "__invert__", "__not__"};
  return rt_unop((UnOp)OP(data), SELF(names[OP(data)], 0, 0));
}

/* abs, round, int, float of the base: what those builtins answer for the plain value. */
static Value m_builtin(Value data, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"abs", "round", "int", "float"};
  static const char *const dunders[] = {"__abs__", "__round__", "__int__", "__float__"};
  int which = OP(data);
  Value b = SELF(dunders[which], 0, which == 1 ? 1 : 0);
  Value args[2] = {b, argc > 1 ? argv[1] : rt_none()};
  return rt_call(rt_builtin_lookup(names[which]), argc, args, kw);
}

static Value m_index(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value b = SELF("__index__", 0, 0);
  rt_incref(b);
  return b;
}

/* format(x, '') is str(x) (an overridden __str__ shows); a spec formats the value. */
static Value m_format(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  Value b = SELF("__format__", 1, 1);
  if (!rt_is_str(argv[1])) {
    rt_raise(RT_EXC_TypeError, "argument 1 must be str, not %s", rt_type_name(argv[1]));
  }
  if (RT_AS(Str, argv[1])->nbytes == 0) return rt_to_str(argv[0]);
  return rt_format(b, rt_str_data(argv[1]), 0);
}

/* ---- construction ---- */

/* BaseException.__new__(X)'s checks of X, in CPython's words. */
static void exc_new_check(Value cls) {
  if (!rt_is_class(cls) && !rt_is_exc_class(cls) && !rt_is_native(cls)) {
    rt_raise(RT_EXC_TypeError, "BaseException.__new__(X): X is not a type object (%s)", rt_type_name(cls));
  }
  if (rt_is_exc_class(cls) || (rt_is_class(cls) && RT_AS(ClassObj, cls)->base_kind == RT_BASE_EXC)) return;
  Value n = rt_getattr(cls, "__name__");
  rt_cleanup_push_value(&n);
  rt_raise(RT_EXC_TypeError, "BaseException.__new__(%s): %s is not a subtype of BaseException", rt_str_data(n),
           rt_str_data(n));
}

/* cls.__new__(cls, ...): an instance of cls (a subclass of the builtin) around a new value. */
static Value m_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  int kind = KIND(data);
  const char *name = kind == RT_BASE_EXC ? "BaseException" : kind == RT_BASE_NATIVE ? "object" : base_names[kind];
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s.__new__(): not enough arguments", name);
  Value cls = argv[0];
  if (kind == RT_BASE_EXC) exc_new_check(cls);
  if (kind == RT_BASE_EXC && rt_is_exc_class(cls)) { /* OSError.__new__(OSError, 2, 'x'): as the call makes it */
    if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", rt_exc_class_display(cls));
    return rt_call(cls, argc - 1, argv + 1, NULL);
  }
  if (kind != RT_BASE_EXC && kind != RT_BASE_NATIVE && cls.tag == RT_OBJ && cls.as.o == info_of(kind)->cls) {
    return rt_call(cls, argc - 1, argv + 1, kw); /* tuple.__new__(tuple, [1]): a plain tuple */
  }
  if (!rt_is_class(cls) && !rt_is_native(cls) && !rt_exc_is_class(cls)) {
    rt_raise(RT_EXC_TypeError, "%s.__new__(X): X is not a type object (%s)", name, rt_type_name(cls));
  }
  if (!rt_is_class(cls) || RT_AS(ClassObj, cls)->base_kind != kind) {
    const char *cn = rt_is_class(cls) ? RT_AS(ClassObj, cls)->name
                     : rt_is_native(cls) ? RT_AS(NativeFunc, cls)->name : rt_exc_class_display(cls);
    rt_raise(RT_EXC_TypeError, "%s.__new__(%s): %s is not a subtype of %s", name, cn, cn, name);
  }
  ClassObj *c = RT_AS(ClassObj, cls);
  if (kind == RT_BASE_EXC) {
    Value args = rt_tuple_from(argc - 1, argv + 1);
    int mark = rt_cleanup_push_value(&args);
    Value e = rt_exc_instance_new(cls, (ExcKind)c->exc_kind, args);
    rt_cleanup_pop(mark, true);
    return e;
  }
  Value base;
  if (kind == RT_BASE_LIST) base = rt_list_new(0); /* __init__ fills it */
  else if (kind == RT_BASE_DICT) base = rt_dict_new();
  else if (kind == RT_BASE_SET) base = rt_set_new(false);
  else if (kind == RT_BASE_NATIVE) base = rt_call(rt_obj(native_base_of(c)->info.cls), 0, NULL, NULL);
  else base = rt_call(rt_obj(info_of(kind)->cls), argc - 1, argv + 1, kw);
  int mark = rt_cleanup_push_value(&base);
  Value inst = rt_instance_new(c);
  rt_cleanup_pop(mark, false);
  RT_AS(Instance, inst)->base = base;
  return inst;
}

/* Call the base value's method `name` (its type's C method when it has one). */
static Value call_method_of(Value base, const char *name, int argc, const Value *argv,
                            const Kwargs *kw) {
  if (base.tag == RT_OBJ && base.as.o->type->method) {
    RtMethodFn fn = base.as.o->type->method(base, name);
    if (fn) return fn(base, argc, argv, kw);
  }
  Value m = rt_getattr(base, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  int kind = KIND(data);
  if (kind == RT_BASE_EXC) {
    if (argc < 1 || !rt_is_exception(argv[0])) not_applicable("__init__", kind, argc ? argv[0] : rt_none());
    if (kw && kw->n > 0) {
      rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", rt_type_name(argv[0]));
    }
    Value args = rt_tuple_from(argc - 1, argv + 1);
    int mark = rt_cleanup_push_value(&args);
    rt_setattr(argv[0], "args", args);
    rt_cleanup_pop(mark, true);
    rt_exc_os_init(argv[0]);
    return rt_none();
  }
  Value b = self_base("__init__", kind, argc, argv, 0, argc);
  if (kind == RT_BASE_NATIVE) { /* remade from the arguments, as the library's __init__ does */
    Instance *in = RT_AS(Instance, argv[0]);
    Value nb = rt_call(rt_obj(native_base_of(in->cls)->info.cls), argc - 1, argv + 1, kw);
    in->base = nb;
    rt_decref(b);
    return rt_none();
  }
  if (argc > 2) {
    const char *who = kind == RT_BASE_SET ? rt_type_name(argv[0]) : base_names[kind]; /* as 3.11 */
    rt_raise(RT_EXC_TypeError, "%s expected at most 1 argument, got %d", who, argc - 1);
  }
  if (kind == RT_BASE_LIST || kind == RT_BASE_SET) {
    if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", base_names[kind]);
    rt_decref(call_method_of(b, "clear", 0, NULL, NULL));
    const char *fill = kind == RT_BASE_LIST ? "extend" : "update";
    if (argc == 2) rt_decref(call_method_of(b, fill, 1, argv + 1, NULL));
  } else {
    if (argc == 2) rt_dict_update(b, argv[1]);
    for (int k = 0; kw && k < kw->n; k++) rt_dict_set_str(b, kw->names[k], kw->values[k]);
  }
  return rt_none();
}

/* D.fromkeys(keys, value=None) on a dict-like subclass D: D() with each key set through its
 * own __setitem__, as CPython does for a class that is not dict itself. */
static Value class_fromkeys(Value cls, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("fromkeys", argc, kw, 1, 2);
  Value inst = rt_call(cls, 0, NULL, NULL), it = rt_undef(), k = rt_undef();
  int mark = rt_cleanup_push_value(&inst);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&k);
  it = rt_iter(argv[0]);
  Value value = argc > 1 ? argv[1] : rt_none();
  while (rt_next(it, &k)) {
    rt_setitem(inst, k, value);
    rt_decref(k);
    k = rt_undef();
  }
  rt_cleanup_pop(mark + 1, true); /* it, k */
  rt_cleanup_pop(mark, false);
  return inst;
}

/* A regular method (append, upper, ...): data is its name. */
/* c.copy() of a subclass of a library class is the subclass, made as CPython's copy methods
 * make it: type(c)(c) (Counter, OrderedDict), type(c)(c.default_factory, c) (defaultdict),
 * type(c)(c, c.maxlen) (a deque with a maxlen). */
static Value native_subclass_copy(Value self) {
  Value base = RT_AS(Instance, self)->base, cls = rt_obj(RT_AS(Instance, self)->cls), extra = rt_undef();
  int mark = rt_cleanup_push_value(&extra);
  Value args[2] = {base, rt_undef()}; /* its contents: the library value inside self */
  int n = 1;
  if (rt_try_getattr(base, "default_factory", &extra)) {
    args[0] = extra, args[1] = base, n = 2;
  } else if (rt_try_getattr(base, "maxlen", &extra) && !rt_is_none(extra)) {
    args[1] = extra, n = 2;
  }
  Value r = rt_call(cls, n, args, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_regular(Value data, int argc, const Value *argv, const Kwargs *kw) {
  const char *name = rt_str_data(data);
  if (strcmp(name, "fromkeys") == 0 && argc >= 1 && rt_is_class(argv[0])) { /* a classmethod */
    return class_fromkeys(argv[0], argc - 1, argv + 1, kw);
  }
  if (argc < 1 || !rt_is_instance(argv[0]) || rt_is_undef(RT_AS(Instance, argv[0])->base)) {
    rt_raise(RT_EXC_TypeError, "descriptor '%s' needs an instance of a builtin subclass", name);
  }
  bool native = RT_AS(Instance, argv[0])->cls->base_kind == RT_BASE_NATIVE;
  if (argc == 1 && !kw && strcmp(name, "copy") == 0 && native && !native_base_of(RT_AS(Instance, argv[0])->cls)->hooks)
    return native_subclass_copy(argv[0]);
  Value r = call_method_of(RT_AS(Instance, argv[0])->base, name, argc - 1, argv + 1, kw);
  return native ? hooked_result(argv[0], name, r) : r;
}

/* ---- exceptions ---- */

static Value m_exc_str(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc != 1 || !rt_is_exception(argv[0])) not_applicable("__str__", RT_BASE_EXC, argc ? argv[0] : rt_none());
  return rt_exc_default_text(argv[0], false);
}

static Value m_exc_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc != 1 || !rt_is_exception(argv[0])) not_applicable("__repr__", RT_BASE_EXC, argc ? argv[0] : rt_none());
  return rt_exc_default_text(argv[0], true);
}

/* ---- the hidden classes ---- */

static void add(ClassObj *c, const char *name, NativeFn fn, Value data) {
  char qual[64];
  snprintf(qual, sizeof qual, "%s.%s", c->name, name);
  Value m = rt_native_method_new(name, qual, fn, data);
  if (strcmp(name, "__new__") == 0) { /* as object's: a staticmethod */
    Value w = rt_wrapped_new(&rt_staticmethod_type, m);
    rt_decref(m);
    m = w;
  }
  rt_class_set(c, name, m);
}

static ClassObj *new_dict(const char *name, int kind) {
  ClassObj *c = rt_calloc(1, sizeof *c);
  rt_obj_init(&c->hdr, &rt_class_type);
  c->flags = RT_CLASS_BUILTIN;
  c->base_kind = kind;
  c->exc_kind = -1;
  c->name = rt_strdup(name);
  c->qualname = rt_strdup(name);
  c->bases = rt_tuple_new(0);
  c->mro = rt_tuple_new(0); /* never searched: lookups read the dict only */
  c->annotations = rt_none();
  c->fields = rt_undef();
  c->tag = rt_class_new_tag();
  return c;
}

static void add_operators(ClassObj *c, int kind) {
  bool number = kind == RT_BASE_INT || kind == RT_BASE_FLOAT;
  for (int op = 0; op < RT_BINOP_COUNT; op++) {
    add(c, rt_special_names[RT_SP_BINOP + op], m_binop, DATA(kind, op));
    const char *r = rt_special_names[RT_SP_RBINOP + op];
    if (r) add(c, r, m_rbinop, DATA(kind, op));
  }
  if (kind == RT_BASE_LIST) {
    add(c, "__iadd__", m_ibinop, DATA(kind, RT_OP_ADD));
    add(c, "__imul__", m_ibinop, DATA(kind, RT_OP_MUL));
  }
  if (kind == RT_BASE_DICT || kind == RT_BASE_SET || kind == RT_BASE_NATIVE) {
    add(c, "__ior__", m_ibinop, DATA(kind, RT_OP_OR));
  }
  if (kind == RT_BASE_NATIVE) { /* deque +=, Counter += -= &= */
    add(c, "__iadd__", m_ibinop, DATA(kind, RT_OP_ADD));
    add(c, "__isub__", m_ibinop, DATA(kind, RT_OP_SUB));
    add(c, "__iand__", m_ibinop, DATA(kind, RT_OP_AND));
  }
  if (kind == RT_BASE_SET) {
    add(c, "__iand__", m_ibinop, DATA(kind, RT_OP_AND));
    add(c, "__isub__", m_ibinop, DATA(kind, RT_OP_SUB));
    add(c, "__ixor__", m_ibinop, DATA(kind, RT_OP_XOR));
  }
  if (!number) return;
  add(c, "__neg__", m_unop, DATA(kind, RT_UOP_NEG));
  add(c, "__pos__", m_unop, DATA(kind, RT_UOP_POS));
  if (kind == RT_BASE_INT) add(c, "__invert__", m_unop, DATA(kind, RT_UOP_INVERT));
  if (kind == RT_BASE_INT) add(c, "__index__", m_index, DATA(kind, 0));
  add(c, "__abs__", m_builtin, DATA(kind, 0));
  add(c, "__round__", m_builtin, DATA(kind, 1));
  add(c, "__int__", m_builtin, DATA(kind, 2));
  add(c, "__float__", m_builtin, DATA(kind, 3));
  add(c, "__bool__", m_bool, DATA(kind, 0));
}

static ClassObj *make_dict(int kind, const char *name) {
  ClassObj *c = new_dict(name, kind);
  bool container = kind != RT_BASE_INT && kind != RT_BASE_FLOAT;
  bool mutable = kind == RT_BASE_LIST || kind == RT_BASE_DICT || kind == RT_BASE_SET || kind == RT_BASE_NATIVE;
  bool indexed = !is_set_kind(kind); /* sets have no [] */
  add(c, "__new__", m_new, DATA(kind, 0));
  if (mutable) add(c, "__init__", m_init, DATA(kind, 0));
  add(c, "__repr__", m_repr, DATA(kind, 0));
  if (kind == RT_BASE_STR) add(c, "__str__", m_str, DATA(kind, 0));
  if (mutable) rt_class_set(c, "__hash__", rt_none());
  else add(c, "__hash__", m_hash, DATA(kind, 0));
  if (!container || kind == RT_BASE_STR) add(c, "__format__", m_format, DATA(kind, 0));
  if (container) {
    add(c, "__len__", m_len, DATA(kind, 0));
    if (indexed) add(c, "__getitem__", m_getitem, DATA(kind, 0));
    add(c, "__iter__", m_iter, DATA(kind, 0));
    add(c, "__contains__", m_contains, DATA(kind, 0));
  }
  if (mutable && indexed) {
    add(c, "__setitem__", m_setitem, DATA(kind, 0));
    add(c, "__delitem__", m_delitem, DATA(kind, 0));
  }
  add_operators(c, kind);
  return c;
}

static ClassObj *make_exc_dict(void) {
  ClassObj *c = new_dict("BaseException", RT_BASE_EXC);
  add(c, "__new__", m_new, DATA(RT_BASE_EXC, 0));
  add(c, "__init__", m_init, DATA(RT_BASE_EXC, 0));
  add(c, "__str__", m_exc_str, DATA(RT_BASE_EXC, 0));
  add(c, "__repr__", m_exc_repr, DATA(RT_BASE_EXC, 0));
  return c;
}

ClassObj *rt_builtin_dict(Value b) {
  if (rt_is_exc_class(b)) {
    if (RT_AS(ExcClass, b)->kind != RT_EXC_BaseException) return NULL;
    if (!exc_dict) exc_dict = make_exc_dict();
    return exc_dict;
  }
  for (int k = RT_BASE_LIST; k < RT_BASE_NATIVE; k++) {
    BaseInfo *bi = info_of(k);
    if (bi->cls != b.as.o) continue;
    if (!bi->dict && k == RT_BASE_TYPE) {
      bi->dict = new_dict("type", k);
      rt_type_fill_dict(bi->dict);
    }
    if (!bi->dict) bi->dict = make_dict(k, base_names[k]);
    return bi->dict;
  }
  NativeBase *nb = native_of(b);
  if (!nb) return NULL;
  if (!nb->info.dict && nb->hooks) {
    nb->info.dict = new_dict(RT_AS(NativeFunc, b)->name, RT_BASE_NATIVE);
    nb->hooks->fill(nb->info.dict);
  }
  if (!nb->info.dict) {
    nb->info.dict = make_dict(RT_BASE_NATIVE, RT_AS(NativeFunc, b)->name);
    add_native_protocols(nb);
  }
  return nb->info.dict;
}

ClassObj *rt_builtin_hooked_dict(Value cls) {
  NativeBase *nb = native_of(cls);
  return nb && nb->hooks ? rt_builtin_dict(cls) : NULL;
}

/* The protocols of a library base's values that the generic dict has no slot for. */
static void add_native_protocols(NativeBase *nb) {
  if (nb->info.sample.tag == RT_UNDEF) nb->info.sample = rt_call(rt_obj(nb->info.cls), 0, NULL, NULL);
  Value s = nb->info.sample, r = rt_undef();
  const ObjType *t = s.tag == RT_OBJ ? s.as.o->type : NULL;
  if (t && t->getattr && !rt_is_undef(r = t->getattr(s, "__enter__"))) {
    rt_decref(r);
    add(nb->info.dict, "__enter__", m_enter, DATA(RT_BASE_NATIVE, 0));
    add(nb->info.dict, "__exit__", m_exit, DATA(RT_BASE_NATIVE, 0));
  }
  if (t && t->next) add(nb->info.dict, "__next__", m_next, DATA(RT_BASE_NATIVE, 0));
}

static Value sample_of(int kind) {
  BaseInfo *bi = info_of(kind);
  if (bi->sample.tag != RT_UNDEF) return bi->sample;
  switch (kind) {
    case RT_BASE_LIST: bi->sample = rt_list_new(0); break;
    case RT_BASE_DICT: bi->sample = rt_dict_new(); break;
    case RT_BASE_INT: bi->sample = rt_int(0); break;
    case RT_BASE_FLOAT: bi->sample = rt_float(0.0); break;
    case RT_BASE_STR: bi->sample = rt_str_new("", 0); break;
    case RT_BASE_SET: bi->sample = rt_set_new(false); break;
    case RT_BASE_FROZENSET: bi->sample = rt_set_new(true); break;
    case RT_BASE_BYTES: bi->sample = rt_bytes_new(&rt_bytes_type, "", 0); break;
    default: bi->sample = rt_tuple_new(0); break;
  }
  return bi->sample;
}

/* What the builtin type has under that name: 2 a method, 1 a data attribute (int.real), 0
 * nothing. */
static int has_attr(const ClassObj *b, const char *name) {
  NativeBase *nb = b->base_kind == RT_BASE_NATIVE ? native_of_dict(b) : NULL;
  if (nb && nb->info.sample.tag == RT_UNDEF)
    nb->info.sample = nb->hooks ? nb->hooks->sample() : rt_call(rt_obj(nb->info.cls), 0, NULL, NULL);
  Value s = nb ? nb->info.sample : sample_of(b->base_kind), r = rt_undef();
  if (s.tag == RT_OBJ) {
    if (s.as.o->type->getattr) r = s.as.o->type->getattr(s, name);
  } else if (!rt_try_getattr(s, name, &r)) {
    return 0;
  }
  int what = rt_is_undef(r) ? 0 : rt_is_native(r) ? 2 : 1;
  rt_decref(r);
  return what;
}

/* The getter of a data attribute: self is its name. */
static Value data_attr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "expected 1 argument, got %d", argc);
  return hooked_result(argv[0], rt_str_data(self), rt_getattr(rt_unwrap_base(argv[0]), rt_str_data(self)));
}

int rt_builtin_probe(ClassObj *b, const char *name, size_t n, uint64_t h) {
  bool dunder = n >= 4 && name[0] == '_' && name[1] == '_' && name[n - 1] == '_' && name[n - 2] == '_';
  bool own = b->base_kind == RT_BASE_EXC || b->base_kind == RT_BASE_TYPE; /* all in the dict */
  int what = dunder || own ? 0 : has_attr(b, name);
  if (what == 0) return -1;
  Value nm = rt_str_new(name, n);
  int mark = rt_cleanup_push_value(&nm);
  Value m, get = rt_undef(); /* here, not in the block: the cleanup below refers to it */
  if (what == 2) {
    char qual[96];
    snprintf(qual, sizeof qual, "%s.%s", b->name, name);
    m = rt_native_method_new(rt_str_data(nm), qual, m_regular, nm); /* nm keeps the name */
    bool dictlike = b->base_kind == RT_BASE_DICT || b->base_kind == RT_BASE_NATIVE;
    if (dictlike && strcmp(name, "fromkeys") == 0) { /* D.fromkeys(...) makes a D */
      Value w = rt_wrapped_new(&rt_classmethod_type, m);
      rt_decref(m);
      m = w;
    }
  } else {
    get = rt_native_bind(rt_str_data(nm), data_attr, nm);
    rt_cleanup_push_value(&get);
    m = rt_property_new(get, rt_none(), rt_none(), rt_none());
  }
  rt_cleanup_pop(mark, true);
  return rt_attrmap_set(&b->dict, rt_undef(), name, n, h, m);
}

/* ---- kinds and MROs ---- */

int rt_builtin_base_kind(Value b) {
  if (rt_is_class(b)) return RT_AS(ClassObj, b)->base_kind;
  if (rt_is_exc_class(b)) return RT_BASE_EXC;
  if (!rt_is_native(b) || !RT_AS(NativeFunc, b)->instancecheck) return RT_BASE_NONE;
  const char *name = RT_AS(NativeFunc, b)->name;
  if (native_of(b)) return RT_BASE_NATIVE;
  for (int k = RT_BASE_LIST; k < RT_BASE_NATIVE; k++) {
    BaseInfo *bi = info_of(k);
    if (bi->cls == b.as.o) return k;
    if (strcmp(name, base_names[k]) == 0 && rt_builtin_lookup(name).as.o == b.as.o) {
      bi->cls = b.as.o;
      return k;
    }
  }
  if (strcmp(name, "bool") == 0 || strcmp(name, "range") == 0 || strcmp(name, "slice") == 0) {
    rt_raise(RT_EXC_TypeError, "type '%s' is not an acceptable base type", name);
  }
  rt_raise(RT_EXC_TypeError, "subclassing the builtin type '%s' is not supported in Weft yet", name);
}

/* The bases of a builtin class: an exception class's from RT_EXC_KINDS, object otherwise. */
static Value builtin_bases(Value b) {
  int n = 0;
  Value items[2];
  if (rt_is_exc_class(b)) {
    const ExcKind *k = rt_exc_bases[RT_AS(ExcClass, b)->kind];
    for (int j = 0; j < 2; j++) {
      if (k[j] != RT_EXC_NONE) items[n++] = rt_exc_class(k[j]);
    }
  }
  NativeBase *nb = native_of(b);
  if (nb && nb->dict_based) {
    items[n++] = rt_builtin_lookup("dict");
    (void)rt_builtin_base_kind(items[0]); /* knows dict from now on: rt_mro_of(dict) */
  }
  if (n == 0) items[n++] = rt_object_class();
  return rt_tuple_from(n, items);
}

Value rt_mro_of(Value cls) {
  if (rt_is_class(cls)) return RT_AS(ClassObj, cls)->mro;
  Value *slot = NULL;
  if (rt_is_exc_class(cls)) {
    slot = &exc_mro[RT_AS(ExcClass, cls)->kind];
  } else {
    for (int k = RT_BASE_LIST; k < RT_BASE_NATIVE && !slot; k++) {
      if (info_of(k)->cls == cls.as.o) slot = &info_of(k)->mro;
    }
    NativeBase *nb = slot ? NULL : native_of(cls);
    if (nb) slot = &nb->info.mro;
  }
  if (!slot) rt_raise(RT_EXC_TypeError, "'%s' has no method resolution order", rt_type_name(cls));
  if (slot->tag == RT_UNDEF) {
    Value bases = builtin_bases(cls);
    int mark = rt_cleanup_push_value(&bases);
    *slot = rt_c3_mro(cls, bases);
    rt_cleanup_pop(mark, true);
  }
  return *slot;
}
