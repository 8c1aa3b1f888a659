/* collections_abc.c — the collections.abc module: CPython 3.11's abstract base classes as
 * ABCMeta classes (abc.c, abc_check.c), made here from one table. Each has its abstract
 * methods (stubs that ABCMeta counts as abstract), its mixin methods
 * (collections_abc_mixins.c) and, for the one-trick ponies (Hashable, Iterable, Sized, ...),
 * a __subclasshook__ that looks for the methods in the MRO of a user class as CPython's
 * _check_methods does (a None there says no). The builtin classes are registered with the
 * ABCs CPython's answer puts them under (list with MutableSequence, Iterable, Sized, ...).
 * Values that are neither instances of user classes nor of registered builtin classes
 * (iterators, generators, dict views, NumPy arrays) answer the one-trick ponies by their
 * type's slots, so isinstance(iter([]), Iterator) holds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "collections_abc.h"
#include "py.h"

/* What an abstract method's stub does when called (through super()), as CPython's bodies. */
enum { STUB_ZERO, STUB_FALSE, STUB_KEYERROR, STUB_INDEXERROR, STUB_STOP, STUB_EMPTY_ITER,
       STUB_NOTIMPL };

typedef struct AbcSpec {
  const char *name;
  const char *bases;    /* space-separated earlier classes of the table ("": object) */
  const char *hook;     /* the methods __subclasshook__ checks; NULL: no hook */
  const char *abstract; /* "name:stub ..." */
  const char *builtins; /* builtin classes registered with it */
} AbcSpec;

static const AbcSpec specs[] = {
    {"Hashable", "", "__hash__", "__hash__:0", "int float complex str bytes tuple frozenset range bool"},
    {"Iterable", "", "__iter__", "__iter__:5", NULL},
    {"Iterator", "Iterable", "__iter__ __next__", "__next__:4", NULL},
    {"Reversible", "Iterable", "__reversed__ __iter__", "__reversed__:5", NULL},
    {"Generator", "Iterator", "__iter__ __next__ send throw close", "send:4 throw:6", NULL},
    {"Sized", "", "__len__", "__len__:0", NULL},
    {"Container", "", "__contains__", "__contains__:1", NULL},
    {"Collection", "Sized Iterable Container", "__len__ __iter__ __contains__", NULL, NULL},
    {"Callable", "", "__call__", "__call__:1", NULL},
    {"Set", "Collection", NULL, NULL, "frozenset"},
    {"MutableSet", "Set", NULL, "add:6 discard:6", "set"},
    {"Mapping", "Collection", NULL, "__getitem__:2", NULL},
    {"MappingView", "Sized", NULL, NULL, NULL},
    {"KeysView", "MappingView Set", NULL, NULL, NULL},
    {"ItemsView", "MappingView Set", NULL, NULL, NULL},
    {"ValuesView", "MappingView Collection", NULL, NULL, NULL},
    {"MutableMapping", "Mapping", NULL, "__setitem__:2 __delitem__:2", "dict"},
    {"Sequence", "Reversible Collection", NULL, "__getitem__:3", "tuple str range"},
    {"ByteString", "Sequence", NULL, NULL, "bytes bytearray"},
    {"MutableSequence", "Sequence", NULL, "__setitem__:3 __delitem__:3 insert:3", "list bytearray"},
};
enum { NSPECS = sizeof specs / sizeof specs[0] };

/* ---- abstract stubs ---- */

static Value abstract_stub(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  switch (data.as.i) {
    case STUB_ZERO: return rt_int(0);
    case STUB_FALSE: return rt_bool(false);
    case STUB_KEYERROR: rt_raise_key_error(argc > 1 ? argv[1] : rt_none());
    case STUB_INDEXERROR: rt_raise(RT_EXC_IndexError, "%s", "");
    case STUB_STOP: rt_raise(RT_EXC_StopIteration, "%s", "");
    case STUB_EMPTY_ITER: {
      Value t = rt_tuple_new(0);
      Value it = rt_iter(t);
      rt_decref(t);
      return it;
    }
    default: rt_raise(RT_EXC_NotImplementedError, "%s", "");
  }
}

Value rt_abc_stub_new(const char *name, const char *qualname) {
  return rt_native_method_new(name, qualname, abstract_stub, rt_int(STUB_NOTIMPL));
}

bool rt_abc_is_stub(Value v) {
  return rt_is_type(v, &rt_native_method_type) && RT_AS(NativeMethod, v)->fn == abstract_stub;
}

/* ---- the words of a spec's fields ---- */

static int words(const char *s, char out[][32], int max) {
  int n = 0;
  while (s && *s && n < max) {
    while (*s == ' ') s++;
    int k = 0;
    while (*s && *s != ' ' && k < 31) out[n][k++] = *s++;
    out[n][k] = 0;
    if (k) n++;
  }
  return n;
}

static int spec_index(const char *name) {
  for (int k = 0; k < NSPECS; k++)
    if (!strcmp(specs[k].name, name)) return k;
  return -1;
}

/* ---- __subclasshook__: CPython's _check_methods over a user class's MRO ---- */

/* 1 found, 0 set to None (or not found), for one method. Builtin classes in the MRO answer by
 * their registration with the ABC being checked (list is no Hashable); object has __hash__. */
static int has_method(Value C, const char *method, Value abc) {
  Tuple *mro = RT_AS(Tuple, RT_AS(ClassObj, C)->mro);
  for (int64_t k = 0; k < mro->n; k++) {
    Value B = mro->items[k];
    if (rt_is_class(B) && !(RT_AS(ClassObj, B)->flags & (RT_CLASS_OBJECT | RT_CLASS_BUILTIN))) {
      size_t n = strlen(method);
      int e = rt_class_own_find(RT_AS(ClassObj, B), method, n, rt_name_hash(method, n));
      if (e >= 0 && !rt_is_undef(RT_AS(ClassObj, B)->dict.e[e].value))
        return !rt_is_none(RT_AS(ClassObj, B)->dict.e[e].value);
      continue;
    }
    if (rt_is_class(B) && (RT_AS(ClassObj, B)->flags & RT_CLASS_OBJECT)) return !strcmp(method, "__hash__");
    Value args[2] = {B, abc};
    Value r = rt_call(rt_builtin_lookup("issubclass"), 2, args, NULL);
    if (rt_truthy(r)) return 1;
  }
  return 0;
}

static Value abc_hook(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "__subclasshook__() takes exactly one argument");
  const AbcSpec *s = &specs[data.as.i];
  Value cls = argv[0], C = argv[1];
  /* `if cls is Iterable`: not for its subclasses (they do not own the hook) */
  size_t hn = strlen("__subclasshook__");
  if (!rt_is_class(cls) || strcmp(RT_AS(ClassObj, cls)->name, s->name) != 0 || !rt_is_class(C) ||
      rt_class_own_find(RT_AS(ClassObj, cls), "__subclasshook__", hn, rt_name_hash("__subclasshook__", hn)) < 0)
    return rt_notimplemented();
  char ms[8][32];
  int n = words(s->hook, ms, 8);
  for (int k = 0; k < n; k++)
    if (!has_method(C, ms[k], cls)) return rt_notimplemented();
  return rt_bool(true);
}

/* ---- instances of builtin types: their slots ---- */

static bool type_named(Value v, const char *name) { return !strcmp(rt_type_name(v), name); }

static bool slot_has(Value v, const char *method) {
  const ObjType *t = v.tag == RT_OBJ ? v.as.o->type : NULL;
  if (!strcmp(method, "__hash__")) return !t || t->hash != rt_unhashable;
  if (!t) return false;
  if (!strcmp(method, "__iter__")) return t->iter != NULL;
  if (!strcmp(method, "__next__")) return t->next != NULL;
  if (!strcmp(method, "__len__")) return t->len != NULL;
  if (!strcmp(method, "__contains__")) return t->contains != NULL || t->iter != NULL;
  if (!strcmp(method, "__call__")) return t->call != NULL;
  if (!strcmp(method, "__reversed__")) return false;
  return type_named(v, "generator"); /* send, throw, close */
}

bool rt_abc_probe(Value cls, Value v) {
  if (!rt_is_class(cls)) return false;
  int k = spec_index(RT_AS(ClassObj, cls)->name);
  if (k < 0 || !specs[k].hook || rt_is_instance(v) || rt_is_class(v)) return false;
  char ms[8][32];
  int n = words(specs[k].hook, ms, 8);
  for (int j = 0; j < n; j++)
    if (!slot_has(v, ms[j])) return false;
  return true;
}

/* ---- making the classes ---- */

static void put_fn(Value ns, const char *cls, const char *name, NativeFn fn, Value data) {
  char qual[160];
  snprintf(qual, sizeof qual, "%s.%s", cls, name);
  Value f = rt_native_method_new(name, qual, fn, data);
  rt_dict_set_str(ns, name, f);
  rt_decref(f);
}

static Value make_class(Value meta, Value module, int k, Value *made) {
  const AbcSpec *s = &specs[k];
  char bs[4][32];
  int nb = words(s->bases, bs, 4);
  Value bases = rt_tuple_new(nb);
  for (int j = 0; j < nb; j++) {
    Value b = made[spec_index(bs[j])];
    rt_incref(b);
    rt_tuple_set(bases, j, b);
  }
  Value ns = rt_dict_new();
  rt_dict_set_str(ns, "__module__", module);
  char ab[4][32];
  int na = words(s->abstract, ab, 4);
  for (int j = 0; j < na; j++) {
    char *colon = strchr(ab[j], ':');
    *colon = 0;
    put_fn(ns, s->name, ab[j], abstract_stub, rt_int(atoi(colon + 1)));
  }
  rt_abc_mixins(s->name, ns);
  if (s->hook) {
    Value f = rt_native_method_new("__subclasshook__", "__subclasshook__", abc_hook, rt_int(k));
    Value cm = rt_wrapped_new(&rt_classmethod_type, f);
    rt_decref(f);
    rt_dict_set_str(ns, "__subclasshook__", cm);
    rt_decref(cm);
  }
  Value args[3] = {rt_str_from_c(s->name), bases, ns};
  Value cls = rt_type_make(RT_AS(ClassObj, meta), args, rt_undef());
  Value init = rt_class_lookup(RT_AS(ClassObj, meta), "__init__", NULL); /* __abstractmethods__ */
  rt_decref(rt_call_method(init, cls, 3, args));
  for (int j = 0; j < 3; j++) rt_decref(args[j]);
  rt_incref(module);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", module);
  return cls;
}

static void register_builtins(Value cls, const char *names) {
  char ws[8][32];
  int n = words(names, ws, 8);
  for (int j = 0; j < n; j++) {
    Value b = rt_builtin_lookup(ws[j]);
    if (!rt_is_undef(b)) rt_abc_register(cls, b);
  }
}

/* The library's own container classes, as CPython registers them (collections' deque and
 * ChainMap; dict views; defaultdict, OrderedDict and Counter are dicts already). */
/* (an OrderedDict's views, odict_keys and so on, are dict views too: their object type's name) */
static bool is_dict_keys(Value v) { return v.tag == RT_OBJ && !strcmp(v.as.o->type->name, "dict_keys"); }
static bool is_dict_items(Value v) { return v.tag == RT_OBJ && !strcmp(v.as.o->type->name, "dict_items"); }
static bool is_dict_values(Value v) { return v.tag == RT_OBJ && !strcmp(v.as.o->type->name, "dict_values"); }
static bool is_odict_keys(Value v) { return v.tag == RT_OBJ && !strcmp(rt_type_name(v), "odict_keys"); }
static bool is_odict_items(Value v) { return v.tag == RT_OBJ && !strcmp(rt_type_name(v), "odict_items"); }
static bool is_odict_values(Value v) { return v.tag == RT_OBJ && !strcmp(rt_type_name(v), "odict_values"); }

static void register_library(Value *made) {
  static const struct {
    const char *abc, *module, *name;
  } regs[] = {
      {"MutableSequence", "collections", "deque"},
      {"MutableMapping", "collections", "ChainMap"},
      {"MutableMapping", "collections", "UserDict"},
      {"MutableSequence", "collections", "UserList"},
  };
  for (size_t k = 0; k < sizeof regs / sizeof regs[0]; k++) {
    Value m = rt_import(regs[k].module);
    int mark = rt_cleanup_push_value(&m);
    Value cls;
    if (rt_try_getattr(m, regs[k].name, &cls)) {
      rt_cleanup_push_value(&cls);
      rt_abc_register(made[spec_index(regs[k].abc)], cls);
    }
    rt_cleanup_pop(mark, true);
  }
  static const struct {
    const char *abc, *type;
    bool (*check)(Value);
  } views[] = {
      {"KeysView", "dict_keys", is_dict_keys},
      {"ItemsView", "dict_items", is_dict_items},
      {"ValuesView", "dict_values", is_dict_values},
      {"KeysView", "odict_keys", is_odict_keys},
      {"ItemsView", "odict_items", is_odict_items},
      {"ValuesView", "odict_values", is_odict_values},
  };
  for (size_t k = 0; k < sizeof views / sizeof views[0]; k++) {
    Value cls = rt_named_type_class(views[k].type, views[k].check);
    int mark = rt_cleanup_push_value(&cls);
    rt_abc_register(made[spec_index(views[k].abc)], cls);
    rt_cleanup_pop(mark, true);
  }
}

/* The protocol ABCs a registered builtin also belongs to, by what it is (a list is Iterable,
 * Sized, Container, Reversible...): through its place under Sequence, Set or Mapping. */
void rt_collections_abc_module_init(Value m) {
  Value abc = rt_import("abc");
  int mark = rt_cleanup_push_value(&abc);
  Value meta = rt_getattr(abc, "ABCMeta");
  rt_cleanup_push_value(&meta);
  Value module = rt_str_from_c("collections.abc");
  rt_cleanup_push_value(&module);
  Value made[NSPECS];
  for (int k = 0; k < NSPECS; k++) {
    made[k] = make_class(meta, module, k, made);
    rt_module_set(m, specs[k].name, made[k]); /* the module owns it; made[] borrows */
  }
  for (int k = 0; k < NSPECS; k++)
    if (specs[k].builtins) register_builtins(made[k], specs[k].builtins);
  /* dict is reversible and a Collection through MutableMapping; frozenset and set are no
   * Reversible: the table's registrations give the rest */
  register_builtins(made[spec_index("Reversible")], "dict");
  register_library(made);
  Value parent = rt_import("collections"); /* `import collections.abc` binds collections */
  rt_cleanup_push_value(&parent);
  rt_incref(m);
  rt_module_set(parent, "abc", m);
  rt_cleanup_pop(mark, true);
}
