/* collections_userstring.c — collections.UserString, as CPython's (a Python class there): its
 * instances keep their text in `self.data`, a str. The str methods that return text return an
 * instance of self's class (u.upper() of a subclass is the subclass), the others return what
 * str's do; a UserString argument counts as its data. The rest (__iter__, __reversed__) are
 * collections.abc's Sequence mixins. */
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "collections.h"
#include "collections_abc.h"
#include "py.h"

#define SELF argv[0]

/* per VM (runtime.h), as the module that holds the class */
typedef struct UserStrState {
  ClassObj *cls; /* borrowed: the module holds it */
} UserStrState;
static RtStateKey userstr_key = {"collections.UserString", sizeof(UserStrState), NULL, NULL, 0};

static bool is_userstring(Value v) {
  ClassObj *c = rt_user_class_of(v), *us = ((UserStrState *)rt_runtime_state(&userstr_key))->cls;
  return c && us && rt_class_is_subclass(c, us);
}

static Value data_of(Value self) { return rt_getattr(self, "data"); }

/* v's text when v is a UserString, else v (a new reference). */
static Value unwrap(Value v) {
  if (is_userstring(v)) return data_of(v);
  rt_incref(v);
  return v;
}

static void need_self(const char *name, int argc) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument: 'self'", name);
}

/* A new instance of self's class around text (stolen). */
static Value same_class(Value self, Value text) {
  int mark = rt_cleanup_push_value(&text);
  Value r = rt_call(rt_obj(rt_user_class_of(self)), 1, &text, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The str methods whose result is text: wrapped in self's class. */
static bool returns_text(const char *name) {
  static const char *const names[] = {"capitalize", "casefold", "center", "expandtabs", "ljust", "lower",
                                      "lstrip", "replace", "rjust", "rstrip", "strip", "swapcase",
                                      "title", "translate", "upper", "zfill", "removeprefix",
                                      "removesuffix", NULL};
  for (int k = 0; names[k]; k++)
    if (!strcmp(names[k], name)) return true;
  return false;
}

/* self.data.name(*args, **kw), args unwrapped; data is the name. */
static Value us_method(Value data, int argc, const Value *argv, const Kwargs *kw) {
  const char *name = rt_str_data(data);
  need_self(name, argc);
  enum { MAX = 8 };
  if (argc - 1 > MAX) rt_raise(RT_EXC_TypeError, "%s() takes at most %d arguments (%d given)", name, MAX, argc - 1);
  Value args[MAX], d = data_of(SELF), m = rt_undef();
  int n = 0, mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&m);
  for (int k = 1; k < argc; k++) {
    args[n] = unwrap(argv[k]);
    rt_cleanup_push_value(&args[n++]);
  }
  m = rt_getattr(d, name);
  Value r = rt_call(m, n, args, kw);
  rt_cleanup_pop(mark, true);
  return returns_text(name) ? same_class(SELF, r) : r;
}

/* __init__(self, seq): a str as it is, a UserString's text, else str(seq). */
static Value us_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  need_self("__init__", argc);
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "__init__() got an unexpected keyword argument '%s'", kw->names[0]);
  if (argc != 2) {
    if (argc < 2) rt_raise(RT_EXC_TypeError, "__init__() missing 1 required positional argument: 'seq'");
    rt_raise(RT_EXC_TypeError, "__init__() takes 2 positional arguments but %d were given", argc);
  }
  Value text = rt_is_str(argv[1]) ? (rt_incref(argv[1]), argv[1]) : is_userstring(argv[1]) ? data_of(argv[1]) : rt_to_str(argv[1]);
  int mark = rt_cleanup_push_value(&text);
  rt_setattr(SELF, "data", text);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* The one-operand dunders: str, repr, int, float, complex, hash, len of self.data. */
static Value us_unary(Value data, int argc, const Value *argv, const Kwargs *kw) {
  const char *name = rt_str_data(data);
  need_self(name, argc);
  rt_check_nargs(name, argc - 1, kw, 0, 0);
  Value d = data_of(SELF), r;
  int mark = rt_cleanup_push_value(&d);
  if (!strcmp(name, "__str__")) r = rt_to_str(d);
  else if (!strcmp(name, "__repr__")) r = rt_repr(d);
  else if (!strcmp(name, "__hash__")) r = rt_int(rt_hash(d));
  else if (!strcmp(name, "__len__")) r = rt_int(rt_len(d));
  else if (!strcmp(name, "__getnewargs__")) r = rt_tuple_from(1, &d);
  else {
    const char *builtin = !strcmp(name, "__int__") ? "int" : !strcmp(name, "__float__") ? "float" : "complex";
    r = rt_call(rt_builtin_lookup(builtin), 1, &d, NULL);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* The two-operand dunders; data packs the operation's code. Comparisons and `in` answer on
 * the texts; + * % and self[i] make an instance of self's class. */
enum { US_ADD = 100, US_RADD, US_MUL, US_MOD, US_RMOD, US_CONTAINS, US_GETITEM };

static Value us_binary(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "expected 1 argument, got %d", argc - 1);
  int code = (int)data.as.i;
  Value d = data_of(SELF), o = rt_undef(), r;
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&o);
  switch (code) {
    case US_ADD:
    case US_RADD:
      o = rt_is_str(argv[1]) ? (rt_incref(argv[1]), argv[1]) : is_userstring(argv[1]) && code == US_ADD ? data_of(argv[1]) : rt_to_str(argv[1]);
      r = same_class(SELF, code == US_ADD ? rt_binop(RT_OP_ADD, d, o) : rt_binop(RT_OP_ADD, o, d));
      break;
    case US_MUL: r = same_class(SELF, rt_binop(RT_OP_MUL, d, argv[1])); break;
    case US_MOD: r = same_class(SELF, rt_binop(RT_OP_MOD, d, argv[1])); break;
    case US_RMOD:
      o = rt_to_str(argv[1]);
      r = same_class(SELF, rt_binop(RT_OP_MOD, o, SELF));
      break;
    case US_CONTAINS:
      o = unwrap(argv[1]);
      r = rt_bool(rt_contains(d, o));
      break;
    case US_GETITEM: r = same_class(SELF, rt_getitem(d, argv[1])); break;
    default:
      o = unwrap(argv[1]);
      r = rt_binop((BinOp)code, d, o);
      break;
  }
  rt_cleanup_pop(mark, true);
  return r;
}

void rt_coll_userstring_init(Value m) {
  Value ns = rt_dict_new();
  int mark = rt_cleanup_push_value(&ns);
  rt_abc_mixins("Sequence", ns);
  static const char *const methods[] = {
      "capitalize", "casefold", "center", "count", "encode", "endswith", "expandtabs", "find",
      "format", "format_map", "index", "isalpha", "isalnum", "isascii", "isdecimal", "isdigit",
      "isidentifier", "islower", "isnumeric", "isprintable", "isspace", "istitle", "isupper",
      "join", "ljust", "lower", "lstrip", "partition", "replace", "rfind", "rindex", "rjust",
      "rpartition", "rstrip", "split", "rsplit", "splitlines", "startswith", "strip", "swapcase",
      "title", "translate", "upper", "zfill", "removeprefix", "removesuffix", NULL};
  for (int k = 0; methods[k]; k++) {
    Value nm = rt_str_from_c(methods[k]);
    rt_coll_user_put(ns, "UserString", rt_str_data(nm), us_method, nm, false); /* keeps nm */
    rt_decref(nm);
  }
  static const char *const unary[] = {"__str__", "__repr__", "__int__", "__float__", "__complex__",
                                      "__hash__", "__len__", "__getnewargs__", NULL};
  for (int k = 0; unary[k]; k++) {
    Value nm = rt_str_from_c(unary[k]);
    rt_coll_user_put(ns, "UserString", rt_str_data(nm), us_unary, nm, false);
    rt_decref(nm);
  }
  static const struct {
    const char *name;
    int code;
  } ops[] = {{"__lt__", RT_OP_LT}, {"__le__", RT_OP_LE}, {"__eq__", RT_OP_EQ}, {"__gt__", RT_OP_GT},
             {"__ge__", RT_OP_GE}, {"__add__", US_ADD}, {"__radd__", US_RADD}, {"__mul__", US_MUL},
             {"__rmul__", US_MUL}, {"__mod__", US_MOD}, {"__rmod__", US_RMOD},
             {"__contains__", US_CONTAINS}, {"__getitem__", US_GETITEM}};
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
    rt_coll_user_put(ns, "UserString", ops[k].name, us_binary, rt_int(ops[k].code), false);
  rt_coll_user_put(ns, "UserString", "__init__", us_init, rt_none(), false);
  Value mt = rt_getattr(rt_builtin_lookup("str"), "maketrans");
  rt_dict_set_str(ns, "maketrans", mt);
  rt_decref(mt);
  Value cls = rt_coll_user_make("UserString", ns);
  ((UserStrState *)rt_runtime_state(&userstr_key))->cls = RT_AS(ClassObj, cls);
  rt_module_set(m, "UserString", cls);
  rt_cleanup_pop(mark, true);
}
