/* bytes_internal.h — what bytes.c and bytes_methods.c share: buffer growth, byte conversion,
 * the codecs and the method table. */
#ifndef WEFT_RT_BYTES_INTERNAL_H
#define WEFT_RT_BYTES_INTERNAL_H

#include "objects.h"

void rt_bytes_reserve(Bytes *b, int64_t need);
void rt_bytes_extend_from(Bytes *out, Value v); /* bytes-like or iterable of ints */
uint8_t rt_byte_value(Value v, const char *range_msg);
const char *rt_bytes_name(Value v);
void rt_bytes_repr_into(StrBuf *sb, const Bytes *b);
Value rt_bytes_getattr(Value self, const char *name);
Value rt_bytes_ascii_getattr(Value self, const char *name); /* bytes_ascii.c: capitalize, ... */
/* str -> bytes with an encoding and errors (RT_UNDEF: utf-8, strict). */
Value rt_bytes_encode(const char *fname, Value str, Value encoding, Value errors);
/* UTF-16 (unit 2) and UTF-32 (unit 4) (bytes_wide.c): order 0 with a BOM (little-endian),
 * 1 little-endian, -1 big-endian; errors 0 strict, 1 ignore, 2 replace, 3 backslashreplace. */
Value rt_wide_encode(const Str *s, int unit, int order);
Value rt_wide_decode(const Bytes *b, int unit, int order, int errors);
Value rt_bytes_fromhex(const ObjType *type, int argc, const Value *argv, const Kwargs *kw);

#endif
