/* objects.h — layouts and constructors of the core built-in objects: str, tuple, list, range,
 * slice, Ellipsis. Implemented in str.c, tuple.c, list.c, range.c, slice.c (one idea per file).
 * Layouts are public so the VM and the NumPy runtime can take fast paths. */
#ifndef WEFT_RT_OBJECTS_H
#define WEFT_RT_OBJECTS_H

#include "../base/strbuf.h"
#include "value.h"

/* ---- str: immutable UTF-8, NUL-terminated for convenience ---- */
typedef struct Str {
  Obj hdr;
  int64_t nbytes;   /* length in bytes (excluding the NUL) */
  int64_t nchars;   /* length in code points (Python's len) */
  int64_t hash;     /* hash(s) once computed (hash.c), -1 before */
  char data[];
} Str;
extern const ObjType rt_str_type;
Value rt_str_new(const char *s, size_t nbytes);
Value rt_str_from_c(const char *s);
Value rt_str_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static inline const char *rt_str_data(Value v) { return RT_AS(Str, v)->data; }
static inline bool rt_is_str(Value v) { return rt_is_type(v, &rt_str_type); }

/* ---- bytes and bytearray (bytes.c, bytes_methods.c): one layout, two types ---- */
typedef struct Bytes {
  Obj hdr;
  int64_t n, cap;   /* length and allocated size of data (one more byte: a NUL after bytes') */
  int64_t hash;     /* bytes: hash once computed, -1 before */
  uint8_t *data;
  int64_t exports;  /* bytearray: live memoryviews of it, which forbid resizing it */
} Bytes;
/* BufferError unless a bytearray's size may change from b->n to n (no memoryview of it). */
void rt_bytes_check_resize(const Bytes *b, int64_t n);
extern const ObjType rt_bytes_type, rt_bytearray_type;
static inline const ObjType *rt_bytes_type_of(bool mutable_) {
  return mutable_ ? &rt_bytearray_type : &rt_bytes_type;
}
Value rt_bytes_new(const ObjType *type, const void *data, size_t n);
void rt_bytes_append(Bytes *b, const void *data, int64_t n);
static inline bool rt_is_bytes_like(Value v) {
  return rt_is_type(v, &rt_bytes_type) || rt_is_type(v, &rt_bytearray_type);
}
void rt_bytes_register_builtins(Value builtins);
Value rt_str_encode(Value self, int argc, const Value *argv, const Kwargs *kw); /* str.encode */
/* str.maketrans (static: self ignored), str.translate, str.expandtabs (str_translate.c) */
Value rt_str_maketrans(Value self, int argc, const Value *argv, const Kwargs *kw);
Value rt_str_translate(Value self, int argc, const Value *argv, const Kwargs *kw);
Value rt_str_expandtabs(Value self, int argc, const Value *argv, const Kwargs *kw);
Value rt_bytes_decode(Value b, Value encoding, Value errors); /* RT_UNDEF: utf-8, strict */

/* ---- tuple ---- */
typedef struct Tuple {
  Obj hdr;
  int64_t n;
  Value items[];
} Tuple;
extern const ObjType rt_tuple_type;
Value rt_tuple_new(int64_t n);                       /* items are None; fill with _set */
Value rt_tuple_from(int64_t n, const Value *items);  /* increfs the items */
Value rt_tuple_pair(Value a, Value b);               /* (a, b), stealing both */
static inline bool rt_is_tuple(Value v) { return rt_is_type(v, &rt_tuple_type); }
/* steals v; for filling a fresh tuple only */
static inline void rt_tuple_set(Value t, int64_t i, Value v) { RT_AS(Tuple, t)->items[i] = v; }

/* ---- list ---- */
typedef struct List {
  Obj hdr;
  int64_t n, cap;
  Value *items;
} List;
extern const ObjType rt_list_type;
Value rt_list_new(int64_t capacity);                 /* empty list */
Value rt_list_from(int64_t n, const Value *items);   /* increfs the items */
void rt_list_append(Value list, Value v);            /* increfs v */
Value rt_list_presized(int64_t hint);  /* list()'s allocation by CPython's rule (hint < 0: none) */
void rt_list_settle(Value list);       /* ... and its trim once filled (list.c) */
/* A list display [a, b, ...] (increfs the items) with the capacity CPython gives it: exact
 * (how 0), the count rounded up to even (RT_LIST_CAP_EVEN: constants), or as appended one by
 * one (RT_LIST_CAP_APPENDED: more than 30 items). */
#define RT_LIST_CAP_EVEN 0x100000
#define RT_LIST_CAP_APPENDED 0x200000
Value rt_list_display(int64_t n, const Value *items, int how);
static inline bool rt_is_list(Value v) { return rt_is_type(v, &rt_list_type); }

/* ---- range: fields public so the VM can run `for i in range(...)` without objects ---- */
typedef struct Range {
  Obj hdr;
  int64_t start, stop, step;
} Range;
extern const ObjType rt_range_type;
Value rt_range_new(int64_t start, int64_t stop, int64_t step); /* step != 0 */
int64_t rt_range_len(int64_t start, int64_t stop, int64_t step);

/* ---- slice: start/stop/step are None or ints (or anything with __index__) ---- */
typedef struct Slice {
  Obj hdr;
  Value start, stop, step;
} Slice;
extern const ObjType rt_slice_type;
Value rt_slice_new(Value start, Value stop, Value step); /* increfs */
/* Resolve against a sequence length like PySlice_GetIndicesEx: returns the element count.
 * Raises ValueError("slice step cannot be zero") and TypeError for non-integer parts. */
int64_t rt_slice_indices(Value slice, int64_t length, int64_t *start, int64_t *stop,
                         int64_t *step);

/* ---- Ellipsis singleton (borrowed; never freed) ---- */
extern const ObjType rt_ellipsis_type;
Value rt_ellipsis(void);


/* ---- sorting, str positions, UTF-8, sequence comparison, repr guards ---- */
/* Sorting (list.c): stable, Python's semantics; key may be RT_NONE/RT_UNDEF. Used by sorted(). */
void rt_list_sort(Value list, Value key, bool reverse);
bool rt_sort_reverse_arg(Value reverse); /* sort's reverse=: an integer (RT_UNDEF: False) */
/* list += iterable: extends in place; returns a new reference to list (list.c). */
Value rt_list_inplace_add(Value list, Value other);
/* Byte offset of character position i (0 <= i <= nchars) in a str (str.c). */
int64_t rt_str_byte_offset(Value s, int64_t i);
/* Character position of byte offset b in a str. */
int64_t rt_str_char_index(Value s, int64_t b);
/* Decode one UTF-8 code point at p (sets *len to its byte length); encode one into sb. */
uint32_t rt_utf8_decode(const char *p, int *len);
void rt_utf8_encode(StrBuf *sb, uint32_t cp);

/* ---- values into string buffers (strbuf_value.c) ---- */
void rt_sb_repr(StrBuf *sb, Value v);  /* appends repr(v) */
void rt_sb_str(StrBuf *sb, Value v);   /* appends str(v) */
Value rt_sb_to_str(StrBuf *sb);        /* new str object; frees the buffer */

/* Lexicographic comparison of two item arrays, Python's rules for lists and tuples (tuple.c). */
Value rt_seq_compare(BinOp op, const Value *a, int64_t na, const Value *b, int64_t nb);
/* repr of containers that may contain themselves: rt_repr_enter returns false when o is already
 * being printed (print "[...]" then, and do not call leave). */
bool rt_repr_enter(Obj *o);
void rt_repr_leave(Obj *o);
/* Run body(self) as a container repr: the outermost one resets the guard stack when an
 * exception unwinds through it (tuple.c). */
Value rt_repr_container(Value self, Value (*body)(Value));

/* Attributes of the builtin classes (class_attr.c): unbound methods such as str.upper or
 * list.append, usable as `map(str.upper, words)`. RT_UNDEF if cls is not such a class or has
 * no such method. */
Value rt_builtin_class_attr(Value cls, const char *name);

/* ---- iterators (iter.c) ---- */
Value rt_seq_iter_new(Value seq);  /* str, tuple, list (and anything with getitem+len) */
Value rt_range_iter_new(int64_t start, int64_t step, int64_t count);
/* How many items iterating v gives, where that is known without iterating (ranges, their
 * iterators, lists, tuples); -1 otherwise. list() sizes its result by it, so list(range(10**12))
 * fails at once with MemoryError as in CPython. */
int64_t rt_length_hint(Value v);
/* Adds enumerate, zip, reversed, map, filter, iter, next to the builtins module. */
void rt_iter_register_builtins(Value builtins);

#endif
