/* weakref_internal.h — what weakref.c (references, proxies, the free hook) and
 * weakref_containers.c (WeakValueDictionary, WeakKeyDictionary, WeakSet, finalize) share. */
#ifndef WEFT_PY_WEAKREF_INTERNAL_H
#define WEFT_PY_WEAKREF_INTERNAL_H

#include "../obj/value.h"

typedef struct WeakRef {
  Obj hdr;
  Obj *target;          /* NULL once the object is gone */
  Value callback;       /* None or a callable, called with the reference when the object goes */
  Value key;            /* RT_UNDEF, or the key a WeakValueDictionary files it under */
  int64_t hash;         /* the object's hash once asked for, -1 before */
  struct WeakRef *next; /* the object's other references */
} WeakRef;

/* A new reference to obj (TypeError "cannot create weak reference to 'int' object"); a plain
 * one (callback None, key RT_UNDEF) is shared as CPython shares it. */
Value py_weak_new(Value obj, Value callback, Value key);
bool py_is_weakref(Value v);
/* The object (borrowed), RT_UNDEF once it is gone. */
Value py_weak_target(const WeakRef *wr);
/* obj's first weak reference (the chain goes on through next), NULL: none. */
WeakRef *py_weak_first(Value obj);
void py_weak_free_hook(Obj *o);

void py_weakref_proxy_init(Value m);
void py_weakref_containers_init(Value m);

#endif
