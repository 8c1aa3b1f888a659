/* collections_user.c — collections.UserDict and collections.UserList: classes (as CPython's,
 * written in Python there) whose instances keep their contents in a plain dict or list,
 * `self.data`, for user classes to derive from and override. Their own methods work on
 * self.data as CPython's do; the rest (get, keys, items, update, pop, setdefault ... for
 * UserDict; __iter__, __reversed__ for UserList) are collections.abc's Mapping, MutableMapping
 * and Sequence mixins, which go through self[key], so an overridden __getitem__ or
 * __setitem__ is used by them. UserString: collections_userstring.c. Not yet: their |, copy.copy
 * of them. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"
#include "collections_abc.h"
#include "py.h"

#define SELF argv[0]

static Value data_of(Value self) { return rt_getattr(self, "data"); }

/* obj.name(*args, **kw) (a new reference). */
static Value call_method(Value obj, const char *name, int argc, const Value *args, const Kwargs *kw) {
  Value m = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static void need_self(const char *name, int argc) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument: 'self'", name);
}

/* The operations both forward to self.data: data is the name of the operation. */
static Value u_forward(Value data, int argc, const Value *argv, const Kwargs *kw) {
  const char *name = rt_str_data(data);
  need_self(name, argc);
  Value d = data_of(SELF), r = rt_none();
  int mark = rt_cleanup_push_value(&d);
  bool dunder = name[0] == '_' && name[1] == '_';
  if (dunder && kw && kw->n) rt_raise(RT_EXC_TypeError, "%s() takes no keyword arguments", name);
  int want = !strcmp(name, "__setitem__") ? 2 : !strcmp(name, "__len__") || !strcmp(name, "__iter__") || !strcmp(name, "__repr__") ? 0 : 1;
  if (dunder && argc - 1 != want) {
    rt_raise(RT_EXC_TypeError, "%s() takes %d positional argument%s but %d were given", name, want + 1,
             want ? "s" : "", argc);
  }
  if (!strcmp(name, "__len__")) r = rt_int(rt_len(d));
  else if (!strcmp(name, "__iter__")) r = rt_iter(d);
  else if (!strcmp(name, "__repr__")) r = rt_repr(d);
  else if (!strcmp(name, "__contains__")) r = rt_bool(rt_contains(d, argv[1]));
  else if (!strcmp(name, "__setitem__")) rt_setitem(d, argv[1], argv[2]);
  else if (!strcmp(name, "__delitem__")) rt_delitem(d, argv[1]);
  else r = call_method(d, name, argc - 1, argv + 1, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- UserDict ---- */

/* __init__(self, dict=None, /, **kwargs) */
static Value ud_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  need_self("__init__", argc);
  if (argc > 2) rt_raise(RT_EXC_TypeError, "__init__() takes from 1 to 2 positional arguments but %d were given", argc);
  Value d = rt_dict_new();
  rt_setattr(SELF, "data", d);
  rt_decref(d);
  if (argc == 2 && !rt_is_none(argv[1])) rt_decref(call_method(SELF, "update", 1, argv + 1, NULL));
  if (kw && kw->n) {
    Value k = rt_dict_new();
    int mark = rt_cleanup_push_value(&k);
    for (int j = 0; j < kw->n; j++) rt_dict_set_str(k, kw->names[j], kw->values[j]);
    rt_decref(call_method(SELF, "update", 1, &k, NULL));
    rt_cleanup_pop(mark, true);
  }
  return rt_none();
}

/* self[key]: self.data's, else the class's __missing__, else KeyError. */
static Value ud_getitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "__getitem__() takes 2 positional arguments but %d were given", argc);
  Value d = data_of(SELF);
  int mark = rt_cleanup_push_value(&d);
  if (rt_contains(d, argv[1])) {
    Value r = rt_getitem(d, argv[1]);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_cleanup_pop(mark, true);
  ClassObj *c = rt_user_class_of(SELF);
  Value missing = c ? rt_class_lookup(c, "__missing__", NULL) : rt_undef();
  if (rt_is_undef(missing)) rt_raise_key_error(argv[1]);
  return rt_call_method(missing, SELF, 1, &argv[1]);
}

/* A new instance of self's class around `contents` (a dict or list, stolen). */
static Value same_class(Value self, Value contents) {
  int mark = rt_cleanup_push_value(&contents);
  Value cls = rt_obj(rt_user_class_of(self));
  Value r = rt_call(cls, 1, &contents, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value ud_copy(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("copy", argc - 1, kw, 0, 0);
  Value d = data_of(SELF);
  int mark = rt_cleanup_push_value(&d);
  Value c = call_method(d, "copy", 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return same_class(SELF, c);
}

/* fromkeys(cls, iterable, value=None), a classmethod: cls() with each key set. */
static Value ud_fromkeys(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("fromkeys", argc - 1, kw, 1, 2);
  Value inst = rt_call(SELF, 0, NULL, NULL), it = rt_undef(), k = rt_undef();
  int mark = rt_cleanup_push_value(&inst);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&k);
  it = rt_iter(argv[1]);
  Value value = argc > 2 ? argv[2] : rt_none();
  while (rt_next(it, &k)) {
    rt_setitem(inst, k, value);
    rt_decref(k);
    k = rt_undef();
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return inst;
}

/* ---- UserList ---- */

/* per VM (runtime.h), as the module that holds the class */
typedef struct UserState {
  ClassObj *userlist; /* borrowed: the module holds it */
} UserState;
static RtStateKey user_key = {"collections.UserList", sizeof(UserState), NULL, NULL, 0};

static bool is_userlist(Value v) {
  ClassObj *c = rt_user_class_of(v), *ul = ((UserState *)rt_runtime_state(&user_key))->userlist;
  return c && ul && rt_class_is_subclass(c, ul);
}

/* other's list: other.data for a UserList, other itself else (a new reference). */
static Value cast(Value other) {
  if (is_userlist(other)) return data_of(other);
  rt_incref(other);
  return other;
}

/* __init__(self, initlist=None) */
static Value ul_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  need_self("__init__", argc);
  rt_check_nargs("__init__", argc - 1, kw, 0, 1);
  Value l = rt_undef();
  int mark = rt_cleanup_push_value(&l);
  if (argc < 2 || rt_is_none(argv[1])) {
    l = rt_list_new(0);
  } else {
    Value src = cast(argv[1]);
    rt_cleanup_push_value(&src);
    l = rt_call(rt_builtin_lookup("list"), 1, &src, NULL);
    rt_cleanup_pop(mark + 1, true);
  }
  rt_setattr(SELF, "data", l);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* self[i]: an item, or for a slice a new instance of self's class. */
static Value ul_getitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "__getitem__() takes 2 positional arguments but %d were given", argc);
  Value d = data_of(SELF);
  int mark = rt_cleanup_push_value(&d);
  Value r = rt_getitem(d, argv[1]);
  rt_cleanup_pop(mark, true);
  if (rt_is_type(argv[1], &rt_slice_type)) return same_class(SELF, r);
  return r;
}

/* The operators: data packs the BinOp and whether self is the right operand. Comparisons
 * answer self.data op other's list; + and * make a new instance, += and *= change self.data. */
enum { UL_RIGHT = 64, UL_INPLACE = 128 };

static Value ul_op(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "expected 1 argument, got %d", argc - 1);
  int code = (int)data.as.i;
  BinOp op = (BinOp)(code % 64);
  Value d = data_of(SELF), o = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&o);
  bool compare = op >= RT_OP_EQ;
  if (op == RT_OP_ADD && !is_userlist(argv[1]) && !rt_is_list(argv[1])) {
    o = rt_call(rt_builtin_lookup("list"), 1, &argv[1], NULL); /* any iterable */
  } else {
    o = compare || op == RT_OP_ADD ? cast(argv[1]) : (rt_incref(argv[1]), argv[1]);
  }
  Value r;
  if (code & UL_INPLACE) {
    rt_decref(rt_inplace_binop(op, d, o));
    rt_incref(SELF);
    r = SELF;
  } else {
    r = code & UL_RIGHT ? rt_binop(op, o, d) : rt_binop(op, d, o);
    if (!compare) r = same_class(SELF, r);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value ul_extend(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("extend", argc - 1, kw, 1, 1);
  Value d = data_of(SELF), o = cast(argv[1]);
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&o);
  rt_decref(call_method(d, "extend", 1, &o, NULL));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value ul_copy(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_nargs("copy", argc - 1, kw, 0, 0);
  rt_incref(SELF);
  return same_class(SELF, SELF);
}

/* ---- the classes ---- */

void rt_coll_user_put(Value ns, const char *cls, const char *name, NativeFn fn, Value data, bool classmethod) {
  char qual[96];
  snprintf(qual, sizeof qual, "%s.%s", cls, name);
  Value f = rt_native_method_new(name, qual, fn, data);
  if (classmethod) {
    Value w = rt_wrapped_new(&rt_classmethod_type, f);
    rt_decref(f);
    f = w;
  }
  rt_dict_set_str(ns, name, f);
  rt_decref(f);
}

static void forward(Value ns, const char *cls, const char *names) {
  char buf[256];
  snprintf(buf, sizeof buf, "%s", names);
  for (char *save = NULL, *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
    Value nm = rt_str_from_c(w);
    rt_coll_user_put(ns, cls, rt_str_data(nm), u_forward, nm, false); /* the method keeps nm, its name */
    rt_decref(nm);
  }
}

Value rt_coll_user_make(const char *name, Value ns) {
  Value obj = rt_object_class();
  Value args[3] = {rt_str_from_c(name), rt_tuple_from(1, &obj), ns};
  Value mod = rt_str_from_c("collections");
  rt_dict_set_str(ns, "__module__", mod);
  rt_decref(mod);
  Value cls = rt_type_make(NULL, args, rt_undef());
  rt_decref(args[0]);
  rt_decref(args[1]);
  return cls;
}

void rt_coll_user_init(Value m) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  rt_abc_mixins("Mapping", ns);
  rt_abc_mixins("MutableMapping", ns);
  forward(ns, "UserDict", "__len__ __setitem__ __delitem__ __iter__ __contains__ __repr__");
  rt_coll_user_put(ns, "UserDict", "__init__", ud_init, rt_none(), false);
  rt_coll_user_put(ns, "UserDict", "__getitem__", ud_getitem, rt_none(), false);
  rt_coll_user_put(ns, "UserDict", "copy", ud_copy, rt_none(), false);
  rt_coll_user_put(ns, "UserDict", "__copy__", ud_copy, rt_none(), false);
  rt_coll_user_put(ns, "UserDict", "fromkeys", ud_fromkeys, rt_none(), true);
  Value ud = rt_coll_user_make("UserDict", ns);
  rt_module_set(m, "UserDict", ud);
  rt_decref(ns);
  ns = rt_dict_new();
  rt_abc_mixins("Sequence", ns);
  rt_abc_mixins("MutableSequence", ns);
  forward(ns, "UserList", "__len__ __setitem__ __delitem__ __contains__ __repr__ append insert pop "
                          "remove clear count index reverse sort");
  rt_coll_user_put(ns, "UserList", "__init__", ul_init, rt_none(), false);
  rt_coll_user_put(ns, "UserList", "__getitem__", ul_getitem, rt_none(), false);
  rt_coll_user_put(ns, "UserList", "extend", ul_extend, rt_none(), false);
  rt_coll_user_put(ns, "UserList", "copy", ul_copy, rt_none(), false);
  static const struct {
    const char *name;
    int code;
  } ops[] = {{"__lt__", RT_OP_LT}, {"__le__", RT_OP_LE}, {"__eq__", RT_OP_EQ}, {"__gt__", RT_OP_GT},
             {"__ge__", RT_OP_GE}, {"__add__", RT_OP_ADD}, {"__radd__", RT_OP_ADD | UL_RIGHT},
             {"__iadd__", RT_OP_ADD | UL_INPLACE}, {"__mul__", RT_OP_MUL}, {"__rmul__", RT_OP_MUL},
             {"__imul__", RT_OP_MUL | UL_INPLACE}};
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) rt_coll_user_put(ns, "UserList", ops[k].name, ul_op, rt_int(ops[k].code), false);
  rt_dict_set_str(ns, "__hash__", rt_none());
  Value ul = rt_coll_user_make("UserList", ns);
  ((UserState *)rt_runtime_state(&user_key))->userlist = RT_AS(ClassObj, ul);
  rt_module_set(m, "UserList", ul);
  rt_cleanup_pop(mark, true);
}
