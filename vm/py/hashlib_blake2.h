/* hashlib_blake2.h — hashlib's blake2b and blake2s (hashlib_blake2.c), for hashlib.c. */
#ifndef WEFT_PY_HASHLIB_BLAKE2_H
#define WEFT_PY_HASHLIB_BLAKE2_H

#include "../obj/value.h"

/* Set hashlib module m's blake2b and blake2s classes. */
void py_blake2_init(Value m);
/* blake2b(...) or blake2s(...) (name) with these arguments, as hashlib.new passes them. */
Value py_blake2_new(const char *name, int argc, const Value *argv, const Kwargs *kw);

#endif
