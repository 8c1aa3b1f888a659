/* hash.h — Python's hash(): CPython 3.11's values for int (modulo 2**61 - 1), float
 * (_Py_HashDouble), bool, tuple (the xxHash-based combination) and frozenset, so that the
 * iteration order of sets of numbers matches CPython's; str hashes with SipHash-1-3 over
 * CPython's own representation (Latin-1, UCS-2 or UCS-4) under a zero key, which is CPython run
 * with PYTHONHASHSEED=0. Other objects hash by identity unless their type's hash slot says
 * otherwise (value.h). */
#ifndef WEFT_RT_HASH_H
#define WEFT_RT_HASH_H

#include "value.h"

#define RT_HASH_BITS 61
#define RT_HASH_MODULUS (((uint64_t)1 << RT_HASH_BITS) - 1)

/* hash(v); raises TypeError("unhashable type: 'list'") for lists, dicts, sets and arrays. */
int64_t rt_hash(Value v);

/* The hash slot of a mutable type: raises "unhashable type: '<name>'". */
int64_t rt_unhashable(Value self);

int64_t rt_hash_double(double d);
int64_t rt_hash_pointer(const void *p);
int64_t rt_hash_bytes(const void *data, size_t n); /* hash(b'...') */

/* hash(i) for an int: i modulo 2**61 - 1 with i's sign; -1 becomes -2. */
static inline int64_t rt_hash_int(int64_t i) {
  uint64_t u = i < 0 ? 0 - (uint64_t)i : (uint64_t)i;
  uint64_t r = (u & RT_HASH_MODULUS) + (u >> RT_HASH_BITS);
  if (r >= RT_HASH_MODULUS) r -= RT_HASH_MODULUS;
  int64_t h = i < 0 ? -(int64_t)r : (int64_t)r;
  return h == -1 ? -2 : h;
}

#endif
