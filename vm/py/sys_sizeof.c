/* sys_sizeof.c — sys.getsizeof: the byte counts a 64-bit CPython 3.11 reports, worked out from
 * each object's contents (Weft's own layouts differ). A container's count follows CPython's
 * allocation: a list's capacity (vm/obj/list.c grows by CPython's rule), a dict's key table and
 * a set's hash table sized as CPython sizes them for the entries they hold. Objects tracked by
 * CPython's garbage collector carry its 16-byte header, which getsizeof adds; the constants
 * below include it. Functions, methods, iterators and views have a size fixed by their type
 * (a table of the oracle's numbers). Other objects answer through their __sizeof__ method when they have one
 * (a class's own, ndarray's). */
#include <stdint.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/value.h"
#include "py.h"

#define GC_HEAD 16

/* int: a 24-byte header and one 4-byte digit per 30 bits (at least one). */
static int64_t int_size(Value v) {
  int64_t bits = rt_int_bit_length(v);
  int64_t digits = bits ? (bits + 29) / 30 : 1;
  return 24 + 4 * digits;
}

/* str: CPython stores one, two or four bytes a character by the widest one, ASCII with a
 * shorter header; Weft's strings are UTF-8, so the widest is read off the lead bytes. */
static int64_t str_size(Value v) {
  const Str *s = RT_AS(Str, v);
  if (s->nbytes == s->nchars) return 49 + s->nchars;
  unsigned char widest = 0;
  for (int64_t i = 0; i < s->nbytes; i++) {
    unsigned char c = (unsigned char)s->data[i];
    if (c >= 0xC0 && c > widest) widest = c;
  }
  if (widest < 0xC4) return 73 + s->nchars;       /* up to U+00FF: latin-1 */
  if (widest < 0xF0) return 74 + 2 * s->nchars;   /* up to U+FFFF: UCS-2 */
  return 76 + 4 * s->nchars;
}

/* dict: 64 while it never held a key (CPython shares one empty key table), else 64 and the
 * key table: a 32-byte header, the index (1, 2, 4 or 8 bytes a slot) and two thirds of the
 * slots as entries, 16 bytes when every key is a str, 24 otherwise. */
static int64_t dict_size(Value v) {
  const Dict *d = RT_AS(Dict, v);
  if (d->nentries == 0 && d->used == 0) return 64;
  int64_t slots = d->mask + 1;
  if (slots < 8) slots = 8;
  int64_t ix = slots <= 128 ? 1 : slots <= 32768 ? 2 : slots <= ((int64_t)1 << 31) ? 4 : 8;
  int64_t entry = d->used ? 16 : 24; /* deleted keys leave no trace: assume general keys */
  for (int64_t i = 0; i < d->nentries && entry == 16; i++) {
    Value k = d->entries[i].key;
    if (!rt_is_undef(k) && !rt_is_type(k, &rt_str_type)) entry = 24;
  }
  return 64 + 32 + ix * slots + (slots * 2 / 3) * entry;
}

/* set, frozenset: 216 with the 8-slot table inline; a bigger table adds 16 bytes a slot. */
static int64_t set_size(Value v) {
  int64_t slots = RT_AS(Set, v)->mask + 1;
  return 216 + (slots > RT_SET_MINSIZE ? 16 * slots : 0);
}

/* A built-in object's size, or -1 for one this file doesn't know. */
static int64_t builtin_size(Value v) {
  switch (v.tag) {
  case RT_NONE: return 16;
  case RT_BOOL: return 28;
  case RT_INT: return int_size(v);
  case RT_FLOAT: return 24;
  default: break;
  }
  if (!rt_is_obj(v)) return -1;
  const ObjType *t = v.as.o->type;
  if (rt_is_bigint(v)) return int_size(v);
  if (t == &rt_str_type) return str_size(v);
  if (t == &rt_bytes_type) return 33 + RT_AS(Bytes, v)->n;
  if (t == &rt_bytearray_type) return 56 + (RT_AS(Bytes, v)->n ? RT_AS(Bytes, v)->n + 1 : 0);
  if (t == &rt_tuple_type) return 40 + 8 * RT_AS(Tuple, v)->n;
  if (t == &rt_list_type) return 56 + 8 * RT_AS(List, v)->cap;
  if (t == &rt_dict_type) return dict_size(v);
  if (rt_is_anyset(v)) return set_size(v);
  if (t == &rt_range_type) return 48;
  if (t == &rt_complex_type) return 32;
  return -1;
}

/* Objects whose size CPython fixes by their type (functions, methods, iterators, views, the
 * itertools objects), as the oracle reports them, by type name in order. */
static const struct {
  const char *type;
  int size;
} fixed_sizes[] = {
    {"accumulate", 64}, {"builtin_function_or_method", 72}, {"bytearray_iterator", 48},
    {"bytes_iterator", 48}, {"callable_iterator", 48}, {"chain", 48}, {"classmethod", 48},
    {"combinations", 80}, {"compress", 48}, {"count", 56}, {"cycle", 64},
    {"dict_itemiterator", 72}, {"dict_items", 40}, {"dict_keyiterator", 72}, {"dict_keys", 40},
    {"dict_reversekeyiterator", 72}, {"dict_valueiterator", 72}, {"dict_values", 40},
    {"dropwhile", 56}, {"enumerate", 72}, {"filter", 48}, {"function", 152}, {"groupby", 80},
    {"islice", 72}, {"list_iterator", 48}, {"list_reverseiterator", 48}, {"map", 48},
    {"method", 64}, {"permutations", 80}, {"product", 64}, {"property", 80},
    {"range_iterator", 48}, {"repeat", 48}, {"reversed", 48}, {"set_iterator", 64}, {"slice", 56},
    {"starmap", 48}, {"staticmethod", 48}, {"str_ascii_iterator", 48}, {"str_iterator", 48},
    {"super", 56}, {"takewhile", 56}, {"tuple_iterator", 48}, {"zip", 64}, {"zip_longest", 72},
};

static int64_t fixed_size(Value v) {
  if (!rt_is_obj(v) || rt_is_instance(v)) return -1;
  const char *name = rt_type_name(v);
  if (!strncmp(name, "itertools.", 10)) name += 10; /* Weft's names of its itertools types */
  size_t lo = 0, hi = sizeof fixed_sizes / sizeof fixed_sizes[0];
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = strcmp(name, fixed_sizes[mid].type);
    if (c == 0) return fixed_sizes[mid].size;
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return -1;
}

/* str in a subclass's instance: CPython keeps its characters apart from the object (a 96-byte
 * header, 112 with __dict__ and __weakref__), one, two or four bytes each and a terminator. */
static int64_t str_subclass_size(Value s, bool has_dict) {
  int64_t compact = str_size(s), n = RT_AS(Str, s)->nchars;
  int64_t width = compact == 49 + n || compact == 73 + n ? 1 : compact == 74 + 2 * n ? 2 : 4;
  return (has_dict ? 112 : 96) + (n + 1) * width;
}

/* An instance of a subclass of list, dict, int, float, str, tuple, set, frozenset or bytes: its
 * builtin value's size and what the subclass adds (a __dict__ and __weakref__, a GC header for
 * types CPython doesn't track), as the oracle reports them. -1: no answer. */
static int64_t builtin_subclass_size(const Instance *in) {
  int64_t n = builtin_size(in->base);
  if (n < 0) return -1;
  bool has_dict = false; /* a class of the MRO without __slots__ gives instances a __dict__ */
  const Tuple *mro = RT_AS(Tuple, in->cls->mro);
  for (int64_t k = 0; k < mro->n && !has_dict; k++) {
    if (!rt_is_class(mro->items[k])) continue;
    const ClassObj *c = RT_AS(ClassObj, mro->items[k]);
    if (c->flags & (RT_CLASS_BUILTIN | RT_CLASS_OBJECT)) continue;
    has_dict = rt_attrmap_find(&c->dict, "__slots__", 9, rt_name_hash("__slots__", 9)) < 0;
  }
  switch (in->cls->base_kind) {
  case RT_BASE_LIST: case RT_BASE_DICT: return n + (has_dict ? 24 : 0);
  case RT_BASE_TUPLE: return n + (has_dict ? 8 : 0);
  case RT_BASE_SET: case RT_BASE_FROZENSET: return n + (has_dict ? 16 : 0);
  case RT_BASE_INT: return n + 16;
  case RT_BASE_FLOAT: return n + (has_dict ? 40 : 16);
  case RT_BASE_BYTES: return rt_is_type(in->base, &rt_bytes_type) ? n + (has_dict ? 24 : 16) : -1;
  case RT_BASE_STR: return str_subclass_size(in->base, has_dict);
  default: return -1;
  }
}

/* A user class's instance: its __sizeof__ (an int, not negative; object's gives the basic size)
 * plus what CPython keeps before it: the GC header, and the managed dict's pointers unless
 * __slots__ leave it no __dict__. -1: no answer. */
static int64_t instance_size(Value v) {
  if (rt_obj(&RT_AS(Instance, v)->cls->hdr).as.o == rt_object_class().as.o) return 16;
  ClassObj *owner = NULL;
  Value found = rt_class_lookup(RT_AS(Instance, v)->cls, "__sizeof__", &owner);
  bool inherited = rt_is_undef(found) || !owner || (owner->flags & (RT_CLASS_BUILTIN | RT_CLASS_OBJECT));
  if (inherited && !rt_is_undef(RT_AS(Instance, v)->base)) {
    int64_t n = builtin_subclass_size(RT_AS(Instance, v));
    if (n >= 0) return n;
  }
  if (rt_is_undef(found)) return 56;
  int64_t before = RT_AS(Instance, v)->cls->flags & RT_CLASS_NO_DICT ? GC_HEAD : 2 * GC_HEAD;
  Value r = rt_call_method(found, v, 0, NULL);
  if (!rt_is_intlike(r) || r.tag == RT_BOOL) {
    rt_decref(r);
    rt_raise(RT_EXC_TypeError, "an integer is required");
  }
  int sign = rt_int_sign(r);
  int64_t n = sign < 0 ? -1 : rt_to_index(r, NULL);
  rt_decref(r);
  if (sign < 0) rt_raise(RT_EXC_ValueError, "__sizeof__() should return >= 0");
  return n + before;
}

/* An object with a __sizeof__ method of its own (ndarray): what it returns, or -1. */
static int64_t method_size(Value v) {
  Value m;
  if (!rt_try_getattr(v, "__sizeof__", &m)) return -1;
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  int64_t n = rt_is_intlike(r) ? rt_to_index(r, NULL) : -1;
  rt_decref(r);
  return n;
}

Value py_sys_getsizeof(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("getsizeof", argc, kw, 1, 2, RT_ARGS_OLD);
  Value v = argv[0];
  int64_t n = builtin_size(v);
  if (n < 0) n = fixed_size(v);
  if (n < 0 && rt_is_instance(v)) n = instance_size(v);
  if (n < 0) n = method_size(v);
  if (n >= 0) return rt_int(n);
  if (argc == 2) return (rt_incref(argv[1]), argv[1]);
  rt_raise(RT_EXC_TypeError, "sys.getsizeof() does not know the size of '%s' objects in Weft",
           rt_type_name(v));
}
