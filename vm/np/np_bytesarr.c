/* np_bytesarr.c — what NumPy 1.24's bytes arrays (dtype 'S<n>') add to the string arrays of
 * np_strarray.c, and the element types both hand out: storing an item as bytes (str encoded
 * as ASCII, numbers by their text), decoding one back (astype(str)), packing items for
 * tobytes(), the 'S' dtype arguments, and numpy.str_ / numpy.bytes_.
 *
 * numpy.str_ and numpy.bytes_ are classes deriving from str and bytes (as in NumPy), so that
 * isinstance(x, str), str methods, hashing and comparison are the builtin's; an item read from
 * an array is wrapped in one only when it leaves the array (indexing, iteration), the array
 * keeps the plain builtin values.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

/* ---- items ---- */

/* v's bytes when v is bytes (or numpy.bytes_), else RT_UNDEF. */
static Value bytes_arg(Value v) {
  Value b = rt_unwrap_base(v);
  return np_is_bytes(b) ? b : rt_undef();
}

/* NumPy drops an item's trailing NULs when it reads it back (b'ab\x00' is b'ab'). */
static int64_t trimmed(const uint8_t *p, int64_t n) {
  while (n > 0 && p[n - 1] == 0) n--;
  return n;
}

/* s (a str) as ASCII bytes; NumPy's (Python's) UnicodeEncodeError at the first other code
 * point. */
static Value ascii_encode(Value s) {
  const Str *t = RT_AS(Str, s);
  if (t->nbytes == t->nchars) return rt_bytes_new(&rt_bytes_type, t->data, (size_t)t->nbytes);
  const char *p = t->data;
  for (int64_t pos = 0;; pos++) {
    int len;
    uint32_t c = rt_utf8_decode(p, &len);
    if (c >= 128)
      rt_raise(RT_EXC_UnicodeEncodeError, c < 0x100 ? "'ascii' codec can't encode character "
               "'\\x%02x' in position %lld: ordinal not in range(128)" : c < 0x10000
               ? "'ascii' codec can't encode character '\\u%04x' in position %lld: ordinal "
               "not in range(128)" : "'ascii' codec can't encode character '\\U%08x' in "
               "position %lld: ordinal not in range(128)", c, (long long)pos);
    p += len;
  }
}

void np_bytes_store(Value *slot, Value v, int64_t width) {
  Value b = bytes_arg(v), own = rt_undef();
  int mark = rt_cleanup_push_value(&own);
  if (rt_is_undef(b)) {
    Value s = rt_str_arg(v);
    own = rt_is_undef(s) ? rt_to_str(v) : (rt_incref(s), s);
    Value enc = ascii_encode(own);
    rt_decref(own);
    own = b = enc;
  }
  const Bytes *x = RT_AS(Bytes, b);
  int64_t n = trimmed(x->data, x->n < width ? x->n : width);
  Value c = n == x->n ? (rt_incref(b), b) : rt_bytes_new(&rt_bytes_type, x->data, (size_t)n);
  rt_cleanup_pop(mark, true);
  rt_decref(*slot);
  *slot = c;
}

Value np_bytes_decode(Value b) {
  Value ascii = rt_str_new("ascii", 5);
  int mark = rt_cleanup_push_value(&ascii);
  Value r = rt_bytes_decode(b, ascii, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

void np_item_pack(StrBuf *sb, Value v, int64_t width) {
  if (np_is_bytes(v)) {
    const Bytes *x = RT_AS(Bytes, v);
    rt_sb_putn(sb, (const char *)x->data, (size_t)x->n);
    for (int64_t i = x->n; i < width; i++) rt_sb_putc(sb, '\0');
    return;
  }
  const char *p = rt_str_data(v);
  int64_t i = 0;
  for (; *p && i < width; i++) { /* UCS4, little-endian as NumPy's '<U' */
    int len;
    uint32_t c = rt_utf8_decode(p, &len);
    p += len;
    char q[4] = {(char)(c & 0xff), (char)(c >> 8 & 0xff), (char)(c >> 16 & 0xff), 0};
    rt_sb_putn(sb, q, 4);
  }
  for (; i < width; i++) rt_sb_putn(sb, "\0\0\0\0", 4);
}

Value np_strarr_from_buffer(const char *p, int ndim, const int64_t *shape, int64_t width,
                            bool bytes) {
  Value out = bytes ? np_bytesarr_new(ndim, shape, width) : np_strarr_new(ndim, shape, width);
  NpStrArr *o = RT_AS(NpStrArr, out);
  int64_t isz = bytes ? 1 : 4;
  for (int64_t k = 0; k < o->size; k++, p += isz * width) {
    int64_t n = width;
    while (n > 0 && !memcmp(p + isz * (n - 1), "\0\0\0\0", (size_t)isz)) n--; /* NUL padding */
    Value v;
    if (bytes) {
      v = rt_bytes_new(&rt_bytes_type, p, (size_t)n);
    } else {
      StrBuf sb;
      rt_sb_init(&sb);
      for (int64_t i = 0; i < n; i++) {
        const unsigned char *q = (const unsigned char *)p + 4 * i;
        rt_utf8_encode(&sb, (uint32_t)q[0] | (uint32_t)q[1] << 8 | (uint32_t)q[2] << 16 |
                                (uint32_t)q[3] << 24);
      }
      v = rt_sb_to_str(&sb);
    }
    rt_decref(o->items[k]);
    o->items[k] = v;
  }
  return out;
}

/* ---- dtype arguments ---- */

int64_t np_bytes_dtype_width(Value dt) {
  if (rt_is_native(dt)) {
    const char *r = RT_AS(NativeFunc, dt)->repr_as;
    return r && !strcmp(r, "<class 'bytes'>") ? 0 : -1;
  }
  if (rt_is_class(dt)) return dt.as.o == np_str_class_obj(true) ? 0 : -1;
  if (!rt_is_str(dt)) return np_strdtype_obj_width(dt, true);
  const char *s = rt_str_data(dt);
  if (!strcmp(s, "bytes") || !strcmp(s, "bytes_") || !strcmp(s, "string_")) return 0;
  if (*s == '|' || *s == '=' || *s == '<' || *s == '>') s++;
  if (*s != 'S' && *s != 'a') return -1;
  s++;
  if (!*s) return 0;
  char *end;
  long long n = strtoll(s, &end, 10);
  return *end || n < 0 ? -1 : n;
}

/* ---- numpy.str_ and numpy.bytes_ ---- */

/* borrowed: the numpy module owns them */
typedef struct ModState {
  Value str_class, bytes_class;
} ModState;

/* per VM (runtime.h): a second VM importing numpy makes its own; undef until one does */
static RtStateKey mod_key = {"numpy.str_ and numpy.bytes_", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static Value scalar_class(bool bytes) {
  ModState *st = mod_state();
  return bytes ? st->bytes_class : st->str_class;
}

Obj *np_str_class_obj(bool bytes) {
  Value c = scalar_class(bytes);
  return c.tag == RT_OBJ ? c.as.o : NULL;
}

Value np_str_class(bool bytes) {
  Value c = scalar_class(bytes);
  rt_incref(c);
  return c;
}

Value np_str_scalar(Value item) {
  Value cls = scalar_class(np_is_bytes(item));
  Value inst = rt_instance_new(RT_AS(ClassObj, cls));
  rt_incref(item);
  RT_AS(Instance, inst)->base = item;
  return inst;
}

/* x.dtype of a numpy.str_ / numpy.bytes_: '<U<len>' / 'S<len>' (np.str_('') has '<U'). */
static Value p_dtype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("dtype", argc, kw, 1, 1);
  Value v = rt_unwrap_base(argv[0]);
  if (np_is_bytes(v)) return np_bytesdtype_new(RT_AS(Bytes, v)->n);
  if (rt_is_str(v)) return np_strdtype_new(RT_AS(Str, v)->nchars);
  rt_raise(RT_EXC_TypeError, "dtype of a %s", rt_type_name(argv[0]));
}

/* x.itemsize (and x.nbytes): 4 bytes a character for a numpy.str_, 1 for a numpy.bytes_. */
static Value p_itemsize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("itemsize", argc, kw, 1, 1);
  Value v = rt_unwrap_base(argv[0]);
  if (np_is_bytes(v)) return rt_int(RT_AS(Bytes, v)->n);
  if (rt_is_str(v)) return rt_int(4 * RT_AS(Str, v)->nchars);
  rt_raise(RT_EXC_TypeError, "itemsize of a %s", rt_type_name(argv[0]));
}

/* A scalar's array attributes: ndim 0, shape (), size 1. */
static Value p_ndim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("ndim", argc, kw, 1, 1);
  return rt_int(0);
}

static Value p_shape(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("shape", argc, kw, 1, 1);
  return rt_tuple_from(0, NULL);
}

static Value p_size(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("size", argc, kw, 1, 1);
  return rt_int(1);
}

static void add_property(Value cls, const char *name, NativeFn fn) {
  Value get = rt_native_new(name, fn);
  rt_class_set(RT_AS(ClassObj, cls), name, rt_property_new(get, rt_none(), rt_none(), rt_none()));
  rt_decref(get);
}

static Value numpy_class(const char *name, Value base) {
  Value args[3] = {rt_str_from_c(name), rt_tuple_from(1, &base), rt_dict_new()};
  Value cls = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("numpy"));
  add_property(cls, "dtype", p_dtype);
  add_property(cls, "itemsize", p_itemsize);
  add_property(cls, "nbytes", p_itemsize);
  add_property(cls, "ndim", p_ndim);
  add_property(cls, "shape", p_shape);
  add_property(cls, "size", p_size);
  return cls;
}

void np_register_str_scalars(Value m) {
  Value str = rt_builtin_lookup("str"), bytes = rt_builtin_lookup("bytes");
  ModState *st = mod_state();
  st->str_class = numpy_class("str_", str);
  st->bytes_class = numpy_class("bytes_", bytes);
  rt_module_set(m, "str_", st->str_class);
  rt_module_set(m, "unicode_", (rt_incref(st->str_class), st->str_class));
  rt_module_set(m, "bytes_", st->bytes_class);
  rt_module_set(m, "string_", (rt_incref(st->bytes_class), st->bytes_class));
}
