/* typing_classes.c — the classes of the typing module that programs derive from: Generic and
 * Protocol (typing_protocol.c; plain bases; `Box[int]` is an alias that prints as `__main__.Box[int]`, calls Box
 * and stands for Box as a base), NamedTuple
 * (a class statement deriving from it directly becomes a collections.namedtuple class whose
 * fields are the annotated names, defaults their values, the body's methods kept; the
 * functional form NamedTuple('P', [('x', int), ...]) too) and TypedDict (calling a class
 * derived from it builds a plain dict). Each is made with __module__ 'typing' so that it prints
 * as CPython's `<class 'typing.Generic'>`. */
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "collections.h"
#include "py.h"

/* class name(*bases) with __module__ 'typing' (a new reference). */
static Value typing_class(const char *name, int nbases, const Value *bases) {
  Value args[3] = {rt_str_from_c(name), rt_tuple_from(nbases, bases), rt_dict_new()};
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("typing"));
  return cls;
}

static void set_method(Value cls, const char *name, const char *qual, NativeFn fn) {
  rt_class_set(RT_AS(ClassObj, cls), name, rt_native_method_new(name, qual, fn, rt_none()));
}

/* Is v the class typing.<name> (Generic, Protocol)? */
static bool is_typing_class(Value v, const char *name) {
  if (!rt_is_class(v) || strcmp(RT_AS(ClassObj, v)->qualname, name) != 0) return false;
  Value mod = rt_getattr(v, "__module__");
  bool yes = rt_is_str(mod) && strcmp(rt_str_data(mod), "typing") == 0;
  rt_decref(mod);
  return yes;
}

/* Generic[T, ...]: every argument a distinct type variable. */
static void check_generic_params(Value args) {
  const Tuple *t = RT_AS(Tuple, args);
  for (int64_t k = 0; k < t->n; k++) {
    if (!rt_typing_is_typevar(t->items[k]))
      rt_raise(RT_EXC_TypeError, "Parameters to Generic[...] must all be type variables or parameter "
                                 "specification variables.");
    for (int64_t j = 0; j < k; j++)
      if (t->items[j].as.o == t->items[k].as.o) rt_raise(RT_EXC_TypeError, "Parameters to Generic[...] must all be unique");
  }
}

/* Box[int]: as many arguments as Box has type variables. */
static void check_arity(Value cls, Value args) {
  Value params = rt_undef(), r = rt_undef();
  int mark = rt_cleanup_push_value(&params);
  rt_cleanup_push_value(&r);
  if (!rt_try_getattr(cls, "__parameters__", &params) || !rt_is_tuple(params)) params = rt_tuple_new(0);
  int64_t want = RT_AS(Tuple, params)->n, got = RT_AS(Tuple, args)->n;
  r = rt_repr(cls);
  if (want == 0) rt_raise(RT_EXC_TypeError, "%s is not a generic class", rt_str_data(r));
  if (want != got)
    rt_raise(RT_EXC_TypeError, "Too %s arguments for %s; actual %lld, expected %lld", got > want ? "many" : "few",
             rt_str_data(r), (long long)got, (long long)want);
  rt_cleanup_pop(mark, true);
}

/* Generic.__class_getitem__(cls, params): Generic[T] and Protocol[T] are aliases that print
 * as typing.Generic[~T] and stand for Generic (Protocol) as a base; a user class's Box[int]
 * prints as `__main__.Box[int]`, its __mro_entries__ giving Box back. */
static Value g_class_getitem(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "__class_getitem__() takes exactly one argument");
  Value cls = argv[0];
  Value args = rt_is_tuple(argv[1]) ? (rt_incref(argv[1]), argv[1]) : rt_tuple_from(1, &argv[1]);
  int mark = rt_cleanup_push_value(&args);
  Value mod = rt_getattr(cls, "__module__");
  rt_cleanup_push_value(&mod);
  const ClassObj *c = RT_AS(ClassObj, cls);
  bool typing = rt_is_str(mod) && strcmp(rt_str_data(mod), "typing") == 0;
  if (typing && strcmp(c->qualname, "Generic") != 0 && strcmp(c->qualname, "Protocol") != 0) {
    rt_cleanup_pop(mark, true);
    return rt_incref(cls), cls;
  }
  if (typing) check_generic_params(args);
  else check_arity(cls, args);
  Value name = rt_str_printf("%s.%s", rt_is_str(mod) ? rt_str_data(mod) : "__main__", c->qualname);
  rt_cleanup_push_value(&name);
  Value alias = rt_typing_alias(rt_str_data(name), cls, args);
  rt_cleanup_pop(mark, true);
  return alias;
}

/* The type variables of the Generic[...] (Protocol[...]) among bases, RT_UNDEF when none is. */
static Value generic_vars(Value bases) {
  Value gvars = rt_undef(), origin;
  const Tuple *t = RT_AS(Tuple, bases);
  for (int64_t k = 0; k < t->n; k++) {
    if (!rt_typing_alias_origin(t->items[k], &origin)) continue;
    if (!is_typing_class(origin, "Generic") && !is_typing_class(origin, "Protocol")) continue;
    if (!rt_is_undef(gvars)) {
      rt_decref(gvars);
      rt_raise(RT_EXC_TypeError, "Cannot inherit from Generic[...] multiple types.");
    }
    gvars = rt_getattr(t->items[k], "__parameters__");
  }
  return gvars;
}

/* Every type variable of tvars is among gvars's, else CPython's TypeError naming the others. */
static void check_listed(Value tvars, Value gvars) {
  const Tuple *t = RT_AS(Tuple, tvars), *g = RT_AS(Tuple, gvars);
  StrBuf missing, listed;
  rt_sb_init(&missing);
  int mark = rt_sb_cleanup_push(&missing);
  rt_sb_init(&listed);
  rt_sb_cleanup_push(&listed);
  for (int64_t k = 0; k < t->n; k++) {
    if (rt_contains(gvars, t->items[k])) continue;
    Value r = rt_repr(t->items[k]);
    rt_sb_printf(&missing, "%s%s", missing.len ? ", " : "", rt_str_data(r));
    rt_decref(r);
  }
  if (missing.len) {
    for (int64_t k = 0; k < g->n; k++) {
      Value r = rt_repr(g->items[k]);
      rt_sb_printf(&listed, "%s%s", k ? ", " : "", rt_str_data(r));
      rt_decref(r);
    }
    rt_raise(RT_EXC_TypeError, "Some type variables (%.*s) are not listed in Generic[%.*s]", (int)missing.len,
             missing.data, (int)listed.len, listed.data);
  }
  rt_cleanup_pop(mark, true);
}

/* Generic.__init_subclass__(cls): __parameters__, the type variables of the class's
 * __orig_bases__ (those of its Generic[...] when it has one, which must list them all); a class
 * deriving from plain Generic is refused (typing.Generic.__init_subclass__). */
static Value g_init_subclass(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc < 1 || !rt_is_class(argv[0])) rt_raise(RT_EXC_TypeError, "__init_subclass__() needs a class");
  ClassObj *c = RT_AS(ClassObj, argv[0]);
  size_t n = strlen("__orig_bases__");
  int e = rt_class_own_find(c, "__orig_bases__", n, rt_name_hash("__orig_bases__", n));
  Value orig = e >= 0 ? c->dict.e[e].value : rt_undef();
  const Tuple *look = RT_AS(Tuple, rt_is_tuple(orig) ? orig : c->bases);
  bool plain = false;
  for (int64_t k = 0; k < look->n; k++) plain |= is_typing_class(look->items[k], "Generic");
  if (plain && (rt_is_tuple(orig) || strcmp(c->qualname, "Protocol") != 0))
    rt_raise(RT_EXC_TypeError, "Cannot inherit from plain Generic");
  Value tvars = rt_is_tuple(orig) ? rt_typing_parameters(orig) : rt_tuple_new(0), gvars = rt_undef();
  int mark = rt_cleanup_push_value(&tvars);
  rt_cleanup_push_value(&gvars);
  if (rt_is_tuple(orig)) gvars = generic_vars(orig);
  if (!rt_is_undef(gvars)) {
    check_listed(tvars, gvars);
    rt_decref(tvars);
    tvars = gvars;
    gvars = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  rt_class_set(c, "__parameters__", tvars);
  return rt_none();
}

/* ---- NamedTuple ---- */

/* Is b the NamedTuple class itself (a class of the family without fields of its own)? */
static bool is_namedtuple_root(Value b, const RtClassMeta *meta) {
  if (!rt_is_class(b) || RT_AS(ClassObj, b)->meta != meta) return false;
  size_t n = strlen("_fields");
  return rt_class_own_find(RT_AS(ClassObj, b), "_fields", n, rt_name_hash("_fields", n)) < 0;
}

/* The annotated names become the fields; a value the body gave one is its default (and
 * leaves the class: instances hold the field). */
static void namedtuple_fields(ClassObj *c) {
  Tuple *names = rt_is_none(c->annotations) ? NULL : RT_AS(Tuple, c->annotations);
  int64_t n = names ? names->n : 0;
  Value fields = rt_tuple_from(n, names ? names->items : NULL), defaults = rt_dict_new();
  int mark = rt_cleanup_push_value(&fields);
  rt_cleanup_push_value(&defaults);
  const char *first_default = NULL;
  for (int64_t k = 0; k < n; k++) {
    const char *f = rt_str_data(names->items[k]);
    size_t len = strlen(f);
    int e = rt_class_own_find(c, f, len, rt_name_hash(f, len));
    if (e >= 0 && !rt_is_undef(c->dict.e[e].value)) {
      rt_dict_set(defaults, names->items[k], c->dict.e[e].value);
      rt_class_set(c, f, rt_undef());
      if (!first_default) first_default = f;
    } else if (first_default) {
      rt_raise(RT_EXC_TypeError, "Non-default namedtuple field %s cannot follow default field %s", f,
               first_default);
    }
  }
  rt_coll_namedtuple_install(c, fields, defaults);
  rt_cleanup_pop(mark, true);
}

static void namedtuple_finish(Value cls);
static const RtClassMeta namedtuple_meta = {.finish = namedtuple_finish};

/* A class statement's class is finished: one deriving from NamedTuple itself gets its fields
 * (a subclass of such a class is an ordinary class). */
static void namedtuple_finish(Value cls) {
  ClassObj *c = RT_AS(ClassObj, cls);
  Tuple *bases = RT_AS(Tuple, c->bases);
  for (int64_t k = 0; k < bases->n; k++) {
    if (is_namedtuple_root(bases->items[k], &namedtuple_meta)) {
      namedtuple_fields(c);
      return;
    }
  }
}

/* NamedTuple('P', [('x', int), ('y', int)]): collections.namedtuple of the names. */
static Value nt_functional(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  if (argc != 3 || (kw && kw->n)) {
    rt_raise(RT_EXC_TypeError, "NamedTuple() takes a type name and a list of (name, type) pairs");
  }
  Value names = rt_list_new(0), it = rt_undef(), pair;
  int mark = rt_cleanup_push_value(&names);
  rt_cleanup_push_value(&it);
  it = rt_iter(argv[2]);
  while (rt_next(it, &pair)) {
    Value zero = rt_int(0);
    Value name = rt_getitem(pair, zero);
    rt_decref(pair);
    rt_list_append(names, name);
    rt_decref(name);
  }
  Value collections = rt_import("collections");
  rt_cleanup_push_value(&collections);
  Value make = rt_getattr(collections, "namedtuple");
  rt_cleanup_push_value(&make);
  Value args[2] = {argv[1], names};
  Value cls = rt_call(make, 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return cls;
}

/* ---- TypedDict ---- */

/* Movie(name='x', year=1): a dict of the arguments, as dict() builds it. */
static Value td_new(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  return rt_call(rt_builtin_lookup("dict"), argc - 1, argv + 1, kw);
}

/* class Movie(TypedDict, total=False): __annotations__ gathers the bases' and the body's,
 * __required_keys__ and __optional_keys__ (frozensets) sort the body's by total, after the
 * bases' own; __total__ is total. */
static Value td_init_subclass(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  static const char *const names[] = {"cls", "total"};
  Value a[2];
  py_parse_pyargs("__init_subclass__", argc, argv, kw, 2, names, 1, a);
  ClassObj *c = RT_AS(ClassObj, a[0]);
  bool total = rt_is_undef(a[1]) || rt_truthy(a[1]);
  Value ann = rt_dict_new(), req = rt_list_new(0), opt = rt_list_new(0), it = rt_undef(), x;
  int mark = rt_cleanup_push_value(&ann);
  rt_cleanup_push_value(&req);
  rt_cleanup_push_value(&opt);
  rt_cleanup_push_value(&it);
  Value bases = c->bases, k, v;
  for (int64_t b = 0; b < RT_AS(Tuple, bases)->n; b++) {
    ClassObj *bc = RT_AS(ClassObj, RT_AS(Tuple, bases)->items[b]);
    int e = rt_attrmap_find(&bc->dict, "__annotations__", 15, rt_name_hash("__annotations__", 15));
    if (e >= 0 && rt_is_dict(bc->dict.e[e].value))
      for (int64_t pos = 0; rt_dict_next(bc->dict.e[e].value, &pos, &k, &v);) rt_dict_set(ann, k, v);
    static const char *const keys[2] = {"__required_keys__", "__optional_keys__"};
    for (int w = 0; w < 2; w++) {
      e = rt_attrmap_find(&bc->dict, keys[w], 17, rt_name_hash(keys[w], 17));
      if (e < 0) continue;
      it = rt_iter(bc->dict.e[e].value);
      while (rt_next(it, &x)) rt_list_append(w ? opt : req, x), rt_decref(x);
      rt_decref(it);
      it = rt_undef();
    }
  }
  int e = rt_attrmap_find(&c->dict, "__annotations__", 15, rt_name_hash("__annotations__", 15));
  if (e >= 0 && rt_is_dict(c->dict.e[e].value)) {
    for (int64_t pos = 0; rt_dict_next(c->dict.e[e].value, &pos, &k, &v);) {
      rt_dict_set(ann, k, v);
      rt_list_append(total ? req : opt, k);
    }
  }
  Value frozenset = rt_builtin_lookup("frozenset");
  Value fr = rt_call(frozenset, 1, &req, NULL);
  rt_decref(req);
  req = fr;
  fr = rt_call(frozenset, 1, &opt, NULL);
  rt_decref(opt);
  opt = fr;
  rt_cleanup_pop(mark, false); /* the class owns them now */
  rt_class_set(c, "__annotations__", ann);
  rt_class_set(c, "__required_keys__", req);
  rt_class_set(c, "__optional_keys__", opt);
  rt_class_set(c, "__total__", rt_bool(total));
  return rt_none();
}

void rt_typing_classes_init(Value m) {
  Value generic = typing_class("Generic", 0, NULL);
  set_method(generic, "__class_getitem__", "Generic.__class_getitem__", g_class_getitem);
  set_method(generic, "__init_subclass__", "Generic.__init_subclass__", g_init_subclass);
  rt_module_set(m, "Generic", generic);
  rt_module_set(m, "Protocol", rt_typing_protocol_class(m, generic));
  Value nt = typing_class("NamedTuple", 0, NULL);
  set_method(nt, "__new__", "NamedTuple.__new__", nt_functional);
  RT_AS(ClassObj, nt)->meta = &namedtuple_meta;
  rt_module_set(m, "NamedTuple", nt);
  Value td = typing_class("TypedDict", 0, NULL);
  set_method(td, "__new__", "TypedDict.__new__", td_new);
  set_method(td, "__init_subclass__", "TypedDict.__init_subclass__", td_init_subclass);
  rt_module_set(m, "TypedDict", td);
}
