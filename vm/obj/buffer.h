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

/* A library's strided export (NumPy's arrays, for memoryview(a) and a.data): the struct format
 * of one item, the shape and byte strides, and where item 0 lies from the first byte that
 * rt_buffer_span_hook answers. */
enum { RT_BUFFER_MAXDIM = 8 };
typedef struct RtStridedBuffer {
  char fmt;       /* the format memoryview reads; 0 for one it shows only (format, itemsize) */
  char format[4]; /* as memoryview(a).format shows it: 'd', 'Zd', 'e' */
  int itemsize;
  bool readonly;
  int ndim;
  int64_t shape[RT_BUFFER_MAXDIM], strides[RT_BUFFER_MAXDIM];
  int64_t offset;
} RtStridedBuffer;
/* Fills *out and answers true for a value the library exports this way (NULL: none). */
extern bool (*rt_strided_buffer_hook)(Value v, RtStridedBuffer *out);
/* The memory such a value reaches: its lowest byte and the length from there; NULL for
 * other values. */
extern const char *(*rt_buffer_span_hook)(Value v, int64_t *n);

#endif
