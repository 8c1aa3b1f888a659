/* collections_abc.c — the collections.abc module: Iterable, Iterator, Sized, Container,
 * Hashable, Callable, Collection, Sequence, MutableSequence, Mapping, MutableMapping, Set,
 * MutableSet, Generator and Reversible as classes for isinstance() and annotations. The
 * one-method ABCs recognise any object with the method (as their __subclasshook__ does); the
 * others the builtin types CPython registers with them. They cannot be instantiated. */
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "py.h"

/* Does v's type define method (and not as None, the way list's __hash__ is)? */
static bool has(Value v, const char *method) {
  Value m;
  if (!rt_try_getattr(v, method, &m)) return false;
  bool yes = !rt_is_none(m);
  rt_decref(m);
  return yes;
}

static bool type_is(Value v, const char *const *names) {
  const char *t = rt_type_name(v);
  for (int i = 0; names[i]; i++)
    if (strcmp(t, names[i]) == 0) return true;
  return false;
}

static const char *const seq_types[] = {"list", "tuple", "str", "range", "bytes", "bytearray",
                                        "memoryview", "deque", NULL};
static const char *const mutseq_types[] = {"list", "bytearray", "deque", NULL};
static const char *const map_types[] = {"dict", "defaultdict", "OrderedDict", "Counter",
                                        "ChainMap", "mappingproxy", NULL};
static const char *const set_types[] = {"set", "frozenset", "dict_keys", "dict_items", NULL};

static bool is_iterable(Value v) { return has(v, "__iter__"); }
static bool is_iterator(Value v) { return has(v, "__iter__") && has(v, "__next__"); }
static bool is_sized(Value v) { return has(v, "__len__"); }
static bool is_container(Value v) { return has(v, "__contains__"); }
static bool is_hashable(Value v) { return has(v, "__hash__"); }
static bool is_callable(Value v) {
  Value r = rt_call(rt_builtin_lookup("callable"), 1, &v, NULL);
  return rt_truthy(r);
}
static bool is_collection(Value v) { return is_sized(v) && is_iterable(v) && is_container(v); }
static bool is_sequence(Value v) { return type_is(v, seq_types); }
static bool is_mutseq(Value v) { return type_is(v, mutseq_types); }
static bool is_mapping(Value v) { return type_is(v, map_types); }
static bool is_mutmap(Value v) { return type_is(v, map_types) && strcmp(rt_type_name(v), "mappingproxy") != 0; }
static bool is_set(Value v) { return type_is(v, set_types); }
static bool is_mutset(Value v) { return strcmp(rt_type_name(v), "set") == 0; }
static bool is_generator(Value v) { return strcmp(rt_type_name(v), "generator") == 0; }
static bool is_reversible(Value v) { return is_iterable(v) && has(v, "__reversed__"); }

#define ABC(name, check, methods)                                                           \
  static Value new_##name(Value self, int argc, const Value *argv, const Kwargs *kw) {      \
    (void)self, (void)argc, (void)argv, (void)kw;                                          \
    rt_raise(RT_EXC_TypeError, "Can't instantiate abstract class " #name " with %s", methods); \
  }
#define ABCS(X)                                                                              \
  X(Iterable, is_iterable, "abstract method __iter__")                                       \
  X(Iterator, is_iterator, "abstract method __next__")                                       \
  X(Sized, is_sized, "abstract method __len__")                                              \
  X(Container, is_container, "abstract method __contains__")                                 \
  X(Hashable, is_hashable, "abstract method __hash__")                                       \
  X(Callable, is_callable, "abstract method __call__")                                       \
  X(Collection, is_collection, "abstract methods __contains__, __iter__, __len__")           \
  X(Sequence, is_sequence, "abstract methods __getitem__, __len__")                          \
  X(MutableSequence, is_mutseq,                                                              \
    "abstract methods __delitem__, __getitem__, __len__, __setitem__, insert")               \
  X(Mapping, is_mapping, "abstract methods __getitem__, __iter__, __len__")                  \
  X(MutableMapping, is_mutmap,                                                               \
    "abstract methods __delitem__, __getitem__, __iter__, __len__, __setitem__")             \
  X(Set, is_set, "abstract methods __contains__, __iter__, __len__")                         \
  X(MutableSet, is_mutset, "abstract methods __contains__, __iter__, __len__, add, discard") \
  X(Generator, is_generator, "abstract methods send, throw")                                 \
  X(Reversible, is_reversible, "abstract methods __iter__, __reversed__")
ABCS(ABC)
#undef ABC

void rt_collections_abc_module_init(Value m) {
#define ABC(name, check, methods)                                                           \
  rt_module_set(m, #name,                                                                   \
                rt_native_class(#name, new_##name, check, "<class 'collections.abc." #name "'>"));
  ABCS(ABC)
#undef ABC
}
