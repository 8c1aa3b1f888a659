/* collections.h — what the files of Python's collections module share (collections.c: the
 * module, defaultdict and OrderedDict and the dict-type helpers below; collections_counter.c;
 * collections_deque.c; collections_namedtuple.c). defaultdict, Counter and OrderedDict are dict
 * types (dict.h's rt_dict_register_subtype): their objects start with a Dict, so the dict's C
 * API, methods, views and iterators work on them unchanged. */
#ifndef WEFT_PY_COLLECTIONS_H
#define WEFT_PY_COLLECTIONS_H

#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/value.h"

/* The slots every dict type of the module shares (they read the Dict at the object's start). */
Value rt_coll_dict_getitem(Value self, Value key);
void rt_coll_dict_setitem(Value self, Value key, Value v);
void rt_coll_dict_delitem(Value self, Value key);
int64_t rt_coll_dict_len(Value self);
int rt_coll_dict_truthy(Value self);
int rt_coll_dict_contains(Value self, Value key);
Value rt_coll_dict_inplace(BinOp op, Value a, Value b); /* |= as update(); others fall back */
bool rt_coll_callable(Value v); /* callable(v) */
/* The dict's methods and attributes (bound to self) after the type's own: table is NULL-ended. */
typedef struct CollMethod {
  const char *name;
  RtMethodFn fn;
} CollMethod;
RtMethodFn rt_coll_find_method(const CollMethod *table, Value self, const char *name);
Value rt_coll_getattr(const CollMethod *table, Value self, const char *name);
/* A class object of the module: a native class named name, repr "<class 'collections.name'>",
 * instances those for which check answers true (a new reference). */
Value rt_coll_class(const char *name, NativeFn ctor, bool (*check)(Value));
/* repr(d) of a dict object as a plain dict prints it ("{'a': 1}"). */
Value rt_coll_dict_repr(Value d);

/* Counter (collections_counter.c): its class (borrowed, for type()) and registration. */
void rt_coll_counter_init(Value m);
/* deque (collections_deque.c) */
void rt_coll_deque_init(Value m);
/* UserDict and UserList (collections_user.c) */
void rt_coll_user_init(Value m);
void rt_coll_userstring_init(Value m); /* collections_userstring.c */
/* ns[name] = a native method (a classmethod when asked) of class cls; the class made from ns. */
void rt_coll_user_put(Value ns, const char *cls, const char *name, NativeFn fn, Value data, bool classmethod);
Value rt_coll_user_make(const char *name, Value ns);
/* ChainMap (collections_chainmap.c) */
void rt_coll_chainmap_init(Value m);
/* namedtuple (collections_namedtuple.c) */
void rt_coll_namedtuple_init(Value m);
/* Make c a namedtuple class of fields (a tuple of str) with defaults ({field: default}); the
 * methods c's own body defines stay (typing.NamedTuple). */
void rt_coll_namedtuple_install(ClassObj *c, Value fields, Value defaults);

#endif
