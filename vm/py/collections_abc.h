/* collections_abc.h — what the collections.abc module shares with abc.c and abc_check.c. */
#ifndef WEFT_PY_COLLECTIONS_ABC_H
#define WEFT_PY_COLLECTIONS_ABC_H

#include "../obj/value.h"

/* An abstract method's stub of a collections.abc class (ABCMeta counts it as abstract). */
bool rt_abc_is_stub(Value v);
/* A new abstract stub named name (raises NotImplementedError), for other modules' ABCs
 * (numbers); qualname must outlive it (a string literal). */
Value rt_abc_stub_new(const char *name, const char *qualname);
/* isinstance(v, cls) for a one-trick pony (Iterable, Sized, ...) and a value of a builtin
 * type: by the type's slots. False for other classes and for instances of user classes. */
bool rt_abc_probe(Value cls, Value v);
/* collections_abc_mixins.c: the mixin methods of the class named name, into its namespace. */
void rt_abc_mixins(const char *name, Value ns);
void rt_collections_abc_module_init(Value m);

#endif
