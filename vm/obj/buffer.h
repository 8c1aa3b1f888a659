/* buffer.h — the buffer protocol's plain case: the bytes behind a value that exposes its memory
 * (bytes, bytearray, ctypes data), so that bytes(x), bytearray(x) and binary writes take it.
 * Types of a higher layer (ctypes, vm/py) register one function that answers for theirs. */
#ifndef WEFT_RT_BUFFER_H
#define WEFT_RT_BUFFER_H

#include <stdint.h>

#include "value.h"

/* The memory behind v and its length in *n; NULL for a value that has none. */
typedef const char *(*RtBufferFn)(Value v, int64_t *n);
void rt_buffer_register(RtBufferFn fn);

/* bytes and bytearray, then what the registered function answers (bytes.c). */
const char *rt_buffer_of(Value v, int64_t *n);

#endif
