/* unicode_names.h — the Unicode character names behind "\N{...}" (unicode_names.c, with the
 * generated data of unicode_names_data.c). */
#ifndef WEFT_UNICODE_NAMES_H
#define WEFT_UNICODE_NAMES_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The code point named name[0..n) (case-insensitive, formal aliases too): true and *cp, or
 * false for no such name. */
bool rt_unicode_lookup(const char *name, size_t n, uint32_t *cp);

typedef struct RtUnameRange {
  const char *prefix; /* "CJK UNIFIED IDEOGRAPH-": the name is the prefix and the hex code point */
  uint32_t lo, hi;
} RtUnameRange;

extern const size_t rt_uname_text_size;
extern const char rt_uname_blob_a[], rt_uname_blob_b[]; /* the base64 text in two halves */
extern const RtUnameRange rt_uname_ranges[];
extern const char *const rt_uname_jamo_l[19];
extern const char *const rt_uname_jamo_v[21];
extern const char *const rt_uname_jamo_t[28];
#endif
