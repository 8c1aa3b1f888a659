/* struct.c — the struct module: pack, pack_into, unpack, unpack_from, iter_unpack, calcsize,
 * the Struct class (a format with those as methods) and struct.error. A format is an optional byte order ('@' native with alignment, '=' native
 * order with standard sizes, '<', '>', '!') and items with repeat counts: x c b B ? h H i I l L
 * q Q n N e f d s p P. Values are checked as CPython checks them, with its messages. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../obj/value.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* Per VM (runtime.h): struct.error and the Struct class, both held by the module. */
typedef struct ModState {
  Value error;
  Value struct_class;
} ModState;

static RtStateKey mod_key = {"struct", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static _Noreturn void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static _Noreturn void fail(const char *fmt, ...) {
  char msg[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  Value text = rt_str_from_c(msg);
  rt_cleanup_push_value(&text);
  Value exc = rt_call(mod_state()->error, 1, &text, NULL);
  rt_cleanup_push_value(&exc);
  rt_raise_exc(exc); /* takes its own reference: the registration releases this one */
}

/* A parsed format: its byte order and items. */
typedef struct Layout {
  bool native, little; /* native: '@' sizes and alignment */
  const char *items;   /* the text after the byte-order character */
} Layout;

static Layout layout_of(Value fmt) {
  const char *s;
  if (rt_is_str(fmt)) s = rt_str_data(fmt);
  else if (rt_is_bytes_like(fmt)) s = (const char *)RT_AS(Bytes, fmt)->data;
  else rt_raise(RT_EXC_TypeError, "Struct() argument 1 must be a str or bytes object, not %s", rt_type_name(fmt));
  Layout l = {true, true, s};
  switch (*s) {
    case '@': l.items++; break;
    case '=': l.native = false, l.items++; break;
    case '<': l.native = false, l.items++; break;
    case '>': case '!': l.native = false, l.little = false, l.items++; break;
    default: break;
  }
  return l;
}

/* The size of one item of code c (0 for an unknown code). */
static int item_size(const Layout *l, char c) {
  switch (c) {
    case 'x': case 'c': case 'b': case 'B': case '?': case 's': case 'p': return 1;
    case 'h': case 'H': case 'e': return 2;
    case 'i': case 'I': case 'f': return 4;
    case 'l': case 'L': return l->native ? 8 : 4;
    case 'q': case 'Q': case 'd': return 8;
    case 'n': case 'N': case 'P': return l->native ? 8 : 0;
    default: return 0;
  }
}

/* One step through the format: the code, its count, and its offset (aligned in native mode). */
typedef struct Item {
  char code;
  int64_t count, offset, size;
} Item;

/* The next item after *p, or false at the end; *pos is the running offset. */
static bool next_item(const Layout *l, const char **p, int64_t *pos, Item *it) {
  while (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r') (*p)++;
  if (!**p) return false;
  int64_t count = 1;
  if (**p >= '0' && **p <= '9') {
    count = 0;
    while (**p >= '0' && **p <= '9') count = count * 10 + (*(*p)++ - '0');
    if (!**p) fail("repeat count given without format specifier");
  }
  char c = *(*p)++;
  int size = item_size(l, c);
  if (!size) fail("bad char in struct format");
  if (l->native && size > 1 && c != 's' && c != 'p') *pos = (*pos + size - 1) / size * size;
  it->code = c, it->count = count, it->offset = *pos, it->size = size;
  *pos += c == 's' || c == 'p' ? count : count * size;
  return true;
}

/* The size of the whole format, and how many values it packs. */
static int64_t calcsize(const Layout *l, int64_t *nvalues) {
  const char *p = l->items;
  int64_t pos = 0, n = 0;
  Item it;
  while (next_item(l, &p, &pos, &it))
    n += it.code == 'x' ? 0 : it.code == 's' || it.code == 'p' ? 1 : it.count;
  if (nvalues) *nvalues = n;
  return pos;
}

static void put_uint(uint8_t *at, uint64_t v, int size, bool little) {
  for (int k = 0; k < size; k++) at[little ? k : size - 1 - k] = (uint8_t)(v >> (8 * k));
}

static uint64_t get_uint(const uint8_t *at, int size, bool little) {
  uint64_t v = 0;
  for (int k = 0; k < size; k++) v |= (uint64_t)at[little ? k : size - 1 - k] << (8 * k);
  return v;
}

/* The IEEE half-precision bits of f, rounded to nearest even. */
static uint16_t to_half(double f) {
  uint16_t sign = signbit(f) ? 0x8000 : 0;
  f = fabs(f);
  if (isnan(f)) return sign | 0x7e00;
  if (f >= 65520.0) {
    if (isinf(f)) return sign | 0x7c00;
    fail("float too large to pack with e format");
  }
  if (f < ldexp(1.0, -14)) { /* subnormal: units of 2**-24 */
    return sign | (uint16_t)nearbyint(f * ldexp(1.0, 24));
  }
  int e;
  double m = frexp(f, &e); /* f = m * 2**e, 0.5 <= m < 1 */
  double mant = nearbyint((m * 2.0 - 1.0) * 1024.0);
  int exp = e - 1 + 15;
  if (mant >= 1024.0) mant = 0, exp++;
  return sign | (uint16_t)(exp << 10) | (uint16_t)mant;
}

static double from_half(uint16_t h) {
  int exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  double v = exp == 0 ? ldexp(mant, -24) : exp == 31 ? (mant ? NAN : INFINITY) : ldexp(mant + 1024, exp - 25);
  return h & 0x8000 ? -v : v;
}

static const char *int_name(char c) {
  switch (c) {
    case 'b': return "byte";
    case 'B': return "ubyte";
    case 'h': return "short";
    case 'H': return "ushort";
    default: return NULL;
  }
}

/* The integer v (an int) as code c of size bytes wants it (two's complement bits). */
static uint64_t int_range(Value v, char c, int size) {
  bool is_signed = c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q' || c == 'n';
  int64_t i;
  uint64_t u;
  if (is_signed) {
    int64_t lo = size == 8 ? INT64_MIN : -((int64_t)1 << (8 * size - 1)), hi = size == 8 ? INT64_MAX : -lo - 1;
    if (!rt_int_to_i64(v, &i) || i < lo || i > hi) {
      if (int_name(c)) fail("%s format requires %lld <= number <= %lld", int_name(c), (long long)lo, (long long)hi);
      if (size == 4) fail("'%c' format requires %lld <= number <= %lld", c, (long long)lo, (long long)hi);
      fail("argument out of range");
    }
    return (uint64_t)i;
  }
  uint64_t hi = size == 8 ? UINT64_MAX : ((uint64_t)1 << (8 * size)) - 1;
  if (!rt_int_to_u64(v, &u) || u > hi) {
    if (int_name(c)) fail("%s format requires 0 <= number <= %llu", int_name(c), (unsigned long long)hi);
    if (size == 4 && rt_int_sign(v) > 0) fail("'%c' format requires 0 <= number <= %llu", c, (unsigned long long)hi);
    fail("argument out of range");
  }
  return u;
}

/* int_range of v, or of int(v) for an object with __index__. */
static uint64_t int_bits(Value v, char c, int size) {
  if (rt_is_intlike(v)) return int_range(v, c, size);
  Value idx;
  if (!rt_is_obj(v) || !rt_try_getattr(v, "__index__", &idx)) fail("required argument is not an integer");
  rt_decref(idx);
  Value n = rt_call(rt_builtin_lookup("int"), 1, &v, NULL);
  int mark = rt_cleanup_push_value(&n);
  uint64_t bits = int_range(n, c, size);
  rt_cleanup_pop(mark, true);
  return bits;
}

static void pack_one(const Layout *l, char c, int size, uint8_t *at, Value v) {
  switch (c) {
    case 'c':
      if (!rt_is_bytes_like(v) || RT_AS(Bytes, v)->n != 1) fail("char format requires a bytes object of length 1");
      *at = RT_AS(Bytes, v)->data[0];
      return;
    case '?': *at = rt_truthy(v); return;
    case 'e': case 'f': case 'd': {
      if (!(rt_is_intlike(v) || v.tag == RT_FLOAT)) {
        Value fl;
        if (!rt_is_obj(v) || !rt_try_getattr(v, "__float__", &fl)) fail("required argument is not a float");
        rt_decref(fl);
      }
      double d = rt_to_double(v, NULL);
      if (c == 'd') {
        uint64_t bits;
        memcpy(&bits, &d, 8);
        put_uint(at, bits, 8, l->little);
      } else if (c == 'f') {
        float f = (float)d;
        if (isinf(f) && !isinf(d)) rt_raise(RT_EXC_OverflowError, "float too large to pack with f format");
        uint32_t bits;
        memcpy(&bits, &f, 4);
        put_uint(at, bits, 4, l->little);
      } else {
        put_uint(at, to_half(d), 2, l->little);
      }
      return;
    }
    default: put_uint(at, int_bits(v, c, size), size, l->little);
  }
}

static Value unpack_one(const Layout *l, char c, int size, const uint8_t *at) {
  switch (c) {
    case 'c': return rt_bytes_new(&rt_bytes_type, at, 1);
    case '?': return rt_bool(*at != 0);
    case 'e': return rt_float(from_half((uint16_t)get_uint(at, 2, l->little)));
    case 'f': {
      uint32_t bits = (uint32_t)get_uint(at, 4, l->little);
      float f;
      memcpy(&f, &bits, 4);
      return rt_float(f);
    }
    case 'd': {
      uint64_t bits = get_uint(at, 8, l->little);
      double d;
      memcpy(&d, &bits, 8);
      return rt_float(d);
    }
    default: {
      uint64_t u = get_uint(at, size, l->little);
      bool is_signed = c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q' || c == 'n';
      if (!is_signed) return rt_int_from_u64(u);
      if (size < 8 && (u >> (8 * size - 1)) & 1) u |= ~(uint64_t)0 << (8 * size);
      return rt_int((int64_t)u);
    }
  }
}

static Value s_calcsize(ARGS) {
  (void)self;
  rt_check_args("calcsize", argc, kw, 1, 1, RT_ARGS_ONE);
  Layout l = layout_of(argv[0]);
  return rt_int(calcsize(&l, NULL));
}

/* The values argv[0..) packed into buf (size bytes, zeroed by the caller). */
static void pack_values(const Layout *lp, uint8_t *buf, const Value *argv) {
  Layout l = *lp;
  const char *p = l.items;
  int64_t pos = 0, k = 0;
  Item it;
  while (next_item(&l, &p, &pos, &it)) {
    if (it.code == 'x') continue;
    if (it.code == 's' || it.code == 'p') {
      Value v = argv[k++];
      if (!rt_is_bytes_like(v)) fail("argument for '%c' must be a bytes object", it.code);
      int64_t n = RT_AS(Bytes, v)->n, room = it.code == 'p' ? it.count - 1 : it.count;
      if (n > room) n = room < 0 ? 0 : room;
      if (it.code == 'p' && it.count > 0) {
        buf[it.offset] = (uint8_t)(n > 255 ? 255 : n);
        memcpy(buf + it.offset + 1, RT_AS(Bytes, v)->data, (size_t)n);
      } else {
        memcpy(buf + it.offset, RT_AS(Bytes, v)->data, (size_t)n);
      }
      continue;
    }
    for (int64_t j = 0; j < it.count; j++) pack_one(&l, it.code, (int)it.size, buf + it.offset + j * it.size, argv[k++]);
  }
}

static Value s_pack(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "pack() takes no keyword arguments");
  if (argc < 1) rt_raise(RT_EXC_TypeError, "pack expected at least 1 argument, got 0");
  Layout l = layout_of(argv[0]);
  int64_t nvalues, size = calcsize(&l, &nvalues);
  if (argc - 1 != nvalues) fail("pack expected %lld items for packing (got %d)", (long long)nvalues, argc - 1);
  Value out = rt_bytes_new(&rt_bytes_type, NULL, (size_t)size);
  int mark = rt_cleanup_push_value(&out);
  memset(RT_AS(Bytes, out)->data, 0, (size_t)size);
  pack_values(&l, RT_AS(Bytes, out)->data, argv + 1);
  rt_cleanup_pop(mark, false);
  return out;
}

/* pack_into(format, buffer, offset, *v): into a bytearray, the offset counted from the end
 * when negative; CPython's checks and messages. */
static Value s_pack_into(ARGS) {
  (void)self;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "pack_into() takes no keyword arguments");
  if (argc < 1) rt_raise(RT_EXC_TypeError, "pack_into expected at least 1 argument, got 0");
  Layout l = layout_of(argv[0]);
  int64_t nvalues, size = calcsize(&l, &nvalues);
  if (argc < 2) fail("pack_into expected buffer argument");
  if (argc < 3) fail("pack_into expected offset argument");
  if (argc - 3 != nvalues) fail("pack_into expected %lld items for packing (got %d)", (long long)nvalues, argc - 3);
  if (!rt_is_type(argv[1], &rt_bytearray_type)) {
    rt_raise(RT_EXC_TypeError, "argument must be read-write bytes-like object, not %s", rt_type_name(argv[1]));
  }
  Bytes *b = RT_AS(Bytes, argv[1]);
  int64_t off = rt_to_index(argv[2], NULL);
  if (off < 0) {
    if (off + size > 0) fail("no space to pack %lld bytes at offset %lld", (long long)size, (long long)off);
    if (off + b->n < 0) fail("offset %lld out of range for %lld-byte buffer", (long long)off, (long long)b->n);
    off += b->n;
  }
  if (b->n - off < size) {
    fail("pack_into requires a buffer of at least %lld bytes for packing %lld bytes at offset %lld (actual buffer size is %lld)",
         (long long)(size + off), (long long)size, (long long)off, (long long)b->n);
  }
  memset(b->data + off, 0, (size_t)size);
  pack_values(&l, b->data + off, argv + 3);
  return rt_none();
}

/* The values of buffer bytes [at, at + size) as a tuple. */
static Value unpack_at(const Layout *l, const uint8_t *data, int64_t nvalues) {
  Value t = rt_tuple_new(nvalues);
  const char *p = l->items;
  int64_t pos = 0, k = 0;
  Item it;
  while (next_item(l, &p, &pos, &it)) {
    if (it.code == 'x') continue;
    if (it.code == 's') {
      rt_tuple_set(t, k++, rt_bytes_new(&rt_bytes_type, data + it.offset, (size_t)it.count));
    } else if (it.code == 'p') {
      int64_t n = it.count ? data[it.offset] : 0;
      if (n > it.count - 1) n = it.count > 0 ? it.count - 1 : 0;
      rt_tuple_set(t, k++, rt_bytes_new(&rt_bytes_type, data + it.offset + 1, (size_t)n));
    } else {
      for (int64_t j = 0; j < it.count; j++)
        rt_tuple_set(t, k++, unpack_one(l, it.code, (int)it.size, data + it.offset + j * it.size));
    }
  }
  return t;
}

static const Bytes *buffer_arg(Value v) {
  if (!rt_is_bytes_like(v)) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(v));
  return RT_AS(Bytes, v);
}

static Value s_unpack(ARGS) {
  (void)self;
  rt_check_args("unpack", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Layout l = layout_of(argv[0]);
  int64_t nvalues, size = calcsize(&l, &nvalues);
  const Bytes *b = buffer_arg(argv[1]);
  if (b->n != size) fail("unpack requires a buffer of %lld bytes", (long long)size);
  return unpack_at(&l, b->data, nvalues);
}

static Value s_unpack_from(ARGS) {
  (void)self;
  static const char *const names[] = {"format", "buffer", "offset"};
  Value a[3];
  py_parse_pyargs("unpack_from", argc, argv, kw, 3, names, 2, a);
  Layout l = layout_of(a[0]);
  int64_t nvalues, size = calcsize(&l, &nvalues);
  const Bytes *b = buffer_arg(a[1]);
  int64_t off = rt_is_undef(a[2]) ? 0 : rt_to_index(a[2], "offset");
  if (off < 0) off += b->n;
  if (off < 0 || b->n - off < size) {
    fail("unpack_from requires a buffer of at least %lld bytes for unpacking %lld bytes at offset %lld (actual buffer size is %lld)",
         (long long)(size + off), (long long)size, (long long)off, (long long)b->n);
  }
  return unpack_at(&l, b->data + off, nvalues);
}

/* iter_unpack: the tuples of each size-byte piece, made at once (a list iterator). */
static Value s_iter_unpack(ARGS) {
  (void)self;
  rt_check_args("iter_unpack", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Layout l = layout_of(argv[0]);
  int64_t nvalues, size = calcsize(&l, &nvalues);
  const Bytes *b = buffer_arg(argv[1]);
  if (size == 0) fail("cannot iteratively unpack with a struct of length 0");
  if (b->n % size) fail("iterative unpacking requires a buffer of a multiple of %lld bytes", (long long)size);
  Value list = rt_list_new(0);
  int mark = rt_cleanup_push_value(&list);
  for (int64_t at = 0; at < b->n; at += size) {
    Value t = unpack_at(&l, b->data + at, nvalues);
    rt_list_append(list, t);
    rt_decref(t);
  }
  Value it = rt_iter(list);
  rt_cleanup_pop(mark, true);
  return it;
}

/* ---- Struct: a compiled format (here its text, parsed per call) with the functions as
 * methods ---- */

typedef struct StructObj {
  Obj hdr;
  Value format; /* a str */
  int64_t size;
} StructObj;

static const ObjType struct_type;
static bool is_struct(Value v) { return rt_is_type(v, &struct_type); }

static Value c_struct(ARGS) {
  (void)self;
  static const char *const names[] = {"format"};
  Value a[1];
  py_parse_pyargs("Struct", argc, argv, kw, 1, names, 1, a);
  Layout l = layout_of(a[0]);
  int64_t size = calcsize(&l, NULL);
  StructObj *o = rt_malloc(sizeof *o);
  rt_obj_init(&o->hdr, &struct_type);
  if (rt_is_str(a[0])) rt_incref(a[0]);
  o->format = rt_is_str(a[0]) ? a[0] : rt_str_new((const char *)RT_AS(Bytes, a[0])->data, (size_t)RT_AS(Bytes, a[0])->n);
  o->size = size;
  return rt_obj(o);
}

/* self.method(*args) as the module's function(self.format, *args). */
static Value with_format(Value self, NativeFn fn, int argc, const Value *argv, const Kwargs *kw) {
  Value *all = rt_malloc(sizeof(Value) * (size_t)(argc + 1));
  int mark = rt_cleanup_push(free, all);
  all[0] = RT_AS(StructObj, self)->format;
  memcpy(all + 1, argv, sizeof(Value) * (size_t)argc);
  Value r = fn(rt_none(), argc + 1, all, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

#define STRUCT_METHODS(X) X(pack) X(pack_into) X(unpack) X(unpack_from) X(iter_unpack)
#define X(name)                                                          \
  static Value st_##name(ARGS) { return with_format(self, s_##name, argc, argv, kw); }
STRUCT_METHODS(X)
#undef X

static Value struct_getattr(Value self, const char *name) {
  StructObj *o = RT_AS(StructObj, self);
  if (strcmp(name, "format") == 0) return rt_incref(o->format), o->format;
  if (strcmp(name, "size") == 0) return rt_int(o->size);
#define X(m) \
  if (strcmp(name, #m) == 0) return rt_native_bind(#m, st_##m, self);
  STRUCT_METHODS(X)
#undef X
  return rt_undef();
}

static void struct_free(Obj *o) {
  rt_decref(((StructObj *)o)->format);
  free(o);
}

static Value struct_repr(Value self) {
  return rt_str_printf("<_struct.Struct object at %p>", (void *)self.as.o);
}

static Value struct_type_object(Value self) {
  (void)self;
  Value c = mod_state()->struct_class;
  rt_incref(c);
  return c;
}

static const ObjType struct_type = {
    .name = "_struct.Struct",
    .free = struct_free,
    .repr = struct_repr,
    .getattr = struct_getattr,
    .type_object = struct_type_object,
};

/* struct.error: an Exception subclass that prints as <class 'struct.error'>. */
static Value make_error(void) {
  Value base = rt_exc_class(RT_EXC_Exception);
  Value ns = rt_dict_new();
  Value mod = rt_str_from_c("struct");
  rt_dict_set_str(ns, "__module__", mod);
  rt_decref(mod);
  Value args[3] = {rt_str_from_c("error"), rt_tuple_from(1, &base), ns};
  Value err = rt_type_make(NULL, args, rt_undef());
  for (int k = 0; k < 3; k++) rt_decref(args[k]);
  rt_class_set(RT_AS(ClassObj, err), "__module__", rt_str_from_c("struct"));
  return err;
}

void rt_struct_module_init(Value m) {
  ModState *st = mod_state();
  st->error = make_error();
  rt_module_set(m, "error", st->error);
  st->struct_class = rt_native_class("Struct", c_struct, is_struct, "<class '_struct.Struct'>");
  rt_module_set(m, "Struct", st->struct_class);
  rt_module_add_fn(m, "pack_into", s_pack_into);
  rt_module_add_fn(m, "calcsize", s_calcsize);
  rt_module_add_fn(m, "pack", s_pack);
  rt_module_add_fn(m, "unpack", s_unpack);
  rt_module_add_fn(m, "unpack_from", s_unpack_from);
  rt_module_add_fn(m, "iter_unpack", s_iter_unpack);
}
