/* bytes.c — the bytes and bytearray objects: construction (bytes(n), bytes(iterable),
 * bytes(str, encoding)), indexing and slicing, bytearray's item and slice assignment,
 * concatenation, repetition, comparison, `in`, hash and repr as CPython writes them. The methods
 * (decode, find, split, append, ...) are bytes_methods.c's. Both types share one layout; a
 * bytearray's buffer grows in place. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/memlimit.h"
#include "bytes_internal.h"
#include "bigint.h"
#include "buffer.h"
#include "class.h"
#include "format.h"
#include "hash.h"
#include "native.h"
#include "ops.h"

static void bytes_free(Obj *o) {
  free(((Bytes *)o)->data);
  free(o);
}

Value rt_bytes_new(const ObjType *type, const void *data, size_t n) {
  /* one more byte: a bytes object is NUL-terminated (ctypes' c_char_p); zeros from calloc,
   * which the system gives as untouched pages (bytes(10**9) at once) */
  uint8_t *d = !rt_memory_allows(n + 1) ? NULL : data ? malloc(n + 1) : calloc(n + 1, 1);
  Bytes *b = d ? malloc(sizeof *b) : NULL; /* (a failure frees what the other took) */
  if (!b) {
    free(d);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  b->data = d;
  rt_obj_init(&b->hdr, type);
  b->n = b->cap = (int64_t)n;
  b->hash = -1;
  b->exports = 0;
  if (n && data) memcpy(b->data, data, n);
  b->data[n] = 0;
  return rt_obj(b);
}

void rt_bytes_check_resize(const Bytes *b, int64_t n) {
  if (b->exports && n != b->n) rt_raise(RT_EXC_BufferError, "Existing exports of data: object cannot be re-sized");
}

void rt_bytes_reserve(Bytes *b, int64_t need) {
  if (need <= b->cap) return;
  int64_t cap = b->cap * 2 > need ? b->cap * 2 : need;
  b->data = rt_realloc(b->data, (size_t)cap + 1);
  b->cap = cap;
}

void rt_bytes_append(Bytes *b, const void *data, int64_t n) {
  rt_bytes_check_resize(b, b->n + n);
  rt_bytes_reserve(b, b->n + n);
  if (n) memcpy(b->data + b->n, data, (size_t)n);
  b->n += n;
  b->data[b->n] = 0;
}

const char *rt_bytes_name(Value v) {
  return rt_is_type(v, &rt_bytearray_type) ? "bytearray" : "bytes";
}

/* ---- repr ---- */

void rt_bytes_repr_into(StrBuf *sb, const Bytes *b) {
  bool has_single = memchr(b->data, '\'', (size_t)b->n) != NULL;
  bool has_double = memchr(b->data, '"', (size_t)b->n) != NULL;
  char quote = has_single && !has_double ? '"' : '\'';
  rt_sb_putc(sb, 'b');
  rt_sb_putc(sb, quote);
  for (int64_t i = 0; i < b->n; i++) {
    uint8_t c = b->data[i];
    if (c == '\\' || c == (uint8_t)quote) {
      rt_sb_putc(sb, '\\');
      rt_sb_putc(sb, (char)c);
    } else if (c == '\n') {
      rt_sb_puts(sb, "\\n");
    } else if (c == '\r') {
      rt_sb_puts(sb, "\\r");
    } else if (c == '\t') {
      rt_sb_puts(sb, "\\t");
    } else if (c < 0x20 || c >= 0x7F) {
      rt_sb_printf(sb, "\\x%02x", c);
    } else {
      rt_sb_putc(sb, (char)c);
    }
  }
  rt_sb_putc(sb, quote);
}

static Value bytes_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  bool ba = rt_is_type(self, &rt_bytearray_type);
  if (ba) rt_sb_puts(&sb, "bytearray(");
  rt_bytes_repr_into(&sb, RT_AS(Bytes, self));
  if (ba) rt_sb_putc(&sb, ')');
  return rt_sb_to_str(&sb);
}

/* ---- indexing ---- */

static bool is_index(Value key) {
  return key.tag == RT_INT || key.tag == RT_BOOL || rt_is_scalar_number(key) ||
         rt_is_bigint(key);
}

static int64_t item_index(Value self, Value key) {
  Bytes *b = RT_AS(Bytes, self);
  bool ba = rt_is_type(self, &rt_bytearray_type);
  if (!is_index(key)) {
    rt_raise(RT_EXC_TypeError, "%s indices must be integers or slices, not %s",
             ba ? "bytearray" : "byte", rt_type_name(key));
  }
  int64_t i = rt_to_index(key, NULL);
  if (i < 0) i += b->n;
  if (i < 0 || i >= b->n) {
    rt_raise(RT_EXC_IndexError, "%s", ba ? "bytearray index out of range" : "index out of range");
  }
  return i;
}

static Value bytes_getitem(Value self, Value key) {
  Bytes *b = RT_AS(Bytes, self);
  if (rt_is_type(key, &rt_slice_type)) {
    int64_t lo, hi, st;
    int64_t n = rt_slice_indices(key, b->n, &lo, &hi, &st);
    Value r = rt_bytes_new(self.as.o->type, NULL, (size_t)n);
    for (int64_t k = 0, i = lo; k < n; k++, i += st) RT_AS(Bytes, r)->data[k] = b->data[i];
    return r;
  }
  return rt_int(b->data[item_index(self, key)]);
}

/* An int in range(0, 256), as bytearray items and bytes(iterable) need. */
uint8_t rt_byte_value(Value v, const char *range_msg) {
  if (!is_index(v)) {
    rt_raise(RT_EXC_TypeError, "'%s' object cannot be interpreted as an integer", rt_type_name(v));
  }
  int64_t x = rt_is_bigint(v) ? -1 : rt_to_index(v, NULL);
  if (x < 0 || x > 255) rt_raise(RT_EXC_ValueError, "%s", range_msg);
  return (uint8_t)x;
}

/* The bytes of a bytes-like value or an iterable of ints, appended to out. */
void rt_bytes_extend_from(Bytes *out, Value v) {
  if (rt_is_bytes_like(v)) {
    Bytes *src = RT_AS(Bytes, v);
    int64_t n = src->n; /* b.extend(b): src is out */
    rt_bytes_check_resize(out, out->n + n);
    rt_bytes_reserve(out, out->n + n);
    memmove(out->data + out->n, src->data, (size_t)n);
    out->n += n;
    out->data[out->n] = 0;
    return;
  }
  Value it = rt_iter(v);
  int mark = rt_cleanup_push_value(&it);
  Value x;
  while (rt_next(it, &x)) {
    int m2 = rt_cleanup_push_value(&x);
    uint8_t c = rt_byte_value(x, "byte must be in range(0, 256)");
    rt_cleanup_pop(m2, true);
    rt_bytes_append(out, &c, 1);
  }
  rt_cleanup_pop(mark, true);
}

static void bytearray_setslice(Value self, Value key, Value v) {
  Bytes *b = RT_AS(Bytes, self);
  if (rt_is_str(v) || v.tag != RT_OBJ) {
    rt_raise(RT_EXC_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
  }
  Value src = rt_bytes_new(&rt_bytearray_type, NULL, 0);
  int mark = rt_cleanup_push_value(&src);
  rt_bytes_extend_from(RT_AS(Bytes, src), v);
  Bytes *s = RT_AS(Bytes, src);
  int64_t lo, hi, st;
  int64_t n = rt_slice_indices(key, b->n, &lo, &hi, &st);
  if (st == 1) {
    if (hi < lo) hi = lo;
    rt_bytes_check_resize(b, b->n - (hi - lo) + s->n);
    rt_bytes_reserve(b, b->n - (hi - lo) + s->n);
    memmove(b->data + lo + s->n, b->data + hi, (size_t)(b->n - hi));
    memcpy(b->data + lo, s->data, (size_t)s->n);
    b->n += s->n - (hi - lo);
  } else {
    if (s->n != n) {
      rt_raise(RT_EXC_ValueError, "attempt to assign bytes of size %lld to extended slice of size %lld",
               (long long)s->n, (long long)n);
    }
    for (int64_t k = 0, i = lo; k < n; k++, i += st) b->data[i] = s->data[k];
  }
  rt_cleanup_pop(mark, true);
}

static void bytearray_setitem(Value self, Value key, Value v) {
  if (rt_is_type(key, &rt_slice_type)) {
    bytearray_setslice(self, key, v);
    return;
  }
  int64_t i = item_index(self, key);
  RT_AS(Bytes, self)->data[i] = rt_byte_value(v, "byte must be in range(0, 256)");
}

static void bytearray_delitem(Value self, Value key) {
  Bytes *b = RT_AS(Bytes, self);
  if (rt_is_type(key, &rt_slice_type)) {
    int64_t lo, hi, st;
    int64_t n = rt_slice_indices(key, b->n, &lo, &hi, &st);
    rt_bytes_check_resize(b, b->n - n);
    if (st < 0) { /* the same items walked upwards */
      lo = lo + (n - 1) * st;
      st = -st;
    }
    int64_t w = n ? lo : b->n;
    for (int64_t r = w, k = 0; r < b->n; r++) {
      if (k < n && r == lo + k * st) {
        k++;
        continue;
      }
      b->data[w++] = b->data[r];
    }
    b->n -= n;
    return;
  }
  int64_t i = item_index(self, key);
  rt_bytes_check_resize(b, b->n - 1);
  memmove(b->data + i, b->data + i + 1, (size_t)(b->n - i - 1));
  b->n--;
}

static int64_t bytes_len(Value self) { return RT_AS(Bytes, self)->n; }
static int bytes_truthy(Value self) { return RT_AS(Bytes, self)->n != 0; }

static int bytes_contains(Value self, Value item) {
  Bytes *h = RT_AS(Bytes, self);
  if (is_index(item)) {
    uint8_t c = rt_byte_value(item, "byte must be in range(0, 256)");
    return h->n && memchr(h->data, c, (size_t)h->n) != NULL;
  }
  if (!rt_is_bytes_like(item)) {
    rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(item));
  }
  Bytes *n = RT_AS(Bytes, item);
  if (n->n == 0) return 1;
  return h->n && memmem(h->data, (size_t)h->n, n->data, (size_t)n->n) != NULL;
}

/* ---- operators ---- */

static int bytes_compare(const Bytes *x, const Bytes *y) {
  int64_t n = x->n < y->n ? x->n : y->n;
  int c = n ? memcmp(x->data, y->data, (size_t)n) : 0;
  if (c) return c;
  return (x->n > y->n) - (x->n < y->n);
}

static Value bytes_repeat(Value s, Value count) {
  if (rt_is_instance(count) && !rt_instance_repeats(count)) return rt_undef();
  if (!is_index(count) && !rt_is_instance(count)) {
    rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'",
             rt_type_name(count));
  }
  int64_t k = rt_to_index(count, NULL);
  Bytes *o = RT_AS(Bytes, s);
  if (k < 0) k = 0;
  if (k && o->n > INT64_MAX / k) rt_raise(RT_EXC_MemoryError, "%s", "");
  if (!k || !o->n) return rt_bytes_new(s.as.o->type, NULL, 0);
  /* as str's repeat: each copy doubles what is written, at most 16 MiB (whole repetitions) at a
   * time, so that b"x" * 10**9 is fast and sees Ctrl-C within milliseconds; the buffer grows
   * unfilled (no memset of what the copies write) */
  Value r = rt_bytes_new(s.as.o->type, o->data, (size_t)o->n);
  int mark = rt_cleanup_push_value(&r);
  rt_bytes_reserve(RT_AS(Bytes, r), o->n * k);
  char *d = (char *)RT_AS(Bytes, r)->data;
  size_t unit = (size_t)o->n, n = unit * (size_t)k, cap = ((size_t)16 << 20) > unit ? ((size_t)16 << 20) / unit * unit : unit;
  memcpy(d, o->data, unit);
  for (size_t done = unit; done < n;) {
    size_t chunk = done < cap ? done : cap;
    if (chunk > n - done) chunk = n - done;
    memcpy(d + done, d, chunk);
    done += chunk;
    if (rt_interrupted) rt_check_interrupt();
  }
  rt_cleanup_pop(mark, false);
  RT_AS(Bytes, r)->n = (int64_t)n;
  RT_AS(Bytes, r)->data[n] = 0;
  return r;
}

static Value bytes_binop(BinOp op, Value a, Value b) {
  bool ba = rt_is_bytes_like(a), bb = rt_is_bytes_like(b);
  switch (op) {
    case RT_OP_ADD: {
      if (!ba && rt_is_str(a)) { /* str declined: its message, as CPython's */
        rt_raise(RT_EXC_TypeError, "can only concatenate str (not \"%s\") to str", rt_type_name(b));
      }
      if (!ba) return rt_undef();
      if (!bb) {
        if (rt_is_obj(b) && b.as.o->type->binop && !rt_is_str(b)) return rt_undef();
        rt_raise(RT_EXC_TypeError, "can't concat %s to %s", rt_type_name(b), rt_type_name(a));
      }
      Value r = rt_bytes_new(a.as.o->type, RT_AS(Bytes, a)->data, (size_t)RT_AS(Bytes, a)->n);
      rt_bytes_append(RT_AS(Bytes, r), RT_AS(Bytes, b)->data, RT_AS(Bytes, b)->n);
      return r;
    }
    case RT_OP_MUL:
      if (ba && bb) rt_raise(RT_EXC_TypeError, "can't multiply sequence by non-int of type '%s'", rt_type_name(b));
      if (rt_is_array_number(ba ? b : a)) return rt_undef();
      return ba ? bytes_repeat(a, b) : bytes_repeat(b, a);
    case RT_OP_EQ: case RT_OP_NE: case RT_OP_LT: case RT_OP_LE: case RT_OP_GT: case RT_OP_GE: {
      if (!ba || !bb) return rt_undef();
      int c = bytes_compare(RT_AS(Bytes, a), RT_AS(Bytes, b));
      return rt_cmp_result(op, c);
    }
    case RT_OP_MOD:
      return ba ? rt_bytes_percent(a, b) : rt_undef();
    default: return rt_undef();
  }
}

static Value bytes_inplace(BinOp op, Value a, Value b) {
  if (!rt_is_type(a, &rt_bytearray_type)) return rt_undef();
  if (op == RT_OP_ADD && rt_is_bytes_like(b)) {
    Bytes *x = RT_AS(Bytes, a), *y = RT_AS(Bytes, b);
    int64_t n = y->n;
    rt_bytes_check_resize(x, x->n + n);
    rt_bytes_reserve(x, x->n + n);
    memmove(x->data + x->n, y->data, (size_t)n);
    x->n += n;
    rt_incref(a);
    return a;
  }
  return rt_undef();
}

static Value bytes_iter(Value self) { return rt_seq_iter_new(self); }

static int64_t bytes_hash(Value self) {
  Bytes *b = RT_AS(Bytes, self);
  if (b->hash == -1) b->hash = rt_hash_bytes(b->data, (size_t)b->n);
  return b->hash;
}

const ObjType rt_bytes_type = {
    .name = "bytes",
    .free = bytes_free,
    .repr = bytes_repr,
    .getattr = rt_bytes_getattr,
    .getitem = bytes_getitem,
    .iter = bytes_iter,
    .len = bytes_len,
    .truthy = bytes_truthy,
    .binop = bytes_binop,
    .contains = bytes_contains,
    .hash = bytes_hash,
};

const ObjType rt_bytearray_type = {
    .name = "bytearray",
    .free = bytes_free,
    .repr = bytes_repr,
    .getattr = rt_bytes_getattr,
    .getitem = bytes_getitem,
    .setitem = bytearray_setitem,
    .delitem = bytearray_delitem,
    .iter = bytes_iter,
    .len = bytes_len,
    .truthy = bytes_truthy,
    .binop = bytes_binop,
    .inplace_binop = bytes_inplace,
    .contains = bytes_contains,
    .hash = rt_unhashable,
};

bool (*rt_strided_buffer_hook)(Value v, RtStridedBuffer *out);
const char *(*rt_buffer_span_hook)(Value v, int64_t *n);

/* set at start-up (ctypes, array, memoryview): each answers for its own types */
static RtBufferFn buffer_hooks[5];

void rt_buffer_register(RtBufferFn fn) {
  for (int k = 0; k < 5; k++) {
    if (buffer_hooks[k] == fn) return;
    if (!buffer_hooks[k]) {
      buffer_hooks[k] = fn;
      return;
    }
  }
}

const char *rt_buffer_of(Value v, int64_t *n) {
  if (rt_is_bytes_like(v)) {
    *n = RT_AS(Bytes, v)->n;
    return (const char *)RT_AS(Bytes, v)->data;
  }
  for (int k = 0; k < 5 && buffer_hooks[k] && v.tag == RT_OBJ; k++) {
    const char *p = buffer_hooks[k](v, n);
    if (p) return p;
  }
  return NULL;
}

/* ---- construction: bytes(...) and bytearray(...) ---- */

static Value construct(const ObjType *type, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"source", "encoding", "errors"};
  Value a[3];
  rt_parse_args(type->name, argc, argv, kw, 3, names, 0, a);
  Value src = a[0];
  if (rt_is_undef(src)) {
    if (!rt_is_undef(a[1])) rt_raise(RT_EXC_TypeError, "encoding without a string argument");
    if (!rt_is_undef(a[2])) rt_raise(RT_EXC_TypeError, "errors without a string argument");
    return rt_bytes_new(type, NULL, 0);
  }
  if (rt_is_str(src)) {
    if (rt_is_undef(a[1])) rt_raise(RT_EXC_TypeError, "string argument without an encoding");
    Value e = rt_bytes_encode(type->name, src, a[1], a[2]);
    if (type == &rt_bytes_type) return e;
    int mark = rt_cleanup_push_value(&e);
    Value r = rt_bytes_new(type, RT_AS(Bytes, e)->data, (size_t)RT_AS(Bytes, e)->n);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (!rt_is_undef(a[1])) rt_raise(RT_EXC_TypeError, "encoding without a string argument");
  if (!rt_is_undef(a[2])) rt_raise(RT_EXC_TypeError, "errors without a string argument");
  if (is_index(src)) {
    int64_t n = rt_to_index(src, NULL);
    if (n < 0) rt_raise(RT_EXC_ValueError, "negative count");
    return rt_bytes_new(type, NULL, (size_t)n);
  }
  int64_t nbuf;
  const char *buf = rt_buffer_of(src, &nbuf);
  if (buf) return rt_bytes_new(type, buf, (size_t)nbuf);
  if (rt_is_array_number(src)) { /* a strided NumPy array: its items in C order, a.tobytes() */
    Value fn = rt_getattr(src, "tobytes");
    int mark = rt_cleanup_push_value(&fn);
    Value b = rt_call(fn, 0, NULL, NULL);
    rt_cleanup_push_value(&b);
    if (!rt_is_type(b, &rt_bytes_type)) rt_raise(RT_EXC_TypeError, "cannot convert '%s' object to %s", rt_type_name(src), type->name);
    Value r = rt_bytes_new(type, RT_AS(Bytes, b)->data, (size_t)RT_AS(Bytes, b)->n);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (src.tag != RT_OBJ || !src.as.o->type->iter) {
    rt_raise(RT_EXC_TypeError, "cannot convert '%s' object to %s", rt_type_name(src), type->name);
  }
  Value r = rt_bytes_new(type, NULL, 0);
  int mark = rt_cleanup_push_value(&r);
  Value it = rt_iter(src);
  int m2 = rt_cleanup_push_value(&it);
  Value x;
  while (rt_next(it, &x)) {
    int m3 = rt_cleanup_push_value(&x);
    uint8_t c = rt_byte_value(x, "bytes must be in range(0, 256)");
    rt_cleanup_pop(m3, true);
    rt_bytes_append(RT_AS(Bytes, r), &c, 1);
  }
  rt_cleanup_pop(m2, true);
  rt_cleanup_pop(mark, false);
  return r;
}

static Value c_bytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return construct(&rt_bytes_type, argc, argv, kw);
}
static Value c_bytearray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return construct(&rt_bytearray_type, argc, argv, kw);
}

static bool is_bytes(Value v) { return rt_is_type(v, &rt_bytes_type); }
static bool is_bytearray(Value v) { return rt_is_type(v, &rt_bytearray_type); }

static Value fromhex_bytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return rt_bytes_fromhex(&rt_bytes_type, argc, argv, kw);
}
static Value fromhex_bytearray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return rt_bytes_fromhex(&rt_bytearray_type, argc, argv, kw);
}

void rt_bytes_register_builtins(Value builtins) {
  Value b = rt_native_class("bytes", c_bytes, is_bytes, "<class 'bytes'>");
  rt_native_class_set_attr(b, "fromhex", rt_native_new("fromhex", fromhex_bytes));
  rt_module_set(builtins, "bytes", b);
  Value ba = rt_native_class("bytearray", c_bytearray, is_bytearray, "<class 'bytearray'>");
  rt_native_class_set_attr(ba, "fromhex", rt_native_new("fromhex", fromhex_bytearray));
  rt_module_set(builtins, "bytearray", ba);
}
